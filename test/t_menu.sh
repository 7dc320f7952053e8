#!/bin/sh
# t_menu.sh: the host's menu (-M, host/menu.c and login.c) at a terminal
# of the test's own (test/lib/menu_pty.py: keys typed at what it shows,
# the screen's bytes kept), and the same command in a pipe; -S, the
# scores.  Each game, list or watching the menu runs is compared byte
# for byte with what the command it stands for prints alone, from the
# same state folder, with the same keys.
#
#   menu-screen   the menu within 5 s, each line within 64 columns, 22
#                 lines at most with 5 unfinished games and a notice of
#                 8 lines; its choices "k) ..."; q ends it, status 0
#   menu-game     n, Stetson's edition, MBASIC: the game, from its first
#                 byte to its last (PLAY AGAIN answered N), is what
#                 wizcastle -u NAME -e stetson -m mbasic prints with the
#                 same keys; then the menu again
#   menu-kept     ^C in a game: its line says it is kept, the menu again,
#                 the game listed (1); p goes on with it, byte for byte
#                 as wizcastle -u NAME goes on from the same folder
#   menu-piped    input not a terminal: -M prints what the command
#                 without it prints, byte for byte, status too
#   menu-scores   -S: the xlogfile's games, a line each, ranked 1 to N,
#                 victories first by their turns, the player's own
#                 marked, within 64 columns; the menu's s the same lines
#   menu-nologin  nologin in the state folder: its first line shown, no
#                 game offered, p and n start none
#   menu-motd     motd: its first 8 lines, escaped, within 64 columns
#   menu-past     r: the player's past game replayed as -w NAME JOURNAL
#                 replays it
#   menu-watch    w: the games played now, a key each; the one picked
#                 watched as -w NAME shows it, q back at the menu
#   menu-taken    the game taken over by another login: the menu ends
#                 too, status 0, its line said
#   menu-hangup   a hang-up ends the menu and its game, which is kept,
#                 status 129; at the menu alone too; the log has a
#                 logout by a hang-up for each
#   menu-idle     -i 2: no key at the menu for 2 s ends it, status 0
#   menu-watchers -w counts the watchers of bob's game (its W): 0, then 2
#                 watching with -w bob, then 1 when one of them has gone
#   menu-log      the log (WIZCASTLE_LOG) has, each naming the player, a
#                 login, a game begun (its castle, edition, machine), a
#                 game ended (its outcome and turns, as the xlogfile's
#                 line has them) and a logout, in that order
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
echo 1..14	# its tests (test/run counts those not run as failed)
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
lib=$(cd "$(dirname "$0")/lib" && pwd)
tmp=$(mktemp -d) || exit 1
trap '[ -n "$KEEP" ] || clean "$tmp"' EXIT

# menu_at STATE OUT ARG...: wizcastle ARG... at a terminal, its state folder
# STATE, the steps of menu_pty.py on standard input; its screen in OUT
menu_at() {
	at_state=$1 at_out=$2
	shift 2
	XDG_STATE_HOME=$at_state "$PYTHON3" "$lib/menu_pty.py" "$at_out" -- \
	    "$W" "$@"
}

# between FILE FROM TO: the bytes of FILE after the last FROM before the
# first TO after it (TO "": to the end), on standard output; FROM and
# TO with Python's escapes read (\r\n)
between() {
	"$PYTHON3" -c '
import sys
a = open(sys.argv[1], "rb").read()
f, t = (x.encode().decode("unicode_escape").encode("latin1")
        for x in sys.argv[2:4])
e = a.find(t, a.find(f) + len(f)) if t else len(a)
if e < 0:
    e = len(a)
s = a.rfind(f, 0, e)
sys.stdout.buffer.write(a[s + len(f):e] if s >= 0 else b"")' "$@"
}

# the steps of a Stetson game: a question (or ENTER YOUR COMMAND :) and
# the answer typed; quit at the first command, PLAY AGAIN N
q='[?:] $'
game_steps() {
	for a in E F 2 3 3 C M Y Q Y N; do
		printf '%s\t%s\\r\n' "$q" "$a"
	done
}
menu='q\) quit\r\n$'
back='q\) back to the menu\r\n$'
head="The Wizard's Castle"

