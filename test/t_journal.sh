#!/bin/sh
# t_journal.sh: the journal and resume, without a terminal (-j, -r).
#
#   journal-cut        for golden cases and cut points k: -j with the first
#                      k answers, then -r with the rest: the journal holds
#                      the head and the k answers byte for byte; the output
#                      resumed is a suffix of the whole session's, holds
#                      all of it after the (k+1)th prompt, and before that
#                      exactly the last screen (from the last form feed, at
#                      most 24 lines with the prompt's and the line that
#                      says the game goes on); where the game
#                      ended with the k answers, -r says so, and a new
#                      game begins
#   journal-edition    a game of a later edition (-e), seeded or not, on
#                      GW-BASIC or MBASIC (-e stetson alone): its
#                      journal's head names the seed ("none" for none) and
#                      the machine, then the edition; -r with the rest
#                      says so, and plays on in that edition on that
#                      machine: its output is the end of the session's
#   journal-on         -r FILE -j FILE goes on in FILE: at the end it is the
#                      journal of the session played whole
#   journal-copy       -r FILE -j COPY: COPY the same, FILE untouched
#   journal-partial    a last line without its newline is dropped, and cut
#                      off before the next answer is kept
#   journal-bad-*      not a journal, empty, another version, missing, a
#                      folder, unreadable, answers the game does not use
#                      up, ...: one line on stderr naming the file, status 1,
#                      nothing on stdout, the file as it was
#   journal-j-kept     -j FILE of an unfinished game goes on with it;
#                      with -n, -s, -m or -e, or a file not a journal,
#                      refused, the file as it was
#   journal-j-ended    -j FILE of a game that has ended: the game kept in
#                      finished/, then a new game in it
#   journal-halted     a game that BASIC halted (Stetson's v20: Overflow)
#                      ends as its journal is replayed: -r shows it again,
#                      the session as played; -j FILE keeps it in
#                      finished/ and a new game begins in FILE
#   journal-j-failed   -j FILE that cannot be written is emptied: the next
#                      -j FILE is a new game
#   journal-usage      -r with -m, -n or -s: a usage error
#   journal-full       -j or -r of a FIFO, a device, a folder: refused at
#                      once, one message naming it, status 1
#   journal-readonly   -j in a read-only folder: the same
#   journal-pure       input not a terminal and no -j: no file written
#   journal-locked     two games at once: -r of a journal a running game
#                      keeps is refused, -j of it leaves it alone
#   journal-kept       a journal kept in test/data/journal replays as it did
#   journal-golden     the host page's command turns a journal into a
#                      golden case (NAME.seed, NAME.in) that plays the same
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..57	# its tests (test/run counts those not run as failed)
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
pid=
trap '[ -n "$pid" ] && kill -9 "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP
HOME=$tmp/home XDG_STATE_HOME=$tmp/state
export HOME XDG_STATE_HOME
mkdir -p "$HOME"
nl='
'
WIZCASTLE=$W
. "$(dirname "$0")/lib/golden.sh"	# golden_run, golden_play, golden_option

# message FILE: FILE holds one message of wizcastle's own: its first
# line begins "wizcastle: ", no other line does, none is wider than 64
# columns
message() {
	head -n 1 "$1" | grep -q '^wizcastle: ' &&
	    [ "$(grep -c '^wizcastle: ' "$1")" -eq 1 ] &&
	    awk 'length($0) > 64 { bad = 1 } END { exit bad }' "$1"
}

# joined FILE: FILE's lines as one, as a message wrapped reads
joined() {
	tr '\n' ' ' <"$1" | sed 's/ $//'
}

# machine CASE: the machine a golden case (FOLDER/NAME) is played on
machine() {
	golden_option "golden/$1.in" -m
}

