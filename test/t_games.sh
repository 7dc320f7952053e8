#!/bin/sh
# t_games.sh: the player's unfinished games (-g), with -u and input in a
# pipe (kept as at a terminal: choose.c), HOME and XDG_STATE_HOME in a
# folder of the test's own.
#
#   games-empty   a game left with no answer leaves no journal that
#                 counts: plain wizcastle goes on with the game before
#                 it, and no journal with no answer stays
#   games-said    -n, -s, -m and -e with an unfinished game kept: one
#                 line says so, the older game named as such (to a host's player, -u, with no command
#                 to type); none with no game
#   games-list    -g lists the two games, newest first: number, short
#                 name, edition, machine and castle, turns; a line
#                 within 64 columns each
#   games-again   a game that died and began again (PLAY AGAIN Y) is
#                 listed as it stands: its new castle (the turns of the
#                 one before, -m gwbasic's), not the first; and -g 1
#                 goes on with that castle
#   games-pick    -g 2 goes on with the second game (its castle), -g
#                 NAME with the game of that short name; -g 9: status
#                 1 and a word, no game begun
#   games-pushed  a try never pushes a game out: pam has five games of
#                 more than one answer (castle 121 the oldest) and
#                 starts a try of one answer (-s 1): nothing moves out,
#                 six are kept; the next try (-s 2) moves out the first
#                 try, and that start names it ("power castle 1, 1 turn,
#                 moved out;") and the -g NAME that goes on with it; -g
#                 lists it below the unfinished, numbered on; a game
#                 that reaches its second answer (-s 3) moves out the
#                 oldest, castle 121, named with its turns; and -g NAME
#                 of castle 121 goes on with it, back among the
#                 unfinished
#   games-tty     at a terminal, in the player's own state folder (no
#                 -u): two games left with ^D, -g lists both, and -g 2
#                 shows the older one's last screen as its play left it
#                 (-n named it: "your older game, power castle 1, 1
#                 turn, is kept"),
#                 its question waiting
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
echo 1..7
HOME=$tmp/home XDG_STATE_HOME=$tmp/home/state
export HOME XDG_STATE_HOME
folder=$XDG_STATE_HOME/wizcastle/players/gus
# gus_plays ANSWERS ARG...: gus plays, ANSWERS his input; stderr in $tmp/err
gus_plays() {
	a=$1
	shift
	printf "$a" | $W -u gus "$@" >"$tmp/out" 2>"$tmp/err"
}
journal_count() {
	ls "$folder"/*.journal 2>/dev/null | wc -l | tr -d ' '
}

# games-empty: castle 121 with an answer, then -n left at once (no
# answer), twice; plain wizcastle goes on with castle 121
gus_plays 'E\n' -s 121
sleep 1
gus_plays '' -n
gus_plays '' -n
gus_plays '' && n=$(journal_count)
if ! grep -q 'castle 121 goes on' "$tmp/err"; then
	echo "not ok games-empty: castle 121 not resumed: $(cat "$tmp/err")"
elif [ "$n" != 1 ]; then
	echo "not ok games-empty: $(expected 1 "$n") journal"
else
	echo "ok games-empty"
fi

# games-said: gus has castle 121 kept; each of -n, -s, -m and -e says
# so in one line; a player with no game hears nothing of it
said=ok
for o in -n '-s 7' '-m gwbasic' '-e stetson'; do
	gus_plays '' $o
	if [ "$(grep -c '^wizcastle: your older game is kept too$' "$tmp/err")" != 1 ]
	then
		said="not ok games-said: $o: $(cat "$tmp/err")"
		break
	fi
done
printf '' | $W -u newcomer -n >/dev/null 2>"$tmp/err2"
if [ "$said" = ok ] && grep -q 'lists' "$tmp/err2"; then
	said="not ok games-said: with no game: $(cat "$tmp/err2")"
fi
[ "$said" = ok ] && said="ok games-said"
echo "$said"

# games-list: a second game, stetson's castle 122, newer
sleep 1
gus_plays 'D\n' -e stetson -s 122
$W -u gus -g >"$tmp/list" 2>&1
first=$(sed -n 2p "$tmp/list") second=$(sed -n 3p "$tmp/list")
if [ "$(wc -l <"$tmp/list" | tr -d ' ')" != 3 ]; then
	echo "not ok games-list: $(expected '3 lines' "$(cat "$tmp/list")")"
elif ! expr "$first" : ' 1 [0-9]*-[0-9]* stetson castle 122, 1 turn, ' >/dev/null ||
    ! expr "$second" : ' 2 [0-9]*-[0-9]* power castle 121, 1 turn, ' >/dev/null
then
	echo "not ok games-list: $(cat "$tmp/list")"
elif awk 'length($0) > 64 { bad = 1 } END { exit !bad }' "$tmp/list"; then
	echo "not ok games-list: a line over 64 columns"
else
	echo "ok games-list"
fi

# games-pick: -g 2 goes on with castle 121, its answer replayed; -g
# with the short name of stetson's game (castle 122) goes on with it
name=$(echo "$first" | awk '{ print $2 }')
pick=ok
gus_plays '' -g 2
grep -q 'castle 121 goes on' "$tmp/err" ||
	pick="not ok games-pick: -g 2: $(cat "$tmp/err")"
gus_plays '' -g "$name"
[ "$pick" = ok ] && ! grep -q 'stetson game goes on' "$tmp/err" &&
	pick="not ok games-pick: -g $name: $(cat "$tmp/err")"
n=$(journal_count)
gus_plays '' -g 9
rc=$?
if [ "$pick" != ok ]; then
	:
elif [ $rc != 1 ] || ! grep -q 'no unfinished game 9' "$tmp/err" ||
    [ "$(journal_count)" != "$n" ]; then
	pick="not ok games-pick: -g 9: status $rc, $(cat "$tmp/err")"
fi
[ "$pick" = ok ] && pick="ok games-pick"
echo "$pick"

# games-pushed: pam's games, each made older than the next by its
# journal's time (no test waits a second for it)
if want games-pushed; then
	pf=$XDG_STATE_HOME/wizcastle/players/pam
	n=0
	# pam ANSWERS ARG...: pam plays, stderr in $tmp/pam.err; the
	# journal made, if new, dated n seconds after 2001's start
	pam() {
		printf "$1" | $W -u pam "$2" "$3" >/dev/null 2>"$tmp/pam.err"
		n=$((n + 1))
		new=$(ls -t "$pf"/*.journal | head -n 1)
		touch -d "2001-01-01 00:00:$((10 + n))" "$new"
	}
	# short SEED: the short name of the journal of castle SEED
	short() {
		f=$(grep -l -x "seed $1" "$pf"/*.journal "$pf"/moved/*.journal 2>/dev/null |
		    head -n 1)
		f=${f##*/} f=${f#*-}
		echo "${f%.journal}"
	}
	pam 'E\nM\n0\n0\n0\nL\nD\nY\n0\nS\n' -s 121
	for c in 11 12 13 14; do
		pam 'E\nM\n' -s $c
	done
	pam 'E\n' -s 1
	kept1=$(ls "$pf"/*.journal | wc -l | tr -d ' ')
	said1=$(cat "$tmp/pam.err")
	pam 'E\n' -s 2
	said2=$(tr '\n' ' ' <"$tmp/pam.err")
	one=$(short 1)
	$W -u pam -g >"$tmp/pam.list"
	pam 'E\nM\n' -s 3
	said3=$(tr '\n' ' ' <"$tmp/pam.err")
	old=$(short 121)
	printf '' | $W -u pam -g "$old" >/dev/null 2>"$tmp/pam.err"
	if [ "$kept1" != 6 ] || echo "$said1" | grep -q 'moved out'; then
		echo "not ok games-pushed: a try: $(expected "6 kept, nothing moved out" "$kept1 kept, $said1")"
	elif ! echo "$said2" | grep -q "^wizcastle: power castle 1, 1 turn, moved out; wizcastle -u pam -g $one goes on with it"; then
		echo "not ok games-pushed: the second try: $(expected "power castle 1, 1 turn, moved out; wizcastle -u pam -g $one goes on with it" "$said2")"
	elif ! sed -n 1p "$tmp/pam.list" | grep -q '^6 unfinished games' ||
	    ! sed -n 8p "$tmp/pam.list" | grep -q '^moved out by newer games' ||
	    ! sed -n 9p "$tmp/pam.list" | grep -q "^ 7 $one power castle 1, 1 turn, "; then
		echo "not ok games-pushed: -g: $(expected "6 unfinished, then castle 1 moved out, 7" "$(tr '\n' '|' <"$tmp/pam.list")")"
	elif ! echo "$said3" | grep -q "wizcastle: power castle 121, [0-9]* turns, moved out; wizcastle -u pam -g $old goes on with it"; then
		echo "not ok games-pushed: a game's second answer: $(expected "castle 121, N turns, moved out" "$said3")"
	elif ! grep -q 'castle 121 goes on' "$tmp/pam.err" ||
	    [ -z "$(grep -l -x 'seed 121' "$pf"/*.journal)" ]; then
		echo "not ok games-pushed: -g $old: $(expected "castle 121 goes on, back among the unfinished" "$(cat "$tmp/pam.err")")"
	else
		echo "ok games-pushed"
	fi
fi

# games-tty: castle 1 to its armour (E, M, 8 points), castle 2 to its
# points, each left with ^D at a terminal (test/lib/pty_run.py); the
# screen of -g 2 from its clear to its question, but for its note, must
# be castle 1's last screen as it was played
py=$PYTHON3
tty=$tmp/tty
mkdir -p "$tty"
printf 'E\nM\n8\n' >"$tty/a1"
printf 'E\nF\n' >"$tty/a2"
: >"$tty/none"
# at_tty NAME IN ARG...: wizcastle ARG... at a terminal (TERM=dumb: its
# clears the form feed, whatever terminal runs the test), IN typed,
# then ^D; the screen in $tty/NAME, \r dropped
at_tty() {
	a_name=$1 a_in=$2
	shift 2
	TERM=dumb XDG_STATE_HOME=$tty HOME=$tty "$py" test/lib/pty_run.py --timeout 30 \
	    --in "$a_in" --eof --out "$tty/$a_name.raw" -- "$W" "$@" &&
	    tr -d '\r' <"$tty/$a_name.raw" >"$tty/$a_name"
}
# last_screen FILE: its lines after the last clear (a form feed, as
# TERM=dumb has it), up to its last question, the program's own notes
# left out
last_screen() {
	awk '/\f/ { n = 0; last = 0; sub(/.*\f/, ""); if ($0 == "") next }
	    /^wizcastle: / { next }
	    { line[++n] = $0 }
	    /\? $/ { last = n }
	    END { for (i = 1; i <= last; i++) print line[i] }' "$1"
}
if ! at_tty one "$tty/a1" -s 1 || ! at_tty two "$tty/a2" -n -s 2 ||
    ! at_tty list "$tty/none" -g || ! at_tty pick "$tty/none" -g 2; then
	echo "not ok games-tty: $(expected "each run status 0" "status $? in $(ls "$tty")")"
elif [ "$(grep -c '^ [12] [0-9]*-[0-9]* power castle [12], ' "$tty/list")" != 2 ]; then
	echo "not ok games-tty: $(expected "-g to list the two games" "$(cat "$tty/list")")"
elif ! tr '\n' ' ' <"$tty/two" | grep -q 'wizcastle: your older game, power castle 1, 1 turn, is kept; wizcastle -g lists it'; then
	echo "not ok games-tty: -n: $(expected "your older game, power castle 1, 1 turn, is kept; wizcastle -g lists it" "$(grep -A 1 '^wizcastle' "$tty/two" | tr '\n' '|')")"
elif ! grep -q 'PLATE<30>' "$tty/one"; then
	echo "not ok games-tty: $(expected "castle 1 played to its armour" "$(tail -n 3 "$tty/one")")"
elif [ "$(last_screen "$tty/pick")" != "$(last_screen "$tty/one")" ]; then
	echo "not ok games-tty: -g 2: $(expected "$(last_screen "$tty/one" | tr '\n' '|')" "$(last_screen "$tty/pick" | tr '\n' '|')")"
else
	echo "ok games-tty"
fi
# games-again: hal's castle 1234 on gwbasic, quit at once, begun again
# (PLAY AGAIN Y: the castle of the last game's turns) and one answer;
# -g lists the castle played now, and -g 1 goes on with it
if want games-again; then
	printf 'E\nF\n0\n0\n0\nN\nN\nN\n0\nQ\nY\nY\nE\n' |
	    $W -u hal -m gwbasic -s 1234 >"$tmp/out" 2>&1
	turns=$(sed -n 's/.*IT TOOK YOU *\([0-9]*\) *TURNS.*/\1/p' "$tmp/out" | head -n 1)
	$W -u hal -g >"$tmp/list" 2>&1
	printf '' | $W -u hal -g 1 >/dev/null 2>"$tmp/err"
	if [ -z "$turns" ] || [ "$turns" = 1234 ]; then
		echo "not ok games-again: $(expected "a castle of the turns taken" "${turns:-none}")"
	elif ! sed -n 2p "$tmp/list" | grep -q " power gwbasic castle $turns, 1 turn, "; then
		echo "not ok games-again: -g: $(expected "power gwbasic castle $turns, 1 turn" "$(sed -n 2p "$tmp/list")")"
	elif ! grep -q "castle $turns goes on" "$tmp/err"; then
		echo "not ok games-again: -g 1: $(expected "castle $turns goes on" "$(cat "$tmp/err")")"
	else
		echo "ok games-again"
	fi
fi
clean "$tmp"