# menu_unfinished STATE NAME N: N unfinished games of player NAME, from a pipe
menu_unfinished() {
	for i in $(seq "$3"); do
		printf 'E\nF\n' | XDG_STATE_HOME=$1 "$W" -u "$2" -n -s "$i" \
		    >/dev/null 2>&1
	done
}

# --- menu-screen
if want menu-screen; then
	why=
	st=$tmp/screen
	menu_unfinished "$st" alice 5
	seq 1 10 | sed 's/^/notice line /' >"$st/wizcastle/motd"
	t0=$(date +%s%N)
	printf '%s\tq\n' "$menu" | menu_at "$st" "$tmp/screen.out" -u alice -M
	rc=$? t1=$(date +%s%N)
	tr -d '\r' <"$tmp/screen.out" >"$tmp/screen.txt"
	rows=$(wc -l <"$tmp/screen.txt")
	wide=$(awk 'length > 64' "$tmp/screen.txt")
	odd=$(awk 'NR > 10 && !/^$/ && !/^[a-z0-9]\) /' "$tmp/screen.txt")
	[ $rc -eq 0 ] || why="status $rc"
	[ -n "$why" ] || [ $(((t1 - t0) / 1000000)) -lt 5000 ] ||
	    why="the menu in $(((t1 - t0) / 1000000)) ms"
	[ -n "$why" ] || [ "$rows" -le 22 ] || why="$rows lines"
	[ -n "$why" ] || [ -z "$wide" ] || why="a line wider than 64: $wide"
	[ -n "$why" ] || [ -z "$odd" ] || why="a choice not k) ...: $odd"
	[ -n "$why" ] || [ "$(grep -c '^[1-5]) ' "$tmp/screen.txt")" -ge 1 ] ||
	    why="no unfinished game listed"
	[ -z "$why" ] && echo "ok menu-screen" ||
	    echo "not ok menu-screen: $why: $(tr '\n' '|' <"$tmp/screen.txt")"
fi

# --- menu-game
if want menu-game; then
	why=
	{
		printf '%s\tn\n%s\t2\n%s\t\\r\n' "$menu" "$back" "$back"
		game_steps
		printf '%s\tq\n' "$menu"
	} | menu_at "$tmp/game" "$tmp/game.menu" -u alice -M
	rc=$?
	game_steps | menu_at "$tmp/game.alone" "$tmp/game.want" -u alice -e stetson \
	    -m mbasic
	between "$tmp/game.menu" 'q) back to the menu\r\n' "$head" \
	    >"$tmp/game.got"
	[ $rc -eq 0 ] || why="status $rc"
	[ -n "$why" ] || grep -q 'PLAY AGAIN' "$tmp/game.want" ||
	    why="the game alone: no PLAY AGAIN"
	[ -n "$why" ] || cmp -s "$tmp/game.want" "$tmp/game.got" ||
	    why="the game's bytes: $(cmp "$tmp/game.want" "$tmp/game.got" 2>&1)"
	[ -n "$why" ] || [ "$(grep -c "^$head" "$tmp/game.menu")" -eq 2 ] ||
	    why="the menu again after the game"
	[ -z "$why" ] && echo "ok menu-game" || echo "not ok menu-game: $why"
fi

