#!/bin/sh
# t_watch.sh: the operator's -w, with games played at terminals of the
# test's own (test/lib/pty_player.py, typed to line by line through a
# FIFO), golden/sorcerer/j002's answers.  The commands are the page's:
# wizcastle-host(7)'s blocks marked `.\" t_watch: who' and `t_watch:
# watch' (alice's game, then the state folder's own), each "$ wizcastle"
# line run as written with the tree's binary.
#
#   who-none       no game running: one line says so, status 0; on
#                  standard error the state folder it read, whole, and
#                  run as root, that it was root's own (else not)
#   who-three      alice's and bob's games (-u) and the state folder's
#                  own (listed as -) are listed, each on a line within 64
#                  columns with its edition and machine; carl's folder,
#                  a .lock and a journal that no process holds, is not;
#                  the page's heading is the program's, and its lines as
#                  wide
#   who-killed     bob's game killed (-9): bob is listed no more, the
#                  other two still are
#   watch-keys     a watcher of alice's game at a terminal shows the
#                  question her screen shows, and leaves at q, at ^C and
#                  at ^D, status 0; one of the state folder's own game
#                  the same at q
#   watch-many     20 watchers of alice's game in pipes while she plays it
#                  to its end: her game ends, status 0, her screen's bytes
#                  those of the same game played with no watcher (ref's)
#   watch-pipe     each of the 20 ends by itself with her game, status
#                  0, its output (its note left out) the end of the
#                  golden case's: her last screen, then every answer
#   watch-resumed  fay's game killed while watched, then resumed at her
#                  next login and played to its end: the watcher follows
#                  on and ends with it, its output the golden case's end
#   watch-stopped  gus's game killed (-9) while watched in a pipe, and
#                  not resumed: the watcher ends by itself once no
#                  process has held his folder for its grace (the test
#                  waits 30 s at most), status 0, its last line the
#                  page's (block `t_watch: ends', its first)
#   watch-anew     hal's game watched in a pipe, then begun anew (-n) at
#                  another login: the watcher ends, status 0, its last
#                  line the page's (the block's second)
#   watch-none     -w of a player who plays no game: a line on standard
#                  error naming the player, then the folder read, whole
#                  (and as root that it was root's own), each within 64
#                  columns, status 1
#   watch-past     the page's -w NAME JOURNAL (block `t_watch: past'),
#                  ref's game named by its xlogfile line's journal=: the
#                  game again from its journal to its end, the golden
#                  case's output byte for byte, status 0; so too as a
#                  spectator's ssh command, "ref JOURNAL"; the page's
#                  journal, never kept, one line that says so, status 1;
#                  "ref ../ref/JOURNAL" refused as no player's name,
#                  status 1
#   watch-field    -w ref journal=JOURNAL, the xlogfile's field pasted
#                  whole as -h says: the same game, status 0; so too as
#                  a spectator's "ref journal=JOURNAL"
#   watch-idle     -w -i 2 of ivo's game, in a pipe, that waits for its
#                  answer: the watcher ends by itself, status 0, its last
#                  line "nothing new for 2 seconds; watching ends" (the
#                  test waits 20 s at most); -w -i goes, as a spectator's
#                  key's command too
#   past-paced     ref's past game again (-w ref JOURNAL, in a pipe) with
#                  the clear's wait a second (WIZCASTLE_CLEAR_MS unset):
#                  its answers come at 10 a second at most, the game's
#                  242 answers taking 24 s at least; its output the golden
#                  case's (the test stops it at 3 s, once it has shown it
#                  is paced: 40 answers at most by then)
#   who-played     pam's game, in a pipe, whose folder's .lock a login of
#                  an hour ago left: -w's PLAYED counts from this login,
#                  under a minute, not from the file's old time
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
tmp=$(mktemp -d) || exit 1
pids=
trap 'quiet_kill $pids; clean "$tmp"' EXIT
trap 'exit 2' INT TERM HUP PIPE
echo 1..15	# its tests (test/run counts those not run as failed)
TERM=dumb XDG_STATE_HOME=$tmp/state
export TERM XDG_STATE_HOME
unset SSH_ORIGINAL_COMMAND
py=$PYTHON3
case=golden/sorcerer/j002
opts="-m sorcerer -s $(cat $case.seed)"
first=3		# the answers typed before the watching starts
head -n $first $case.in >"$tmp/first"
tail -n +$((first + 1)) $case.in >"$tmp/rest"
players=$tmp/state/wizcastle/players