# Cases: the 1980 program's on both machines, and ours (CRLF, a 1 MiB
# answer, blanks, a Sorcerer line wrapped, ...).
cases="sorcerer/s001 sorcerer/s004 sorcerer/s011 sorcerer/s017 sorcerer/s023 sorcerer/s030 sorcerer/sx-wrap-s005 gwbasic/v01 gwbasic/v02 gwbasic/v05 gwbasic/v10 gwbasic/v17 gwbasic/v23 gwbasic/v42 gwbasic/v77 gwbasic/v99 gwbasic/v115 gwbasic/v150 gwbasic/v203 gwbasic/v260 gwbasic/v300 gwbasic/x-crlf-v132 gwbasic/x-long-v01 gwbasic/x-blanks-v293 gwbasic/x-lower-v36 gwbasic/x-comma-v58 gwbasic/x-eof-combat-v293 gwbasic/x-eof-again-v36 gwbasic/x-empty-v01"
# cut_case C: journal-cut-C's line: its cut points, each -j with the
# first k answers, then -r with the rest (test/lib/journal_cuts.py, a
# program run a step and no other fork: the shell's loop forked some 40
# tools a cut, 178 s of CPU in all).  A slow binary (test/check's
# sanitizer suite): half the cuts.
cut_case() {
	c=$1
	[ -f "golden/$c.in" ] || { echo "not ok journal-cut-$c: $(expected "golden/$c.in" "no such file")"; return; }
	# shellcheck disable=SC2046
	if why=$("$PYTHON3" "$(dirname "$0")/lib/journal_cuts.py" "$c" "$tmp" \
	    "$(golden_option "golden/$c.in" -s)" "$(machine "$c")" \
	    "${SLOW_BINARY:-no}" -- "$W" $(golden_options "golden/$c.in")); then
		echo "ok journal-cut-$c"
	else
		echo "not ok journal-cut-$c: ${why:-journal_cuts.py failed}"
	fi
}
# The cases in three shares side by side (every third), each in a
# folder of its own; their lines in the cases' order.
for share in 0 1 2; do
	(
		tmp=$tmp/share.$share
		mkdir -p "$tmp" || exit 1
		i=0
		for c in $cases; do
			i=$((i + 1))
			[ $((i % 3)) -eq $share ] && want "journal-cut-$c" || continue
			cut_case "$c" | sed "s/^/$i /"
		done >"$tmp/lines"
	) &
	eval "share_$share=\$!"
done
wait "$share_0" "$share_1" "$share_2"
cat "$tmp"/share.*/lines 2>/dev/null | sort -n -s -k 1,1 | sed 's/^[0-9]* //'
rm -rf "$tmp"/share.*

# journal-edition: golden cases of the later editions, cut in the middle
if want journal-edition; then
	why=
	for c in stetson/v01 stetson/v05 ipco/v02 mbasic/v07 mbasic/v16; do
		seed=$(golden_option "golden/$c.in" -s) k=6 mach=$(machine "$c")
		e=$(golden_option "golden/$c.in" -e)
		sopt=${seed:+-s $seed}
		# the edition's own machine, its first: no -m
		[ "$mach" = "$("$W" -h | sed -n "s/^ *$e: \([a-z]*\).*/\1/p")" ] &&
		    mopt= || mopt="-m $mach"
		rm -f "$tmp/j"
		head -n "$k" "golden/$c.in" |
		    "$W" -e "$e" $mopt $sopt -j "$tmp/j" >/dev/null 2>"$tmp/aerr"
		printf '%s\nseed %s\nmachine %s %s\n' "wizcastle journal 1" \
		    "${seed:-none}" "$mach" "$e" >"$tmp/want"
		head -n "$k" "golden/$c.in" >>"$tmp/want"
		if ! cmp -s "$tmp/j" "$tmp/want"; then
			why="$c: the journal: $(expected "its head and $k answers" "$(cmp "$tmp/want" "$tmp/j" 2>&1 | head -n 1)")"
			break
		fi
		tail -n +"$((k + 1))" "golden/$c.in" |
		    "$W" -r "$tmp/j" >"$tmp/b" 2>"$tmp/berr"
		if ! grep -q "^wizcastle: the $e game goes on after $k answers\$" "$tmp/berr"; then
			why="$c: -r: $(expected "wizcastle: the $e game goes on after $k answers" "$(head -c 200 "$tmp/berr")")"
			break
		fi
		lb=$(wc -c <"$tmp/b")
		if [ "$lb" -lt 100 ] || ! tail -c "$lb" "golden/$c.out" | cmp -s - "$tmp/b"; then
			why="$c: -r: $(expected "the end of the session" "$(tail -c "$lb" "golden/$c.out" | cmp - "$tmp/b" 2>&1 | head -n 1) ($lb bytes)")"
			break
		fi
	done
	[ -z "$why" ] && echo "ok journal-edition" || echo "not ok journal-edition: $why"
fi

