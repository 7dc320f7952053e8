#!/bin/sh
# t_xlog.sh: the state folder's xlogfile, a line for every game that
# ends (xlog.c), as NetHack's hosts keep theirs; games played at a
# terminal of the test's own (test/lib/pty_run.py), golden cases typed.
#
#   xlog-games    golden cases of several games each, on three machines
#                 and two editions, played at a terminal: a line each
#                 game that ended, in order, as the transcript tells it:
#                 its outcome (death, left, quit, victory), a killer for
#                 a death alone, its turns ("IT TOOK YOU n TURNS"), its
#                 castle's seed (Power's: -s, then the turns of the game
#                 before, as PLAY AGAIN seeds it); the journal's name as
#                 finished/ keeps it; start and end times of the run
#   xlog-none     a script from a pipe and a game kept by -j FILE leave
#                 no xlogfile: no state folder keeps them
#   xlog-resume   a game whose first castle ended and whose line then
#                 dropped (^D) has that castle's line alone; resumed to
#                 its end, the lines of the castles after it: the whole
#                 case's lines once each, none twice
#   xlog-fifty    fifty players (-u) whose games end at once: fifty whole
#                 lines, one for each, every field there
#   xlog-fifo     an xlogfile that is a FIFO (no reader): a player's game
#                 (-u, from a pipe) ends at once, says its line is not
#                 recorded, not a regular file, status 0
#   xlog-torn     a full disk (a tmpfs of the test's own, as root) that
#                 takes a part of a line alone: the line is undone, the
#                 file as it was, its last line whole, and the player is
#                 told the game is not recorded, No space left; with
#                 space again, the next games' lines whole, each on a
#                 line of its own
#   xlog-bound    -l bounds one player's lines in one xlogfile too: with
#                 -l 1k, ann's lines stop short of 1 KiB (their count in
#                 her .xlog, 0600 as her other files), each game past
#                 it said not recorded; bob's still written; the file
#                 rotated (mv), ann's next game's line starts a new one
#   xlog-kept     finished games stay within -l's bytes, not a count:
#                 eleven of ann's games (-u, from a pipe) under the
#                 default -l, all eleven in finished/, every line's
#                 journal= there; one more under -l 2k (room for two of
#                 them), the newest two alone stay, the oldest gone first
#   xlog-page     the host page's two reports (the winners, fewest turns
#                 first; the deaths by cause), taken from the page's
#                 text, run on the fifty games' file: what they print is
#                 what the file's lines say, counted here another way
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
echo 1..9	# its tests (test/run counts those not run as failed)
TERM=dumb
export TERM
# python3 itself, not a wrapper that finds it each time (test/lib/tap.sh)
py=$PYTHON3
run="$py test/lib/pty_run.py"
. "$(dirname "$0")/lib/golden.sh"	# golden_options

# check.py CASE.out XLOG FINISHED SEED T0 T1 [NAME]: the xlogfile's
# lines against the transcript's games (NAME's, the player's); the
# outcomes checked, one a line, or what is wrong (status 1)
cat >"$tmp/check.py" <<'EOF2'
import os, re, sys
out, xlog, fin, seed, t0, t1 = sys.argv[1:7]
name = sys.argv[7] if len(sys.argv) > 7 else ''
skip = 0
text = open(out, encoding='latin-1').read()
games = []
for part in re.split(r'TOOK YOU\s*(\d+)\s*TURNS', text)[:-1]:
    if isinstance(part, str) and part.isdigit():
        games[-1]['turns'] = int(part)
        continue
    if 'YOU DIED' in part:
        how = 'death'
    elif re.search(r'LEFT THE CASTLE WITH THE', part):
        how = 'victory'
    elif 'LEFT THE CASTLE WITHOUT' in part:
        how = 'left'
    else:
        how = 'quit'
    games.append({'how': how})
lines = open(xlog).read().split('\n')
if lines[-1] != '':
    sys.exit('expected a newline at the end, got %r' % lines[-1])
lines = lines[:-1]
if len(lines) != len(games) - skip:
    sys.exit('expected %d lines, one a game, got %d' % (len(games) - skip, len(lines)))