# watch_block PAGE NAME: the literal block of man/PAGE marked `t_watch: NAME',
# its "$ " lines the commands
. "$(dirname "$0")/lib/page.sh"	# page_block FILE MARK
watch_block() {
	page_block "man/$1" "t_watch: $2"
}
# command PAGE NAME: the first command of the block, its wizcastle the
# tree's, its words one a line
command() {
	watch_block "$1" "$2" | sed -n 's/^\$ wizcastle \(.*\)/\1/p' | head -n 1 |
	    tr ' ' '\n'
}
who_cmd=$(command wizcastle-host.7 who)
watch_cmd=$(command wizcastle-host.7 watch)
own_cmd=$(watch_block wizcastle-host.7 watch | sed -n 's/^\$ wizcastle \(.*\)/\1/p' |
    sed -n 2p)
[ -n "$who_cmd" ] && [ -n "$watch_cmd" ] && [ -n "$own_cmd" ] ||
    echo "# t_watch.sh: the pages' commands: who '$who_cmd', watch '$watch_cmd', own '$own_cmd'"

# play_fifo NAME [-u [resume]]: NAME's game at a terminal of its own, typed
# to through the FIFO $tmp/NAME.fifo (the test opens it); with -u,
# played as -u NAME, else as the state folder's own; a new game of the
# case's seed, or with resume, the unfinished one going on.  Its output in $tmp/NAME.out,
# the game's pid in $tmp/NAME.pid, the player's pid in $tmp/NAME.py.
play_fifo() {
	[ -p "$tmp/$1.fifo" ] || mkfifo "$tmp/$1.fifo"
	rm -f "$tmp/$1.pid"
	o=$opts
	[ -n "$3" ] && o=
	$py test/lib/pty_player.py --timeout 120 --out "$tmp/$1.out" \
	    --pid "$tmp/$1.pid" -- "$W" ${2:+-u "$1"} $o <"$tmp/$1.fifo" &
	echo $! >"$tmp/$1.py"
	pids="$pids $!"
}

# asked NAME: NAME's game has asked its first question (the race's):
# typed sooner, the keys reach the terminal before the game has turned
# its echo off, and the terminal echoes them (a screen unlike ref's)
asked() {
	poll 100 grep -qs 'YOUR CHOICE ?' "$tmp/$1.out"
}

# wide FILE: its lines wider than 64 columns
wide() {
	awk 'length($0) > 64' "$1"
}

# suffix FILE: FILE, its note left out, ends the golden case's output
# and holds more than the last screen (its last 30 lines)
suffix() {
	grep -v '^wizcastle: watching ' "$1" >"$1.game"
	n=$(wc -c <"$1.game")
	[ "$n" -gt 2000 ] && tail -c "$n" $case.out | cmp -s - "$1.game"
}

# The reference: the same game with no watcher, typed as alice's is.
play_fifo ref -u
exec 7>"$tmp/ref.fifo"
asked ref
cat "$tmp/first" >&7
poll 100 answered "$players/ref" $first
cat "$tmp/rest" >&7
exec 7>&-
wait "$(cat "$tmp/ref.py")"

# read_as ERR FOLDER: empty if ERR names FOLDER as the folder read, and
# says it was root's own where the test runs as root (not else); else
# what it lacks
read_as() {
	if ! tr '\n' ' ' <"$1" | grep -q -F "the folder read: $2"; then
		echo "the folder read: $2"
	elif [ "$(id -u)" -eq 0 ] && ! grep -q "run as root" "$1"; then
		echo "run as root: root's own"
	elif [ "$(id -u)" -ne 0 ] && grep -q "run as root" "$1"; then
		echo "nothing of root"
	fi
}

if want who-none; then
	out=$("$W" -w 2>"$tmp/none.err")
	rc=$?
	bad=$(read_as "$tmp/none.err" "$tmp/state/wizcastle")
	if [ $rc -ne 0 ] || [ "$(echo "$out" | sed -n '2,$p')" != "no game is being played now" ]; then
		echo "not ok who-none: $(expected "status 0 and no game is being played" "status $rc: $out")"
	elif [ -n "$bad" ]; then
		echo "not ok who-none: $(expected "$bad" "$(cat "$tmp/none.err")")"
	else
		echo "ok who-none"
	fi
fi