# (one after another, each on the journals the one before left)
if want journal-on journal-copy journal-partial journal-j-kept journal-j-ended; then
	# -r FILE -j FILE and -r FILE -j COPY, cut in the middle of v03
	rm -f "$tmp/j" "$tmp/whole"	# -j never empties an unfinished game
	v03=golden/gwbasic/v03.in seed=$(golden_option golden/gwbasic/v03.in -s)
	golden_play $v03 -j "$tmp/whole" >/dev/null 2>&1
	head -n 20 $v03 | golden_run $v03 -j "$tmp/j" >/dev/null 2>&1
	cp "$tmp/j" "$tmp/j0"
	tail -n +21 golden/gwbasic/v03.in | "$W" -r "$tmp/j" -j "$tmp/j" >"$tmp/b" 2>/dev/null
	if cmp -s "$tmp/j" "$tmp/whole"; then
		echo "ok journal-on"
	else
		echo "not ok journal-on: $(expected "the journal of the session whole" "$(cmp "$tmp/whole" "$tmp/j" 2>&1 | head -n 1)")"
	fi
	rm -f "$tmp/copy"
	tail -n +21 golden/gwbasic/v03.in | "$W" -r "$tmp/j0" -j "$tmp/copy" >"$tmp/b2" 2>/dev/null
	if ! cmp -s "$tmp/copy" "$tmp/whole"; then
		echo "not ok journal-copy: $(expected "the journal of the session whole" "$(cmp "$tmp/whole" "$tmp/copy" 2>&1 | head -n 1)")"
	elif [ "$(wc -l <"$tmp/j0")" -ne 23 ]; then
		echo "not ok journal-copy: the journal replayed: $(expected "23 lines, untouched" "$(wc -l <"$tmp/j0")")"
	elif ! cmp -s "$tmp/b" "$tmp/b2"; then
		echo "not ok journal-copy: $(expected "the output of -r FILE -j FILE" "$(cmp "$tmp/b" "$tmp/b2" 2>&1 | head -n 1)")"
	else
		echo "ok journal-copy"
	fi

	# A last line without its newline: dropped, then cut off for the next.
	rm -f "$tmp/j"
	head -n 20 $v03 | golden_run $v03 -j "$tmp/j" >/dev/null 2>&1
	cp "$tmp/j" "$tmp/j20"
	printf 'SOUTH' >>"$tmp/j"
	cp "$tmp/j" "$tmp/jcut"
	tail -n +21 golden/gwbasic/v03.in | "$W" -r "$tmp/j20" >"$tmp/b20" 2>/dev/null
	tail -n +21 golden/gwbasic/v03.in | "$W" -r "$tmp/j" >"$tmp/bcut" 2>/dev/null
	if ! cmp -s "$tmp/b20" "$tmp/bcut"; then
		echo "not ok journal-partial: $(expected "the cut line dropped" "it replayed: $(cmp "$tmp/b20" "$tmp/bcut" 2>&1 | head -n 1)")"
	elif ! cmp -s "$tmp/j" "$tmp/jcut"; then
		echo "not ok journal-partial: -r at a pipe without -j: $(expected "the journal untouched" "it written")"
	else
		tail -n +21 golden/gwbasic/v03.in | "$W" -r "$tmp/j" -j "$tmp/j" >/dev/null 2>&1
		if cmp -s "$tmp/j" "$tmp/whole"; then
			echo "ok journal-partial"
		else
			echo "not ok journal-partial: $(expected "the cut line cut off, the journal of the session whole" "$(cmp "$tmp/whole" "$tmp/j" 2>&1 | head -n 1)")"
		fi
	fi

	# -j FILE holding an unfinished game: it goes on there, as -r FILE -j
	# FILE (b, above) would; with -n, -s, -m or -e it is refused, the file as it
	# was; a file that is not a journal is never emptied either
	rm -f "$tmp/j"
	head -n 20 $v03 | golden_run $v03 -j "$tmp/j" >/dev/null 2>&1
	cp "$tmp/j" "$tmp/j20"
	ok=yes
	for o in -n "-s $seed" "-m gwbasic" "-e power"; do
		# shellcheck disable=SC2086
		echo N | "$W" $o -j "$tmp/j" >"$tmp/out" 2>"$tmp/err"
		rc=$?
		if [ $rc -ne 1 ] || [ -s "$tmp/out" ] || ! cmp -s "$tmp/j" "$tmp/j20" ||
		    ! message "$tmp/err" ||
		    [ "$(joined "$tmp/err")" != "wizcastle: $tmp/j: an unfinished game is kept there; wizcastle -j $tmp/j goes on with it" ]; then
			echo "not ok journal-j-kept: $o -j: $(expected "status 1, wizcastle: $tmp/j: an unfinished game is kept there; ..., the file as it was" "status $rc, $(joined "$tmp/err")")"
			ok=no
		fi
	done
	echo 'a letter' >"$tmp/letter"
	cp "$tmp/letter" "$tmp/letter0"
	echo N | "$W" -s 1 -j "$tmp/letter" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -ne 1 ] || [ -s "$tmp/out" ] || ! cmp -s "$tmp/letter" "$tmp/letter0"; then
		echo "not ok journal-j-kept: -j of a letter: $(expected "status 1, the letter as it was" "status $rc, $(joined "$tmp/err")")"
		ok=no
	fi
	tail -n +21 golden/gwbasic/v03.in | "$W" -j "$tmp/j" >"$tmp/b3" 2>"$tmp/err"
	if ! cmp -s "$tmp/j" "$tmp/whole"; then
		echo "not ok journal-j-kept: -j: $(expected "the game gone on in it" "$(cmp "$tmp/whole" "$tmp/j" 2>&1 | head -n 1)")"
	elif ! cmp -s "$tmp/b3" "$tmp/b"; then
		echo "not ok journal-j-kept: -j: $(expected "the output of -r FILE -j FILE" "$(cmp "$tmp/b" "$tmp/b3" 2>&1 | head -n 1)")"
	elif [ $ok = yes ]; then
		echo "ok journal-j-kept"
	fi

	# -j FILE holding a game that has ended (v03's, played whole above):
	# the ended game kept first in the state folder's finished/, then a new
	# game begins in it
	cp "$tmp/j" "$tmp/j0"
	echo N | "$W" -m gwbasic -s 5 -j "$tmp/j" >/dev/null 2>"$tmp/err"
	rc=$?
	kept=
	for f in "$XDG_STATE_HOME"/wizcastle/finished/*.journal; do
		cmp -s "$f" "$tmp/j0" && kept=$f
	done
	if [ $rc -ne 0 ] || [ "$(joined "$tmp/err")" != "wizcastle: its ended game kept in $XDG_STATE_HOME/wizcastle/finished/; a new game" ] ||
	    [ "$(sed -n 2p "$tmp/j")" != "seed 5" ] || [ "$(wc -l <"$tmp/j")" -ne 4 ]; then
		echo "not ok journal-j-ended: $(expected "status 0, wizcastle: its ended game kept in $XDG_STATE_HOME/wizcastle/finished/; a new game, a journal of seed 5 and one answer" "status $rc, $(joined "$tmp/err"), the journal: $(tr '\n' '|' <"$tmp/j")")"
	elif [ -z "$kept" ] || ! cmp -s "$kept" "$tmp/j0"; then
		echo "not ok journal-j-ended: finished/: $(expected "the ended game" "$(ls "$XDG_STATE_HOME"/wizcastle/finished 2>&1 | tr '\n' ' ')")"
	else
		echo "ok journal-j-ended"
	fi
fi

# -j FILE of a game that BASIC halted: the halt ends the game as its
# journal is replayed, and the session goes on (-r: shown again; -j: a
# new game)
if want journal-halted; then
	c=golden/stetson/v20
	golden_play $c.in -j "$tmp/h" >/dev/null 2>&1
	cp "$tmp/h" "$tmp/h0"
	"$W" -r "$tmp/h" </dev/null >"$tmp/hb" 2>"$tmp/herr"
	rc=$?
	echo N | "$W" -j "$tmp/h" -e stetson -m gwbasic -s 5 >/dev/null \
	    2>"$tmp/herr2"
	rc2=$?
	kept=
	for f in "$XDG_STATE_HOME"/wizcastle/finished/*.journal; do
		cmp -s "$f" "$tmp/h0" && kept=$f
	done
	if [ $rc -ne 0 ] || ! cmp -s "$tmp/hb" $c.out ||
	    [ "$(cat "$tmp/herr")" != "wizcastle: that game has ended; it is shown again, to its end" ]; then
		echo "not ok journal-halted: -r: $(expected "status 0, $c.out, the game shown again" "status $rc, $(cmp $c.out "$tmp/hb" 2>&1 | head -n 1), $(joined "$tmp/herr")")"
	elif [ $rc2 -ne 0 ] || [ -z "$kept" ] ||
	    [ "$(joined "$tmp/herr2")" != "wizcastle: its ended game kept in $XDG_STATE_HOME/wizcastle/finished/; a new game" ] ||
	    [ "$(sed -n 2p "$tmp/h")" != "seed 5" ]; then
		echo "not ok journal-halted: -j: $(expected "status 0, the game in finished/, a new game of seed 5" "status $rc2, $(joined "$tmp/herr2"), kept: ${kept:-none}, $(sed -n 2p "$tmp/h")")"
	else
		echo "ok journal-halted"
	fi
fi

if want journal-j-failed; then
	# -j FILE that cannot be written past 512 bytes (a file size limit, the
	# signal ignored): one word, the game goes on; the file keeps whole lines
	# only, its head and the first answers, a game the next -j FILE resumes
	rm -f "$tmp/j"
	s55=$(golden_option golden/gwbasic/v55.in -s)	# its answers, > 512 bytes
	(trap '' XFSZ; ulimit -f 1; golden_play golden/gwbasic/v55.in -j "$tmp/j" \
	    2>"$tmp/err") | cat >"$tmp/out"
	golden_play golden/gwbasic/v55.in >"$tmp/plain" 2>/dev/null
	k=$(($(wc -l <"$tmp/j") - 3))
	if ! cmp -s "$tmp/out" "$tmp/plain"; then
		echo "not ok journal-j-failed: $(expected "the output of v55 played without -j" "$(cmp "$tmp/plain" "$tmp/out" 2>&1 | head -n 1)")"
	elif [ "$(cat "$tmp/err")" != "wizcastle: the game is not kept for now: File too large" ]; then
		echo "not ok journal-j-failed: stderr: $(expected "wizcastle: the game is not kept for now: File too large" "$(tr '\n' '|' <"$tmp/err")")"
	elif [ "$(wc -c <"$tmp/j")" -gt 512 ] || [ $k -lt 1 ] ||
	    [ "$(tail -c 1 "$tmp/j" | od -An -c | tr -d ' ')" != '\n' ] ||
	    ! head -n $k golden/gwbasic/v55.in | cmp -s - "$(answers "$tmp/j" >"$tmp/ja"; echo "$tmp/ja")"; then
		echo "not ok journal-j-failed: $(expected "the head and whole answers, 512 bytes at most" "$(tr '\n' '|' <"$tmp/j" | cut -c 1-200)")"
	else
		tail -n +$((k + 1)) golden/gwbasic/v55.in | "$W" -j "$tmp/j" >"$tmp/b" 2>"$tmp/err"
		if ! grep -q "^wizcastle: castle $s55 goes on after $k answers" "$tmp/err" ||
		    ! tail -c "$(wc -c <"$tmp/b")" "$tmp/plain" | cmp -s - "$tmp/b"; then
			echo "not ok journal-j-failed: the next -j: $(expected "wizcastle: castle $s55 goes on after $k answers, then the session's end" "$(head -n 1 "$tmp/err")")"
		else
			echo "ok journal-j-failed"
		fi
	fi
fi

# bad_journal NAME FILE [USER]: -r FILE fails as it should (run as USER if given)
bad_journal() {
	name=$1 f=$2
	want "journal-bad-$name" || return 0
	if [ -e "$f" ] && [ ! -d "$f" ]; then
		cp -p "$f" "$tmp/before" 2>/dev/null || cat "$f" >"$tmp/before" 2>/dev/null
		stamp=$(ls -l --time-style=full-iso "$f" 2>/dev/null || ls -l "$f")
	fi
	if [ -n "$3" ]; then
		echo E | $3 "$WN" -r "$f" >"$tmp/out" 2>"$tmp/err"
	else
		echo E | "$W" -r "$f" >"$tmp/out" 2>"$tmp/err"
	fi
	rc=$?
	if [ $rc -ne 1 ]; then
		echo "not ok journal-bad-$name: $(expected "status 1" "status $rc")"
	elif [ -s "$tmp/out" ]; then
		echo "not ok journal-bad-$name: stdout: $(expected "" "$(head -c 60 "$tmp/out" | od -An -c | head -n 1)")"
	elif ! message "$tmp/err" || ! joined "$tmp/err" | grep -q "^wizcastle: $f: "; then
		echo "not ok journal-bad-$name: stderr: $(expected "one message, wizcastle: $f: ..." "$(head -n 2 "$tmp/err" | tr '\n' '|')")"
	elif [ -e "$f" ] && [ ! -d "$f" ] && { ! cmp -s "$f" "$tmp/before" 2>/dev/null && [ -r "$f" ]; }; then
		echo "not ok journal-bad-$name: $(expected "the file as it was" "$(cmp "$tmp/before" "$f" 2>&1 | head -n 1)")"
	elif [ -e "$f" ] && [ ! -d "$f" ] && [ "$stamp" != "$(ls -l --time-style=full-iso "$f" 2>/dev/null || ls -l "$f")" ]; then
		echo "not ok journal-bad-$name: $(expected "$stamp" "$(ls -l --time-style=full-iso "$f" 2>/dev/null || ls -l "$f")")"
	else
		echo "ok journal-bad-$name"
	fi
}

mkdir -p "$tmp/bad"
head -c 300 "$W" >"$tmp/bad/junk"
bad_journal junk "$tmp/bad/junk"
: >"$tmp/bad/empty"
bad_journal empty "$tmp/bad/empty"
cp golden/gwbasic/v01.in "$tmp/bad/input"
bad_journal another-file "$tmp/bad/input"
printf 'wizcastle journal 2\nseed 1\nmachine gwbasic\nE\n' >"$tmp/bad/v2"
bad_journal version "$tmp/bad/v2"
printf 'wizcastle journal 1\n' >"$tmp/bad/head"
bad_journal head-only "$tmp/bad/head"
printf 'wizcastle journal 1\nseed x1\nmachine gwbasic\n' >"$tmp/bad/seed"
bad_journal seed "$tmp/bad/seed"
printf 'wizcastle journal 1\nseed 99999999\nmachine gwbasic\n' >"$tmp/bad/range"
bad_journal seed-range "$tmp/bad/range"
printf 'wizcastle journal 1\nseed 1\nmachine apple2\n' >"$tmp/bad/machine"
bad_journal machine "$tmp/bad/machine"
bad_journal missing "$tmp/bad/none"
bad_journal folder "$tmp/bad"
# (a journal too long: journal-usage's and journal-full's too)
want journal-bad-too-many journal-bad-unreadable journal-usage journal-full &&
    golden_play golden/gwbasic/v01.in -j "$tmp/bad/long" >/dev/null 2>&1
echo N >>"$tmp/bad/long"
bad_journal too-many "$tmp/bad/long"
# the game ends at the first PLAY AGAIN of v01: a journal with v02's
# answers after the death does not fit either
want journal-bad-other-answers &&
    golden_play golden/gwbasic/v01.in -j "$tmp/bad/other" >/dev/null 2>&1
sed -n '20,$p' golden/gwbasic/v02.in >>"$tmp/bad/other"
bad_journal other-answers "$tmp/bad/other"

# as another user when root, for whom every file is readable and writable
# (setpriv: util-linux, in every Debian).  WN is the binary that user
# runs: a copy in the temporary folder when the clone is out of its reach
# (under /root, say).
asuser= WN=$W
if [ "$(id -u)" -ne 0 ]; then
	asuser=" "
elif command -v setpriv >/dev/null 2>&1 && id nobody >/dev/null 2>&1; then
	asuser="setpriv --reuid=nobody --regid=$(id -g nobody) --clear-groups"
	chmod 755 "$tmp" "$tmp/bad"
	if ! $asuser "$WN" -h >/dev/null 2>&1; then
		cp "$W" "$tmp/wizcastle" && chmod 755 "$tmp/wizcastle"
		WN=$tmp/wizcastle
		$asuser "$WN" -h >/dev/null 2>&1 || asuser=
	fi
fi
if ! want journal-bad-unreadable; then
	:
elif [ -n "$asuser" ]; then
	cp "$tmp/bad/long" "$tmp/bad/secret"
	chmod 000 "$tmp/bad/secret"
	bad_journal unreadable "$tmp/bad/secret" "$asuser"
else
	echo "not ok journal-bad-unreadable: $(expected "a way to run $W as nobody when root (setpriv, util-linux)" "none")"
fi

if want journal-usage; then
	# -r names the game: with -m, -n or -s it is a usage error, the file
	# untouched
	why=
	for o in "-m gwbasic" -n "-s 1"; do
		echo E | "$W" -r "$tmp/bad/long" $o >"$tmp/out" 2>"$tmp/err"
		rc=$?
		if [ $rc -ne 1 ] || [ -s "$tmp/out" ] || ! grep -q '^usage: ' "$tmp/err"; then
			why="-r with $o: $(expected "status 1, usage: ..." "status $rc, $(head -n 1 "$tmp/err")")"
			break
		fi
	done
	if [ -n "$why" ]; then
		echo "not ok journal-usage: $why"
	elif [ "$(answers "$tmp/bad/long" | tail -n 1)" != N ]; then
		echo "not ok journal-usage: $(expected "the journal as it was, N last" "$(answers "$tmp/bad/long" | tail -n 1) last")"
	else
		echo "ok journal-usage"
	fi
fi

# A read-only folder: one warning, the game unharmed
# warned NAME PATH: the run just made (status rc, $tmp/out, $tmp/err)
# played as $tmp/plain, with one warning that the game is not kept in
# PATH; else not ok NAME
warned() {
	if [ $rc -ne 0 ]; then
		echo "not ok $1: $(expected "status 0" "status $rc")"
	elif ! cmp -s "$tmp/out" "$tmp/plain"; then
		echo "not ok $1: $(expected "the output played without -j" "$(cmp "$tmp/plain" "$tmp/out" 2>&1 | head -n 1)")"
	elif ! message "$tmp/err" || ! joined "$tmp/err" | grep -q "^wizcastle: game not kept: $2: "; then
		echo "not ok $1: stderr: $(expected "one warning, wizcastle: game not kept: $2: ..." "$(head -n 2 "$tmp/err" | tr '\n' '|')")"
	else
		return 0
	fi
	return 1
}
want journal-readonly && golden_play golden/gwbasic/v01.in >"$tmp/plain"

if want journal-full; then
	# A journal is a regular file: -j or -r of a FIFO (which would block
	# the open for ever), a device or a folder, and -r's copy with -j, are
	# refused at once, with one message naming it, status 1, nothing played
	rm -f "$tmp/fifo"
	mkfifo "$tmp/fifo"
	why=
	for a in "-j $tmp/fifo" "-r $tmp/fifo" "-j /dev/full" "-j $tmp/bad" \
	    "-r $tmp/bad/long -j $tmp/fifo"; do
		# shellcheck disable=SC2086
		timeout 60 "$W" $a </dev/null >"$tmp/out" 2>"$tmp/err"
		rc=$?
		f=${a##* }
		if [ $rc -ne 1 ] || [ -s "$tmp/out" ] || ! message "$tmp/err" ||
		    ! joined "$tmp/err" | grep -q "^wizcastle: $f: not a regular file"; then
			why="$a: $(expected "status 1, wizcastle: $f: not a regular file, nothing played" "status $rc, $(joined "$tmp/err")")"
			break
		fi
	done
	if [ -n "$why" ]; then
		echo "not ok journal-full: $why"
	elif [ ! -p "$tmp/fifo" ]; then
		echo "not ok journal-full: $(expected "the FIFO there" "it gone")"
	else
		echo "ok journal-full"
	fi
fi
if ! want journal-readonly; then
	:
elif [ -n "$asuser" ]; then
	mkdir -p "$tmp/ro"
	chmod 555 "$tmp/ro"
	$asuser "$WN" $(golden_options golden/gwbasic/v01.in) -j "$tmp/ro/j" <golden/gwbasic/v01.in >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if ! warned journal-readonly "$tmp/ro/j"; then
		:
	elif [ -e "$tmp/ro/j" ]; then
		echo "not ok journal-readonly: $(expected "nothing written" "$tmp/ro/j")"
	else
		echo "ok journal-readonly"
	fi
else
	echo "not ok journal-readonly: $(expected "a way to run $W as nobody when root (setpriv, util-linux)" "none")"
fi

if want journal-pure; then
	# No terminal, no -j: nothing written, not even the state folder.
	rm -rf "$HOME" "$XDG_STATE_HOME"
	mkdir -p "$HOME"
	golden_play golden/gwbasic/v01.in >/dev/null 2>"$tmp/err"
	"$W" <golden/gwbasic/v02.in >/dev/null 2>>"$tmp/err"
	if [ -e "$XDG_STATE_HOME" ] || [ -n "$(ls -A "$HOME")" ] || [ -s "$tmp/err" ]; then
		echo "not ok journal-pure: $(expected "no file, nothing on stderr" "$(ls -A "$HOME" "$XDG_STATE_HOME" 2>/dev/null | tr '\n' ' ') $(head -n 1 "$tmp/err")")"
	else
		echo "ok journal-pure"
	fi
fi

if want journal-locked; then
	# Two games at once: the first keeps J, waiting at its second prompt.
	rm -f "$tmp/in" "$tmp/j"
	mkfifo "$tmp/in"
	"$W" -s 121 -j "$tmp/j" <"$tmp/in" >"$tmp/o1" 2>&1 &
	pid=$!
	exec 3>"$tmp/in"
	echo E >&3
	if ! poll 100 prompted "$tmp/o1"; then
		echo "not ok journal-locked: $(expected "the second prompt, SEX ?" "$(tail -n 1 "$tmp/o1")")"
	else
		cp "$tmp/j" "$tmp/jheld"
		echo M | "$W" -r "$tmp/j" >"$tmp/o2" 2>"$tmp/e2"
		rc2=$?
		echo M | "$W" -s 121 -j "$tmp/j" >"$tmp/o3" 2>"$tmp/e3"
		rc3=$?
		echo M >&3
		exec 3>&-
		wait "$pid"
		pid=
		if [ $rc2 -ne 1 ] || ! joined "$tmp/e2" | grep -q "^wizcastle: $tmp/j: in use by a running game" || [ -s "$tmp/o2" ]; then
			echo "not ok journal-locked: -r of a journal in use: $(expected "status 1, wizcastle: $tmp/j: in use by a running game" "status $rc2, $(joined "$tmp/e2")")"
		elif [ $rc3 -ne 0 ] || ! joined "$tmp/e3" | grep -q "^wizcastle: game not kept: $tmp/j: in use by a running game"; then
			echo "not ok journal-locked: -j of a journal in use: $(expected "status 0, wizcastle: game not kept: $tmp/j: in use by a running game" "status $rc3, $(joined "$tmp/e3")")"
		elif [ "$(answers "$tmp/j")" != "E${nl}M" ]; then
			echo "not ok journal-locked: the first game's journal: $(expected "E M" "$(answers "$tmp/j" | tr '\n' ' ')")"
		else
			echo "ok journal-locked"
		fi
	fi
	exec 3>&- 2>/dev/null
fi

if want journal-kept; then
	# A journal kept in the repository: 30 answers of v01, the rest typed.
	kept=test/data/journal/v01-30.journal
	if [ ! -f "$kept" ]; then
		echo "not ok journal-kept: $(expected "$kept" "no such file")"
	else
		cp "$kept" "$tmp/kept"
		tail -n +31 golden/gwbasic/v01.in | "$W" -r "$tmp/kept" >"$tmp/out" 2>/dev/null
		rc=$?
		lb=$(wc -c <"$tmp/out")
		if [ $rc -ne 0 ]; then
			echo "not ok journal-kept: $(expected "status 0" "status $rc")"
		elif [ "$lb" -lt 1000 ] || ! tail -c "$lb" golden/gwbasic/v01.out | cmp -s - "$tmp/out"; then
			echo "not ok journal-kept: $(expected "the end of golden/gwbasic/v01.out" "$lb bytes, $(tail -c "$lb" golden/gwbasic/v01.out | cmp - "$tmp/out" 2>&1 | head -n 1)")"
		elif ! cmp -s "$kept" "$tmp/kept"; then
			echo "not ok journal-kept: $(expected "the journal untouched" "$(cmp "$kept" "$tmp/kept" 2>&1 | head -n 1)")"
		else
			echo "ok journal-kept"
		fi
	fi
fi

if want journal-golden; then
	# The host page's command (wizcastle-host(7), JOURNALS), on a journal
	# of a whole session.
	seed=$(golden_option golden/gwbasic/v07.in -s)
	golden_play golden/gwbasic/v07.in -j "$tmp/game.journal" >/dev/null 2>&1
	cmd=$(sed -n 's/^\.Dl \(sed .*\)$/\1/p' man/wizcastle-host.7 | head -n 1 |
	    sed 's/\\&//g; s/NAME/case/g; s/JOURNAL/game.journal/g')
	if [ -z "$cmd" ]; then
		echo "not ok journal-golden: $(expected "a .Dl sed command in wizcastle-host.7" "none")"
	else
		(
			cd "$tmp" && eval "$cmd"
		) >/dev/null 2>&1
		if [ "$(cat "$tmp/case.seed" 2>/dev/null)" != "$seed" ]; then
			echo "not ok journal-golden: $cmd: case.seed: $(expected "$seed" "$(cat "$tmp/case.seed" 2>&1)")"
		elif ! golden_run golden/gwbasic/v07.in <"$tmp/case.in" 2>/dev/null | cmp -s - golden/gwbasic/v07.out; then
			echo "not ok journal-golden: $cmd: case.in: $(expected "golden/gwbasic/v07.out played" "$(golden_run golden/gwbasic/v07.in <"$tmp/case.in" 2>/dev/null | cmp - golden/gwbasic/v07.out 2>&1 | head -n 1)")"
		else
			echo "ok journal-golden"
		fi
	fi
fi
exit 0