last = None
for i, line in enumerate(lines):
    f = dict(kv.split('=', 1) for kv in line.split(':'))
    g = games[i + skip]
    if f['outcome'] != g['how']:
        sys.exit('game %d: expected outcome %s, got %s' % (i + skip, g['how'], f['outcome']))
    if ('killer' in f) != (g['how'] == 'death') or f.get('killer') == '':
        sys.exit('game %d: expected %s, got killer %r' % (i + skip, 'a killer' if g['how'] == 'death' else 'no killer', f.get('killer')))
    if int(f['turns']) != g['turns']:
        sys.exit('game %d: expected turns %d, got %s' % (i + skip, g['turns'], f['turns']))
    if f['edition'] == 'power':
        want = seed if i + skip == 0 else str(games[i + skip - 1]['turns'])
        if f['seed'] != want:
            sys.exit('game %d: expected seed %s, got %s' % (i + skip, want, f['seed']))
    if not os.path.isfile(os.path.join(fin, f['journal'])):
        sys.exit('game %d: expected journal %s in finished/, got none' % (i + skip, f['journal']))
    if not int(t0) <= int(f['starttime']) <= int(f['endtime']) <= int(t1):
        sys.exit('game %d: expected times in order within %s %s, got %s %s' % (i + skip, t0, t1, f['starttime'], f['endtime']))
    if f['name'] != name or f['version'] != '1':
        sys.exit('game %d: expected name %r version 1, got %r %r' % (i + skip, name, f['name'], f['version']))
    print(f['outcome'])
EOF2

# play_tty STATE CASE.in [ARG...]: the golden case typed at a terminal with
# its options, its state folder STATE, then ^D; its output in STATE.out.
# With INPUT=FILE, FILE typed instead of the case's lines.
play_tty() {
	p_state=$1 p_in=$2
	shift 2
	XDG_STATE_HOME=$p_state $run --timeout 120 --eof --in "${INPUT:-$p_in}" \
	    --out "$p_state.out" -- "$W" $(golden_options "$p_in") "$@"
}

# cut CASE.in: the number of its lines that end its first castle and
# answer the PLAY AGAIN after it, as a script plays them
cut() {
	c_n=$(grep -c '' "$1") c_lo=1
	while [ "$c_lo" -lt "$c_n" ]; do
		c_mid=$(((c_lo + c_n) / 2))
		if head -n "$c_mid" "$1" | golden_run "$1" 2>/dev/null |
		    grep -q 'PLAY AGAIN ? .'; then
			c_n=$c_mid
		else
			c_lo=$((c_mid + 1))
		fi
	done
	echo "$c_n"
}

xlog_games() {
	for c in sorcerer/j002 sorcerer/j007 gwbasic/v100 mbasic/v06 \
	    stetson/v26; do
		t0=$(date +%s)
		play_tty "$tmp/g" "golden/$c.in" || { echo "not ok xlog-games: $c: $(expected "exit status 0" "exit status $?")"; return; }
		why=$("$py" "$tmp/check.py" "golden/$c.out" \
		    "$tmp/g/wizcastle/xlogfile" "$tmp/g/wizcastle/finished" \
		    "$(cat "golden/$c.seed")" "$t0" "$(date +%s)" 2>&1) ||
		    { echo "not ok xlog-games: $c: $why"; return; }
		echo "$why" >>"$tmp/seen"
		rm -rf "$tmp/g" "$tmp/g.out"
	done
	for how in death left quit victory; do
		grep -qx $how "$tmp/seen" ||
		    { echo "not ok xlog-games: $(expected "a game ended by $how among the cases" "$(tr '\n' ' ' <"$tmp/seen")")"; return; }
	done
	echo "ok xlog-games"
}

xlog_none() {
	c=golden/sorcerer/j002.in
	XDG_STATE_HOME=$tmp/n golden_run "$c" <"$c" >/dev/null 2>&1
	play_tty "$tmp/n" "$c" -j "$tmp/j.journal" >/dev/null 2>&1
	if [ -e "$tmp/n/wizcastle/xlogfile" ]; then
		echo "not ok xlog-none: $(expected "no xlogfile" "$(cat "$tmp/n/wizcastle/xlogfile")")"
	elif ! grep -q 'PLAY AGAIN ? N' "$tmp/n.out"; then
		echo "not ok xlog-none: $(expected "the -j game played to its end, PLAY AGAIN ? N" "$(tail -n 1 "$tmp/n.out")")"
	else
		echo "ok xlog-none"
	fi
}