# --- menu-kept
if want menu-kept; then
	why=
	st=$tmp/kept
	{
		printf '%s\tn\n%s\t2\n%s\t\\r\n' "$menu" "$back" "$back"
		printf '%s\tE\\r\n%s\tF\\r\n%s\t\\x03\n' 'CHOICE\? $' \
		    'PREFER\? $' 'STRENGTH\? $'
		printf '%s\tq\n' "$menu"
	} | menu_at "$st" "$tmp/kept.1" -u alice -M
	rc=$?
	tr -d '\r' <"$tmp/kept.1" >"$tmp/kept.1.txt"
	[ $rc -eq 0 ] || why="status $rc"
	[ -n "$why" ] || between "$tmp/kept.1.txt" 'PREFER? F' "$head" |
	    grep -q 'the game is kept' || why="no word that the game is kept"
	[ -n "$why" ] || between "$tmp/kept.1.txt" 'PREFER? F' '' | grep -q '^1) ' ||
	    why="the kept game not listed"
	cp -R "$st" "$tmp/kept.copy"
	# the resumed screen's questions are a replay's: keys wait for the
	# line that it goes on, and the question after it
	on='goes on\r\nHOW[^\r\n]*STRENGTH\? $' more='INTELLIGENCE\? $'
	printf '%s\tp\n%s\t2\\r\n%s\t\\x03\n%s\tq\n' "$menu" "$on" "$more" \
	    "$menu" | menu_at "$st" "$tmp/kept.2" -u alice -M
	printf '%s\t2\\r\n%s\t\\x03\n' "$on" "$more" |
	    menu_at "$tmp/kept.copy" "$tmp/kept.want" -u alice
	between "$tmp/kept.2" 'q) quit\r\n' "$head" >"$tmp/kept.got"
	[ -n "$why" ] || grep -q 'goes on' "$tmp/kept.want" ||
	    why="alone, the game did not go on"
	[ -n "$why" ] || cmp -s "$tmp/kept.want" "$tmp/kept.got" ||
	    why="p's bytes: $(cmp "$tmp/kept.want" "$tmp/kept.got" 2>&1)"
	[ -z "$why" ] && echo "ok menu-kept" || echo "not ok menu-kept: $why"
fi

# --- menu-piped
if want menu-piped; then
	why=
	menu_unfinished "$tmp/piped" bob 1
	cp -R "$tmp/piped" "$tmp/piped.copy"
	printf '2\n3\n3\nC\nM\nY\nM\n' | XDG_STATE_HOME=$tmp/piped "$W" -u bob \
	    -M >"$tmp/piped.out" 2>"$tmp/piped.err"
	rc=$?
	printf '2\n3\n3\nC\nM\nY\nM\n' | XDG_STATE_HOME=$tmp/piped.copy "$W" \
	    -u bob >"$tmp/piped.want" 2>"$tmp/piped.wanterr"
	want_rc=$?
	grep -q 'YOUR MOVE' "$tmp/piped.want" || why="alone, no game played"
	[ -n "$why" ] || [ $rc -eq $want_rc ] || why="status $rc, not $want_rc"
	[ -n "$why" ] || cmp -s "$tmp/piped.want" "$tmp/piped.out" ||
	    why="standard output: $(cmp "$tmp/piped.want" "$tmp/piped.out" 2>&1)"
	[ -n "$why" ] || cmp -s "$tmp/piped.wanterr" "$tmp/piped.err" ||
	    why="standard error: $(cat "$tmp/piped.err")"
	[ -z "$why" ] && echo "ok menu-piped" || echo "not ok menu-piped: $why"
fi