play_fifo alice -u
exec 5>"$tmp/alice.fifo"
play_fifo bob -u
exec 6>"$tmp/bob.fifo"
play_fifo own
exec 8>"$tmp/own.fifo"
asked alice
cat "$tmp/first" >&5
asked bob
cat "$tmp/first" >&6
asked own
cat "$tmp/first" >&8
poll 100 answered "$players/alice" $first
poll 100 answered "$players/bob" $first
poll 100 answered "$tmp/state/wizcastle" $first
mkdir -p "$players/carl"
: >"$players/carl/.lock"
cp "$players"/alice/*.journal "$players/carl/"

"$W" $who_cmd >"$tmp/who1" 2>&1
rc=$?
watch_block wizcastle-host.7 who | sed 1d >"$tmp/who.page"
if [ $rc -ne 0 ]; then
	echo "not ok who-three: $(expected "status 0" "status $rc: $(cat "$tmp/who1")")"
elif [ -n "$(wide "$tmp/who1")" ]; then
	echo "not ok who-three: $(expected "lines of 64 columns at most" "$(wide "$tmp/who1")")"
elif ! grep -q '^alice  *power sorcerer ' "$tmp/who1" ||
    ! grep -q '^bob  *power sorcerer ' "$tmp/who1" ||
    ! grep -q '^-  *power sorcerer ' "$tmp/who1" ||
    grep -q '^carl' "$tmp/who1"; then
	echo "not ok who-three: $(expected "alice, bob and - listed, carl's stale lock not" "$(tr '\n' '|' <"$tmp/who1")")"
elif [ "$(head -n 1 "$tmp/who.page")" != "$(head -n 1 "$tmp/who1")" ] ||
    awk -v w="$(head -n 1 "$tmp/who1" | awk '{ print length($0) }')" \
    'length($0) != w' "$tmp/who.page" | grep -q .; then
	echo "not ok who-three: $(expected "the page's sample as the program lays it out: $(tr '\n' '|' <"$tmp/who.page")" "$(tr '\n' '|' <"$tmp/who1")")"
else
	echo "ok who-three"
fi

kill -9 "$(cat "$tmp/bob.pid")"
poll 100 gone "$(cat "$tmp/bob.pid")"
"$W" $who_cmd >"$tmp/who2" 2>&1
rc=$?
if [ $rc -ne 0 ] || grep -q '^bob' "$tmp/who2" ||
    ! grep -q '^alice ' "$tmp/who2" || ! grep -q '^- ' "$tmp/who2"; then
	echo "not ok who-killed: $(expected "status 0, alice and - listed, bob not" "status $rc: $(tr '\n' '|' <"$tmp/who2")")"
else
	echo "ok who-killed"
fi
exec 6>&-

if want watch-keys; then
	bad=
	# the question alice's screen asks now
	ask=$(tr -d '\r' <"$tmp/alice.out" | grep -v '^ *$' | tail -n 1)
	for key in q '\003' '\004'; do
		printf "$key" >"$tmp/key"
		$py test/lib/pty_run.py --timeout 60 --in "$tmp/key" \
		    --out "$tmp/keys.out" -- "$W" $watch_cmd
		rc=$?
		if [ $rc -ne 0 ] || [ -z "$ask" ] ||
		    ! tr -d '\r' <"$tmp/keys.out" | grep -qF "$ask"; then
			bad="$bad $key: status $rc: $(tr -d '\r' <"$tmp/keys.out" | tail -n 2 | tr '\n' '|')"
		fi
	done
	ask=$(tr -d '\r' <"$tmp/own.out" | grep -v '^ *$' | tail -n 1)
	printf q >"$tmp/key"
	$py test/lib/pty_run.py --timeout 60 --in "$tmp/key" \
	    --out "$tmp/keys.out" -- "$W" $own_cmd
	rc=$?
	if [ $rc -ne 0 ] || [ -z "$ask" ] ||
	    ! tr -d '\r' <"$tmp/keys.out" | grep -qF "$ask"; then
		bad="$bad wizcastle $own_cmd: status $rc: $(tr -d '\r' <"$tmp/keys.out" | tail -n 2 | tr '\n' '|')"
	fi
	if [ -n "$bad" ]; then
		echo "not ok watch-keys: $(expected "each key to leave the watcher" "$bad")"
	else
		echo "ok watch-keys"
	fi
fi
exec 8>&-

wpids=
for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	"$W" $watch_cmd >"$tmp/w.$k" 2>&1 &
	wpids="$wpids $!"
done
pids="$pids $wpids"
for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	poll 300 grep -qs '^wizcastle: watching' "$tmp/w.$k"
done
cat "$tmp/rest" >&5
exec 5>&-
wait "$(cat "$tmp/alice.py")"
rc=$?
if [ $rc -ne 0 ]; then
	echo "not ok watch-many: $(expected "alice's game to end with status 0" "status $rc")"
elif ! cmp -s "$tmp/ref.out" "$tmp/alice.out"; then
	echo "not ok watch-many: $(expected "her screen as without watchers" "$(cmp "$tmp/ref.out" "$tmp/alice.out" 2>&1)")"
else
	echo "ok watch-many"
fi
bad=
k=1	# not i, poll's
for p in $wpids; do
	poll 300 gone "$p"
	if ! gone "$p"; then
		bad="$bad $k: still running;"
	else
		wait "$p"
		rc=$?
		if [ $rc -ne 0 ]; then
			bad="$bad $k: status $rc;"
		elif ! suffix "$tmp/w.$k"; then
			bad="$bad $k: $(tail -n 3 "$tmp/w.$k" | tr '\n' '|');"
		fi
	fi
	k=$((k + 1))
done
if [ -n "$bad" ]; then
	echo "not ok watch-pipe: $(expected "each watcher to end, status 0, its output the game's end" "$bad")"
else
	echo "ok watch-pipe"
fi

if want watch-resumed; then
	play_fifo fay -u
	exec 5>"$tmp/fay.fifo"
	asked fay
	cat "$tmp/first" >&5
	poll 100 answered "$players/fay" $first
	"$W" -w fay >"$tmp/wf" 2>&1 &
	wf=$!
	pids="$pids $wf"
	poll 100 grep -qs '^wizcastle: watching' "$tmp/wf"
	kill -9 "$(cat "$tmp/fay.pid")"
	exec 5>&-
	wait "$(cat "$tmp/fay.py")"
	play_fifo fay -u resume
	exec 5>"$tmp/fay.fifo"
	poll 100 test -s "$tmp/fay.pid"
	cat "$tmp/rest" >&5
	exec 5>&-
	wait "$(cat "$tmp/fay.py")"
	poll 100 gone $wf
	if ! gone $wf; then
		echo "not ok watch-resumed: $(expected "the watcher gone with the game" "it still running: $(tail -n 2 "$tmp/wf" | tr '\n' '|')")"
	elif ! wait $wf || ! suffix "$tmp/wf"; then
		echo "not ok watch-resumed: $(expected "status 0 and the game's end" "$(tail -n 3 "$tmp/wf" | tr '\n' '|')")"
	else
		echo "ok watch-resumed"
	fi
fi

# watched NAME: the watcher of NAME's game, started in a pipe once NAME
# has answered the first questions; its pid in $wp, its output in
# $tmp/wNAME
watched() {
	play_fifo "$1" -u
	exec 5>"$tmp/$1.fifo"
	asked "$1"
	cat "$tmp/first" >&5
	poll 100 answered "$players/$1" $first
	"$W" -w "$1" >"$tmp/w$1" 2>&1 &
	wp=$!
	pids="$pids $wp"
	poll 100 grep -qs '^wizcastle: watching' "$tmp/w$1"
}

# ended_with NAME PID LINE: the watcher PID gone by itself within 30 s,
# status 0, its last line LINE; else $bad says what came instead
ended_with() {
	bad=
	poll 300 gone "$2"
	if ! gone "$2"; then
		bad="it still running: $(tail -n 2 "$tmp/w$1" | tr '\n' '|')"
		return
	fi
	wait "$2"
	rc=$?
	if [ $rc -ne 0 ]; then
		bad="status $rc: $(tail -n 2 "$tmp/w$1" | tr '\n' '|')"
	elif [ -z "$3" ] || [ "$(tail -n 1 "$tmp/w$1")" != "$3" ]; then
		bad="the last line $(tail -n 1 "$tmp/w$1")"
	fi
}

if want watch-stopped; then
	watched gus
	kill -9 "$(cat "$tmp/gus.pid")"
	exec 5>&-
	wait "$(cat "$tmp/gus.py")"
	line=$(watch_block wizcastle-host.7 ends | sed -n 1p)
	ended_with gus $wp "$line"
	if [ -n "$bad" ]; then
		echo "not ok watch-stopped: $(expected "the watcher ended, status 0, its last line '$line'" "$bad")"
	else
		echo "ok watch-stopped"
	fi
fi

if want watch-anew; then
	watched hal
	$py test/lib/pty_player.py --timeout 60 --out "$tmp/hal2.out" \
	    --pid "$tmp/hal2.pid" -- "$W" -u hal -n $opts </dev/null &
	pids="$pids $!"
	line=$(watch_block wizcastle-host.7 ends | sed -n 2p)
	ended_with hal $wp "$line"
	if [ -n "$bad" ]; then
		echo "not ok watch-anew: $(expected "the watcher ended, status 0, its last line '$line'" "$bad")"
	else
		echo "ok watch-anew"
	fi
	exec 5>&-
fi

if want watch-none; then
	"$W" -w zed >"$tmp/none.out" 2>"$tmp/none.err"
	rc=$?
	bad=$(read_as "$tmp/none.err" "$tmp/state/wizcastle/players/zed")
	if [ $rc -ne 1 ] || [ -s "$tmp/none.out" ] ||
	    ! head -n 1 "$tmp/none.err" | grep -q 'zed: no game' ||
	    [ -n "$(wide "$tmp/none.err")" ]; then
		echo "not ok watch-none: $(expected "status 1 and a line naming zed within 64 columns" "status $rc: $(cat "$tmp/none.err")")"
	elif [ -n "$bad" ]; then
		echo "not ok watch-none: $(expected "$bad" "$(cat "$tmp/none.err")")"
	else
		echo "ok watch-none"
	fi
fi

if want watch-field; then
	j=$(sed -n 's/^.*:name=ref:.*:journal=//p' \
	    "$XDG_STATE_HOME/wizcastle/xlogfile" | tail -n 1)
	"$W" -w ref "journal=$j" >"$tmp/field.out" 2>"$tmp/field.err"
	rc=$?
	SSH_ORIGINAL_COMMAND="ref journal=$j" "$W" -w >"$tmp/field.ssh" 2>&1
	rc2=$?
	if [ -z "$j" ] || [ $rc -ne 0 ] || ! cmp -s "$tmp/field.out" $case.out; then
		echo "not ok watch-field: -w ref journal=$j: $(expected "status 0, the golden case's output" "status $rc, $(tail -n 2 "$tmp/field.out" "$tmp/field.err" | tr '\n' '|')")"
	elif [ $rc2 -ne 0 ] || ! cmp -s "$tmp/field.ssh" $case.out; then
		echo "not ok watch-field: the spectator's 'ref journal=$j': $(expected "status 0, the golden case's output" "status $rc2, $(tail -n 2 "$tmp/field.ssh" | tr '\n' '|')")"
	else
		echo "ok watch-field"
	fi
fi

if want watch-idle; then
	mkfifo "$tmp/ivo.fifo"
	"$W" -u ivo $opts <"$tmp/ivo.fifo" >/dev/null 2>&1 &
	ivo=$!
	pids="$pids $ivo"
	exec 5>"$tmp/ivo.fifo"
	head -n 3 $case.in >&5
	poll 100 answered "$players/ivo" 3
	"$W" -w -i 2 ivo >"$tmp/idle.out" 2>"$tmp/idle.err" &
	wi=$!
	pids="$pids $wi"
	poll 200 gone $wi
	if ! gone $wi; then
		echo "not ok watch-idle: $(expected "the watcher gone by itself" "it still running: $(tail -n 2 "$tmp/idle.err" | tr '\n' '|')")"
	elif ! wait $wi; then
		echo "not ok watch-idle: $(expected "status 0" "$(cat "$tmp/idle.err")")"
	elif [ "$(tail -n 1 "$tmp/idle.err")" != "wizcastle: nothing new for 2 seconds; watching ends" ]; then
		echo "not ok watch-idle: $(expected "its last line: nothing new for 2 seconds; watching ends" "$(tr '\n' '|' <"$tmp/idle.err")")"
	else
		echo "ok watch-idle"
	fi
	exec 5>&-
	poll 100 gone $ivo
fi

if want past-paced; then
	j=$(sed -n 's/^.*:name=ref:.*:journal=//p' \
	    "$XDG_STATE_HOME/wizcastle/xlogfile" | tail -n 1)
	env -u WIZCASTLE_CLEAR_MS "$W" -w ref "$j" >"$tmp/paced.out" 2>&1 &
	wp=$!
	pids="$pids $wp"
	sleep 3
	kill $wp 2>/dev/null
	wait $wp 2>/dev/null
	n=$(grep -c '?' "$tmp/paced.out")
	if [ -z "$j" ] || [ "$n" -gt 40 ] || [ "$n" -lt 5 ]; then
		echo "not ok past-paced: $(expected "5 to 40 questions shown in 3 s" "$n")"
	elif ! head -c "$(wc -c <"$tmp/paced.out")" $case.out | cmp -s - "$tmp/paced.out"; then
		echo "not ok past-paced: $(expected "the golden case's output" "$(cmp $case.out "$tmp/paced.out")")"
	else
		echo "ok past-paced"
	fi
fi

# pam_played: -w's PLAYED of pam's line, once it is listed
pam_played() {
	"$W" -w 2>/dev/null | awk '$1 == "pam" { print $4; f = 1 } END { exit !f }'
}

if want who-played; then
	mkdir -p "$players/pam" && chmod 700 "$XDG_STATE_HOME/wizcastle" \
	    "$players" "$players/pam"
	: >"$players/pam/.lock"
	touch -d '1 hour ago' "$players/pam/.lock"
	mkfifo "$tmp/pam.fifo"
	"$W" -u pam $opts <"$tmp/pam.fifo" >/dev/null 2>&1 &
	pam=$!
	pids="$pids $pam"
	exec 5>"$tmp/pam.fifo"
	head -n 1 $case.in >&5
	poll 100 pam_played >/dev/null
	played=$(pam_played)
	exec 5>&-
	poll 100 gone $pam
	case $played in
	[0-9]s | [0-9][0-9]s) echo "ok who-played" ;;
	*) echo "not ok who-played: $(expected "PLAYED under a minute" "'$played'")" ;;
	esac
fi

if want watch-past; then
	set -- $(command wizcastle-host.7 past)
	j=$(sed -n 's/^.*:name=ref:.*:journal=//p' \
	    "$XDG_STATE_HOME/wizcastle/xlogfile" | tail -n 1)
	"$W" "$1" ref "$j" >"$tmp/past.out" 2>"$tmp/past.err"
	rc=$?
	SSH_ORIGINAL_COMMAND="ref $j" "$W" -w >"$tmp/past.ssh" 2>&1
	rc2=$?
	"$W" "$1" ref "$3" >"$tmp/gone.out" 2>"$tmp/gone.err"
	rc3=$?
	SSH_ORIGINAL_COMMAND="ref ../ref/$j" "$W" -w >"$tmp/bad.out" 2>&1
	rc4=$?
	if [ $# -ne 3 ] || [ "$2" != alice ] || [ -z "$j" ]; then
		echo "not ok watch-past: $(expected "the page's -w alice JOURNAL, ref's journal= in the xlogfile" "$*, '$j'")"
	elif [ $rc -ne 0 ] || ! cmp -s "$tmp/past.out" $case.out; then
		echo "not ok watch-past: -w ref $j: $(expected "status 0, the golden case's output" "status $rc, $(tail -n 2 "$tmp/past.out" "$tmp/past.err" | tr '\n' '|')")"
	elif [ $rc2 -ne 0 ] || ! cmp -s "$tmp/past.ssh" $case.out; then
		echo "not ok watch-past: the spectator's 'ref $j': $(expected "status 0, the golden case's output" "status $rc2, $(tail -n 2 "$tmp/past.ssh" | tr '\n' '|')")"
	elif [ $rc3 -ne 1 ] || [ -s "$tmp/gone.out" ] ||
	    [ "$(cat "$tmp/gone.err")" != "wizcastle: ref: past game $3 not kept" ]; then
		echo "not ok watch-past: $3: $(expected "status 1, wizcastle: ref: past game $3 not kept" "status $rc3, $(cat "$tmp/gone.out" "$tmp/gone.err")")"
	elif [ $rc4 -ne 1 ] || ! grep -q "^wizcastle: not a player's name" "$tmp/bad.out" ||
	    grep -q usage "$tmp/bad.out"; then
		echo "not ok watch-past: 'ref ../ref/$j': $(expected "status 1, refused: a player's name ..., no usage" "status $rc4, $(cat "$tmp/bad.out")")"
	else
		echo "ok watch-past"
	fi
fi