resume() {
	c=golden/sorcerer/j002
	n=$(($(cut "$c.in") + 3))
	head -n "$n" "$c.in" >"$tmp/r1"
	tail -n +"$((n + 1))" "$c.in" >"$tmp/r2"
	t0=$(date +%s)
	INPUT=$tmp/r1 play_tty "$tmp/r" "$c.in" || { echo "not ok xlog-resume: first part: $(expected "exit status 0" "exit status $?")"; return; }
	x=$tmp/r/wizcastle/xlogfile
	if [ "$(grep -c '' "$x" 2>/dev/null)" != 1 ]; then
		echo "not ok xlog-resume: after the first castle: $(expected "one line" "$(cat "$x" 2>&1)")"
		return
	fi
	XDG_STATE_HOME=$tmp/r $run --eof --in "$tmp/r2" --out "$tmp/r.out" \
	    -- "$W" || { echo "not ok xlog-resume: resumed: $(expected "exit status 0" "exit status $?")"; return; }
	grep -q 'goes on' "$tmp/r.out" || { echo "not ok xlog-resume: $(expected "the game resumed (goes on)" "$(tail -n 3 "$tmp/r.out")")"; return; }
	why=$("$py" "$tmp/check.py" "$c.out" "$x" "$tmp/r/wizcastle/finished" \
	    "$(cat "$c.seed")" "$t0" "$(date +%s)" 2>&1) ||
	    { echo "not ok xlog-resume: $why"; return; }
	echo "ok xlog-resume"
}

# fifty: fifty players, a golden case each, at once; their lines in
# $tmp/f/wizcastle/xlogfile
fifty() {
	t0=$(date +%s)
	for i in $(seq 100 149); do
		play_tty "$tmp/f" "golden/gwbasic/v$i.in" -u "p$i" >/dev/null 2>&1 &
	done
	wait
	t1=$(date +%s)
	x=$tmp/f/wizcastle/xlogfile
	want=$(cat golden/gwbasic/v1[0-4][0-9].out | grep -c 'TOOK YOU')
	if [ "$(grep -c '' "$x" 2>/dev/null)" != "$want" ]; then
		echo "not ok xlog-fifty: $(expected "$want lines, one a game" "$(grep -c '' "$x" 2>&1) lines")"
		return
	fi
	for i in $(seq 100 149); do
		grep ":name=p$i:" "$x" >"$tmp/one"
		why=$("$py" "$tmp/check.py" "golden/gwbasic/v$i.out" "$tmp/one" \
		    "$tmp/f/wizcastle/players/p$i/finished" \
		    "$(cat "golden/gwbasic/v$i.seed")" "$t0" "$t1" "p$i" 2>&1) ||
		    { echo "not ok xlog-fifty: p$i: $why"; return; }
	done
	echo "ok xlog-fifty"
}

# report_cmd NAME: the command of the host page's block marked "t_xlog: NAME"
report_cmd() {
	awk -v mark=".\\\\\" t_xlog: $1" '
	    $0 == mark { on = 1; next }
	    on && /^\.Ed/ { exit }
	    on && !/^\.Bd/ { sub(/^\$ /, ""); print }' man/wizcastle-host.7 |
	    sed 's/\\e/\\/g; s/\\-/-/g'
}

# reports.py XLOG WINNERS DEATHS: the two reports' output against the
# file's lines; nothing, or what is wrong (status 1)
cat >"$tmp/reports.py" <<'EOF2'
import collections, sys
lines = [dict(kv.split('=', 1) for kv in l.split(':'))
         for l in open(sys.argv[1]).read().splitlines()]
won = sorted((int(f['turns']), f['name']) for f in lines
             if f['outcome'] == 'victory')
got = [l.split(' ', 1) for l in open(sys.argv[2]).read().splitlines()]
got = [(int(t), n) for t, n in got]
if sorted(got) != won or [t for t, n in got] != sorted(t for t, n in got):
    sys.exit('winners: expected %r, fewest turns first, got %r' % (won, got))
deaths = collections.Counter(f['killer'] for f in lines
                             if f['outcome'] == 'death')
got = [l.split(None, 1) for l in open(sys.argv[3]).read().splitlines()]
counts = [int(n) for n, k in got]
if dict((k, int(n)) for n, k in got) != deaths or len(got) != len(deaths) \
        or counts != sorted(counts, reverse=True):
    sys.exit('deaths: expected %r, most first, got %r' % (deaths, got))