# --- menu-scores: games ended by players p1 to p4 (golden cases played
# to their end through -u, each a line of the xlogfile)
if want menu-scores; then
	why=
	st=$tmp/scores
	i=0
	for c in v100 v101 v102 v103 v105 v106; do
		i=$((i + 1))
		XDG_STATE_HOME=$st "$W" -m gwbasic -s "$(cat golden/gwbasic/$c.seed)" \
		    -u "p$((i % 4 + 1))" <golden/gwbasic/$c.in >/dev/null 2>&1
	done
	x=$st/wizcastle/xlogfile
	XDG_STATE_HOME=$st "$W" -u p2 -S >"$tmp/scores.out" 2>&1
	rc=$?
	n=$(grep -c . "$x")
	wins=$(grep -c ':outcome=victory:' "$x")
	[ $rc -eq 0 ] || why="status $rc"
	[ -n "$why" ] || [ "$n" -eq 6 ] && [ "$wins" -ge 1 ] ||
	    why="${why:-the cases: $n lines, $wins victories}"
	[ -n "$why" ] || [ "$(tail -n +2 "$tmp/scores.out" | wc -l)" -eq "$n" ] ||
	    why="$n games, a line each: $(tr '\n' '|' <"$tmp/scores.out")"
	[ -n "$why" ] || [ -z "$(awk 'length > 64' "$tmp/scores.out")" ] ||
	    why="a line wider than 64"
	# ranks 1 to N; victories first, fewest turns first; * = p2's own
	[ -n "$why" ] || why=$(tail -n +2 "$tmp/scores.out" | awk -v wins="$wins" '
	{ mark = substr($0, 1, 1); $0 = substr($0, 2)
	  if ($1 != NR) { print "rank " $1 " on line " NR; exit }
	  if ((NR <= wins) != ($4 == "victory")) { print "line " NR ": " $4; exit }
	  if (NR <= wins && NR > 1 && $5 < turns) { print "turns " $5 " after " turns; exit }
	  turns = $5
	  if ((mark == "*") != ($2 == "p2")) { print "mark of " $2 ": [" mark "]"; exit } }')
	[ -n "$why" ] || [ "$(grep -c ':name=p2:' "$x")" -eq "$(grep -c '^\*' "$tmp/scores.out")" ] ||
	    why="p2's lines marked"
	# the menu's s: the same lines, at the top
	printf '%s\ts\n%s\tq\n%s\tq\n' "$menu" 'a key for the menu --$' "$menu" |
	    menu_at "$st" "$tmp/scores.menu" -u p2 -M
	between "$tmp/scores.menu" 's) the scores\r\nh) how to play\r\nq) quit\r\n\r\n' \
	    '-- a key' | tr -d '\r' >"$tmp/scores.got"
	[ -n "$why" ] || [ -s "$tmp/scores.got" ] && cmp -s "$tmp/scores.out" "$tmp/scores.got" ||
	    why="${why:-the menu's scores: $(tr '\n' '|' <"$tmp/scores.got")}"
	[ -z "$why" ] && echo "ok menu-scores" || echo "not ok menu-scores: $why"
fi

# --- menu-nologin: no game starts; p, n and 1 do nothing (h after them
# shows how to play, not a game)
if want menu-nologin; then
	why=
	st=$tmp/nologin
	menu_unfinished "$st" alice 1
	printf 'back at 18:00, after the upgrade\nsecond line\n' \
	    >"$st/wizcastle/nologin"
	find "$st" -name '*.journal' -exec cat {} + >"$tmp/nologin.before"
	printf '%s\tpn1h\n%s\tq\n%s\tq\n%s\tq\n' "$menu" 'a key for more --$' \
	    'a key for the menu --$' "$menu" | menu_at "$st" "$tmp/nologin.out" -u alice -M
	rc=$?
	find "$st" -name '*.journal' -exec cat {} + >"$tmp/nologin.after"
	tr -d '\r' <"$tmp/nologin.out" >"$tmp/nologin.txt"
	[ $rc -eq 0 ] || why="status $rc"
	[ -n "$why" ] || grep -q -x 'back at 18:00, after the upgrade' "$tmp/nologin.txt" ||
	    why="nologin's first line not shown"
	[ -n "$why" ] || ! grep -q -e '^second line' -e '^[pn1]) ' "$tmp/nologin.txt" ||
	    why="a game offered: $(grep -e '^second' -e '^[pn1]) ' "$tmp/nologin.txt")"
	[ -n "$why" ] || grep -q '^How to play' "$tmp/nologin.txt" ||
	    why="h: no help after p, n, 1"
	[ -n "$why" ] || cmp -s "$tmp/nologin.before" "$tmp/nologin.after" ||
	    why="a game started: the journals changed"
	[ -z "$why" ] && echo "ok menu-nologin" || echo "not ok menu-nologin: $why"
fi

# --- menu-motd: 10 lines, one with an escape sequence, one of 100
# columns
if want menu-motd; then
	why=
	st=$tmp/motd
	mkdir -p "$st/wizcastle"
	{
		printf 'motd one \033[2J cleared?\n'
		printf 'motd %s\n' "$(printf 'x%.0s' $(seq 100))"
		seq 3 10 | sed 's/^/motd /'
	} >"$st/wizcastle/motd"
	printf '%s\tq\n' "$menu" | menu_at "$st" "$tmp/motd.out" -u alice -M
	rc=$?
	tr -d '\r' <"$tmp/motd.out" >"$tmp/motd.txt"
	[ $rc -eq 0 ] || why="status $rc"
	[ -n "$why" ] || [ "$(grep -c '^motd' "$tmp/motd.txt")" -eq 8 ] ||
	    why="8 lines of motd: $(grep -c '^motd' "$tmp/motd.txt")"
	[ -n "$why" ] || ! grep -q "$(printf '\033')" "$tmp/motd.txt" ||
	    why="the escape byte reached the terminal"
	[ -n "$why" ] || grep -q '^motd one \\033\[2J cleared?$' "$tmp/motd.txt" ||
	    why="the escape byte not shown escaped"
	[ -n "$why" ] || grep -q '^motd xxxx*\.\.\.$' "$tmp/motd.txt" ||
	    why="the long line not cut"
	[ -n "$why" ] || [ -z "$(awk 'length > 64' "$tmp/motd.txt")" ] ||
	    why="a line wider than 64"
	[ -z "$why" ] && echo "ok menu-motd" || echo "not ok menu-motd: $why"
fi

# menu_ended STATE NAME: a Stetson game of player NAME played to its end in a
# pipe (the game's steps), its xlogfile line's journal= on standard out
menu_ended() {
	game_steps | cut -f 2 | sed 's/\\r$//' |
	    XDG_STATE_HOME=$1 "$W" -u "$2" -e stetson -m mbasic >/dev/null 2>&1
	sed -n "s/.*:name=$2:.*:journal=\\([^:]*\\)\$/\\1/p" \
	    "$1/wizcastle/xlogfile" | tail -n 1
}

# --- menu-past
if want menu-past; then
	why=
	st=$tmp/past
	j=$(menu_ended "$st" alice)
	printf '%s\tr\n%s\ta\n%s\tq\n%s\tq\n' "$menu" "$back" 'a key for the menu --$' \
	    "$menu" | menu_at "$st" "$tmp/past.menu" -u alice -M
	rc=$?
	: | menu_at "$st" "$tmp/past.want" -w alice "$j"
	between "$tmp/past.menu" 'q) back to the menu\r\n' '-- a key' >"$tmp/past.got"
	[ -n "$j" ] || why="no journal= in the xlogfile"
	[ -n "$why" ] || [ $rc -eq 0 ] || why="status $rc"
	[ -n "$why" ] || grep -q 'PLAY AGAIN' "$tmp/past.want" ||
	    why="-w alice $j: no game"
	[ -n "$why" ] || cmp -s "$tmp/past.want" "$tmp/past.got" ||
	    why="the replay's bytes: $(cmp "$tmp/past.want" "$tmp/past.got" 2>&1)"
	[ -z "$why" ] && echo "ok menu-past" || echo "not ok menu-past: $why"
fi

# --- menu-watch: bob's game waits at its first question (its input a
# FIFO held open here)
if want menu-watch; then
	why=
	st=$tmp/watch
	mkfifo "$tmp/bob.in"
	XDG_STATE_HOME=$st "$W" -u bob -e stetson -m mbasic <"$tmp/bob.in" \
	    >/dev/null 2>&1 &
	bob=$!
	exec 5<>"$tmp/bob.in"	# <>: no wait for a reader
	poll 100 sh -c "XDG_STATE_HOME=$st '$W' -w 2>/dev/null | grep -q '^bob '"
	printf '%s\tw\n%s\ta\n%s\tq\n%s\tq\n' "$menu" "$back" 'q leaves' "$menu" |
	    menu_at "$st" "$tmp/watch.menu" -u alice -M
	rc=$?
	printf '%s\tq\n' 'q leaves' | menu_at "$st" "$tmp/watch.want" -w bob
	exec 5>&-
	poll 100 gone "$bob"
	quiet_kill "$bob"
	wait $bob
	between "$tmp/watch.menu" 'q) back to the menu\r\n' "$head" >"$tmp/watch.got"
	tr -d '\r' <"$tmp/watch.menu" >"$tmp/watch.txt"
	[ $rc -eq 0 ] || why="status $rc"
	[ -n "$why" ] || grep -q '^a) bob ' "$tmp/watch.txt" ||
	    why="bob's game not listed: $(tr '\n' '|' <"$tmp/watch.txt")"
	[ -n "$why" ] || grep -q 'YOUR CHOICE' "$tmp/watch.want" ||
	    why="-w bob: not his screen"
	# -w's bytes, then the menu's (on a line of its own)
	n=$(wc -c <"$tmp/watch.want")
	[ -n "$why" ] || cmp -s -n "$n" "$tmp/watch.want" "$tmp/watch.got" ||
	    why="watching's bytes: $(cmp -n "$n" "$tmp/watch.want" "$tmp/watch.got" 2>&1)"
	[ "$(grep -c "^$head" "$tmp/watch.txt")" -eq 2 ] || why="${why:-not back at the menu}"
	[ -z "$why" ] && echo "ok menu-watch" || echo "not ok menu-watch: $why"
fi

# --- menu-taken: alice goes on with her game at the menu; a login of
# hers in a pipe takes it over
if want menu-taken; then
	why=
	st=$tmp/taken
	menu_unfinished "$st" alice 1
	printf '%s\tp\n%s\t!%s\n' "$menu" 'goes on\r\n[^\r\n]*\? $' \
	    "printf '' | XDG_STATE_HOME=$st '$W' -u alice >/dev/null 2>&1" |
	    menu_at "$st" "$tmp/taken.out" -u alice -M
	rc=$?
	tr -d '\r' <"$tmp/taken.out" >"$tmp/taken.txt"
	[ $rc -eq 0 ] || why="status $rc (124: the menu still there)"
	[ -n "$why" ] || grep -q -x 'wizcastle: your game went on at another login' \
	    "$tmp/taken.txt" || why="the takeover's line"
	[ -n "$why" ] || [ "$(grep -c "^$head" "$tmp/taken.txt")" -eq 1 ] ||
	    why="the menu again after the takeover"
	[ -z "$why" ] && echo "ok menu-taken" || echo "not ok menu-taken: $why"
fi

# --- menu-hangup: SIGHUP to the menu as its game waits, and to the
# menu alone
if want menu-hangup; then
	why=
	st=$tmp/hangup
	log=$tmp/hangup.log
	menu_unfinished "$st" alice 1
	find "$st" -name '*.journal' -exec cat {} + >"$tmp/hangup.before"
	printf '%s\tp\n%s\t!kill -HUP $MENU_PID\n' "$menu" 'goes on\r\n[^\r\n]*\? $' |
	    WIZCASTLE_LOG=$log menu_at "$st" "$tmp/hangup.out" -u alice -M
	rc=$?
	poll 100 sh -c "XDG_STATE_HOME=$st '$W' -w 2>/dev/null | grep -q 'no game is being played'" ||
	    why="the game still running"
	find "$st" -name '*.journal' -exec cat {} + >"$tmp/hangup.after"
	[ -n "$why" ] || [ $rc -eq 129 ] || why="status $rc, not 129 (SIGHUP)"
	[ -n "$why" ] || cmp -s "$tmp/hangup.before" "$tmp/hangup.after" ||
	    why="the journal changed"
	printf '%s\t!kill -HUP $MENU_PID\n' "$menu" |
	    WIZCASTLE_LOG=$log menu_at "$st" "$tmp/hangup.out" -u alice -M
	rc=$?
	[ -n "$why" ] || [ $rc -eq 129 ] || why="at the menu: status $rc, not 129"
	[ -n "$why" ] || [ "$(grep -c 'alice ([^)]*): logout: hang-up$' "$log")" -eq 2 ] ||
	    why="two logouts by a hang-up in the log: $(grep logout "$log" | tr '\n' '|')"
	[ -z "$why" ] && echo "ok menu-hangup" || echo "not ok menu-hangup: $why"
fi

# --- menu-idle
if want menu-idle; then
	why=
	: | menu_at "$tmp/idle" "$tmp/idle.out" -u alice -i 2 -M
	rc=$?
	[ $rc -eq 0 ] || why="status $rc (124: still there after 10 s)"
	[ -n "$why" ] || grep -q 'no key for 2 seconds' "$tmp/idle.out" ||
	    why="its line: $(tr '\r\n' '||' <"$tmp/idle.out")"
	[ -z "$why" ] && echo "ok menu-idle" || echo "not ok menu-idle: $why"
fi

# --- menu-log
if want menu-log; then
	why=
	st=$tmp/log
	log=$tmp/log.lines
	{
		printf '%s\tn\n%s\t2\n%s\t\\r\n' "$menu" "$back" "$back"
		game_steps
		printf '%s\tq\n' "$menu"
	} | WIZCASTLE_LOG=$log menu_at "$st" "$tmp/log.out" -u alice -M
	x=$(cat "$st/wizcastle/xlogfile" 2>/dev/null)
	outcome=$(echo "$x" | sed -n 's/.*:outcome=\([a-z]*\):.*/\1/p')
	turns=$(echo "$x" | sed -n 's/.*:turns=\([0-9]*\):.*/\1/p')
	sed -n 's/^.*wizcastle\[[0-9]*\]: //p' "$log" 2>/dev/null >"$tmp/log.ours"
	# each line "alice (ACCOUNT): ..."
	got=$(sed -n 's/^alice ([^)]*): //p' "$tmp/log.ours" | awk -v o="$outcome" -v t="$turns" '
	    /^login$/ && n == 0 { n = 1 }
	    /^game begun: .*stetson on mbasic$/ && n == 1 { n = 2 }
	    $0 ~ "^game ended: " o ", " t " turns?, stetson on mbasic$" && n == 2 { n = 3 }
	    /^logout$/ && n == 3 { n = 4 }
	    END { print n + 0 }')
	[ -n "$outcome" ] && [ -n "$turns" ] || why="no xlogfile line"
	[ -n "$why" ] || [ "$got" = 4 ] ||
	    why="login, begun, ended ($outcome, $turns), logout: $got of 4: $(tr '\n' '|' <"$tmp/log.ours")"
	[ -z "$why" ] && echo "ok menu-log" || echo "not ok menu-log: $why"
fi

# --- menu-watchers: bob's game waits at its first question (its input a
# FIFO held open here), two watchers in pipes (theirs held open too)
if want menu-watchers; then
	why=
	st=$tmp/eyes
	mkfifo "$tmp/eyes.in" "$tmp/eyes.w1" "$tmp/eyes.w2"
	XDG_STATE_HOME=$st "$W" -u bob -e stetson <"$tmp/eyes.in" >/dev/null 2>&1 &
	bob=$!
	exec 5<>"$tmp/eyes.in"	# <>: no wait for a reader
	# eyes: bob's W, as -w lists his game
	eyes() {
		XDG_STATE_HOME=$st "$W" -w 2>/dev/null | awk '$1 == "bob" { print $NF }'
	}
	is() {
		[ "$(eyes)" = "$1" ]
	}
	poll 100 is 0 || why="no watcher: W $(eyes), not 0"
	for i in 1 2; do
		XDG_STATE_HOME=$st "$W" -w bob <"$tmp/eyes.w$i" >/dev/null 2>&1 5>&- &
		eval "w$i=\$!"
	done
	exec 6<>"$tmp/eyes.w1" 7<>"$tmp/eyes.w2"
	[ -n "$why" ] || poll 100 is 2 || why="two watchers: W $(eyes), not 2"
	kill "$w1" 2>/dev/null
	wait "$w1" 2>/dev/null
	[ -n "$why" ] || poll 100 is 1 || why="one gone: W $(eyes), not 1"
	exec 5>&- 6>&- 7>&-
	poll 100 gone "$bob" && poll 100 gone "$w2"
	quiet_kill "$bob" "$w2"
	wait "$bob" "$w2" 2>/dev/null
	[ -z "$why" ] && echo "ok menu-watchers" || echo "not ok menu-watchers: $why"
fi