if not won or len(deaths) < 2:
    sys.exit('expected a winner and two causes of death, got %r %r' % (won, deaths))
EOF2

xlog_page() {
	for r in winners deaths; do
		report_cmd $r >"$tmp/$r.sh"
		[ "$(grep -c '' "$tmp/$r.sh")" = 1 ] ||
		    { echo "not ok xlog-page: $(expected "a one-line report $r in the page" "$(grep -c '' "$tmp/$r.sh") lines")"; return; }
		(cd "$tmp/f/wizcastle" && sh "$tmp/$r.sh") >"$tmp/$r" ||
		    { echo "not ok xlog-page: $r: $(expected "exit status 0" "exit status $?")"; return; }
	done
	why=$("$py" "$tmp/reports.py" "$tmp/f/wizcastle/xlogfile" \
	    "$tmp/winners" "$tmp/deaths" 2>&1) ||
	    { echo "not ok xlog-page: $why"; return; }
	echo "ok xlog-page"
}

# xlog_piped STATE CASE [ARG...]: the golden case CASE from a pipe, -u and
# the ARGs, in STATE, 10 s at most; its stderr in STATE.err, status $?
xlog_piped() {
	p_state=$1 p_c=$2
	shift 2
	XDG_STATE_HOME=$p_state timeout 60 "$W" $(golden_options "$p_c.in") \
	    "$@" <"$p_c.in" >/dev/null 2>"$p_state.err"
}

fifo() {
	mkdir -p "$tmp/p/wizcastle"
	mkfifo "$tmp/p/wizcastle/xlogfile"
	xlog_piped "$tmp/p" golden/sorcerer/j002 -u ann
	rc=$?
	if [ $rc != 0 ]; then
		echo "not ok xlog-fifo: $(expected "status 0, at once" "status $rc (124: 10 s waited)")"
	elif ! tr '\n' ' ' <"$tmp/p.err" | grep -q 'game not recorded: .*xlogfile: not a regular file'; then
		echo "not ok xlog-fifo: $(expected "game not recorded: not a regular file" "$(cat "$tmp/p.err")")"
	else
		echo "ok xlog-fifo"
	fi
}

torn() {
	m=$tmp/t
	mkdir "$m"
	if ! mount -t tmpfs -o size=256k tmpfs "$m" 2>"$tmp/mount.err"; then
		[ "$(id -u)" -ne 0 ] &&
		    echo "ok xlog-torn # SKIP not root: no tmpfs of the test's own" &&
		    return
		echo "not ok xlog-torn: $(expected "a tmpfs mounted (as root)" "$(cat "$tmp/mount.err")")"
		return
	fi
	c=golden/sorcerer/j002
	x=$m/wizcastle/xlogfile
	xlog_piped "$m" $c -u ann
	# the file 40 bytes short of its page, the disk full: a line's first
	# 40 bytes alone can go in
	head -c $((4096 - 40 - $(wc -c <"$x"))) /dev/zero | tr '\0' x >>"$x"
	echo >>"$x"
	cp "$x" "$tmp/before"
	dd if=/dev/zero of="$m/fill" bs=4k 2>/dev/null
	xlog_piped "$m" $c -u bob
	if ! cmp -s "$x" "$tmp/before"; then
		echo "not ok xlog-torn: $(expected "the xlogfile as it was" "$(($(wc -c <"$x") - 4096 + 40)) bytes more, last: $(tail -c 60 "$x")")"
	elif ! tr '\n' ' ' <"$m.err" | grep -q 'game not recorded: .*xlogfile: No space left'; then
		echo "not ok xlog-torn: $(expected "game not recorded: No space left" "$(cat "$m.err")")"
	else
		rm -f "$m/fill"
		xlog_piped "$m" $c -u cy
		n=$(grep -c ':name=cy:' "$x")
		bad=$(grep -v '^version=1:.*:journal=[^:]*$' "$x" | grep -cv '^x*$')
		[ "$n" = "$(grep -c 'TOOK YOU' $c.out)" ] && [ "$bad" = 0 ] &&
		    echo "ok xlog-torn" ||
		    echo "not ok xlog-torn: $(expected "cy's lines whole, one a line" "$n lines of cy's, $bad torn")"
	fi
	umount -l "$m"
}

# kept: finished/ bounded by -l's bytes; each game's journal given a
# time of its own, a second apart, as it comes, so that which is older
# is never left to the names of one second
kept() {
	c=golden/sorcerer/j002
	f=$tmp/k/wizcastle/players/ann/finished
	seen=
	k=10
	while [ $k -lt 22 ]; do
		[ $k = 21 ] && l='-l 2k' || l=
		xlog_piped "$tmp/k" $c -u ann $l
		for j in "$f"/*.journal; do
			case " $seen " in *" ${j##*/} "*) continue ;; esac
			seen="$seen ${j##*/}"
			[ $k = 21 ] || touch -t "2000010100$k" "$j"
		done
		if [ $k = 20 ]; then
			eleven=$(ls "$f" | sort | tr '\n' ' ')
			gone=$(sed -n 's/.*:journal=//p' \
			    "$tmp/k/wizcastle/xlogfile" | while read -r j; do
				[ -e "$f/$j" ] || echo "$j"
			done | sort -u | tr '\n' ' ')
		fi
		k=$((k + 1))
	done
	last2=$(echo $seen | tr ' ' '\n' | tail -n 2 | sort | tr '\n' ' ')
	if [ "$(echo $seen | wc -w)" != 12 ]; then
		echo "not ok xlog-kept: $(expected "12 games finished" "$(echo $seen | wc -w): $seen")"
	elif [ "$eleven" != "$(echo $seen | tr ' ' '\n' | head -n 11 | sort | tr '\n' ' ')" ]; then
		echo "not ok xlog-kept: eleven games, the default -l: $(expected "all eleven in finished/" "$eleven")"
	elif [ -n "$gone" ] || ! grep -q ':journal=' "$tmp/k/wizcastle/xlogfile"; then
		echo "not ok xlog-kept: $(expected "each line's journal= in finished/" "gone: $gone")"
	elif [ "$(ls "$f" | sort | tr '\n' ' ')" != "$last2" ]; then
		echo "not ok xlog-kept: -l 2k: $(expected "the newest two, $last2" "$(ls "$f" | tr '\n' ' ')")"
	else
		echo "ok xlog-kept"
	fi
}

bound() {
	c=golden/sorcerer/j002
	x=$tmp/b/wizcastle/xlogfile
	g=$(grep -c 'TOOK YOU' $c.out)
	for i in 1 2 3 4; do
		xlog_piped "$tmp/b" $c -u ann -l 1k
	done
	xlog_piped "$tmp/b" $c -u bob -l 1k
	a=$(grep ':name=ann:' "$x" | wc -c)
	said=$(grep -c 'game not recorded: the limit of your lines' "$tmp/b.err")
	# the count of her lines, made under the umask of 022 as the
	# folder's files are made: hers alone
	mode=$(stat -c %a "$tmp/b/wizcastle/players/ann/.xlog" 2>&1)
	if [ "$mode" != 600 ]; then
		echo "not ok xlog-bound: ann's .xlog: $(expected "mode 600" "$mode")"
	elif [ "$a" -gt 1024 ] || [ "$a" -lt 512 ]; then
		echo "not ok xlog-bound: $(expected "ann's lines within 1 KiB, and more than half of it" "$a bytes")"
	elif [ "$(grep -c ':name=bob:' "$x")" != "$g" ]; then
		echo "not ok xlog-bound: $(expected "bob's $g lines" "$(grep -c ':name=bob:' "$x")")"
	else
		xlog_piped "$tmp/b" $c -u ann -l 1k
		said=$(grep -c 'game not recorded: the limit of your lines' "$tmp/b.err")
		mv "$x" "$x.1"
		xlog_piped "$tmp/b" $c -u ann -l 1k
		[ "$said" = "$g" ] && [ "$(grep -c ':name=ann:' "$x")" -ge 1 ] &&
		    echo "ok xlog-bound" ||
		    echo "not ok xlog-bound: $(expected "each game past the bound said ($g), a line in the new file" "$said said, $(grep -c ':name=ann:' "$x" 2>&1) lines")"
	fi
}

want xlog-games && xlog_games
want xlog-none && xlog_none
want xlog-resume && resume
want xlog-fifty xlog-page && fifty
want xlog-fifo && fifo
want xlog-torn && torn
u=$(umask)
want xlog-bound && { umask 022; bound; umask "$u"; }	# files 0600 whatever it
want xlog-kept && kept
want xlog-page && xlog_page
exit 0
