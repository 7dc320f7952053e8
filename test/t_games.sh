#!/bin/sh
# t_games.sh: the player's unfinished games (-g), with -u and input in a
# pipe (kept as at a terminal: choose.c), HOME and XDG_STATE_HOME in a
# folder of the test's own.
#
#   games-empty   a game left with no answer leaves no journal that
#                 counts: plain wizcastle goes on with the game before
#                 it, and no journal with no answer stays
#   games-said    -n, -s, -m and -e with an unfinished game kept: one
#                 line says so (to a host's player, -u, with no command
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
#   games-tty     at a terminal, in the player's own state folder (no
#                 -u): two games left with ^D, -g lists both, and -g 2
#                 shows the older one's last screen as its play left it,
#                 its question waiting
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
echo 1..6
HOME=$tmp/home XDG_STATE_HOME=$tmp/home/state
export HOME XDG_STATE_HOME
folder=$XDG_STATE_HOME/wizcastle/players/gus
# play ANSWERS ARG...: gus plays, ANSWERS his input; stderr in $tmp/err
play() {
	a=$1
	shift
	printf "$a" | $W -u gus "$@" >"$tmp/out" 2>"$tmp/err"
}
journals() {
	ls "$folder"/*.journal 2>/dev/null | wc -l | tr -d ' '
}

# games-empty: castle 121 with an answer, then -n left at once (no
# answer), twice; plain wizcastle goes on with castle 121
play 'E\n' -s 121
sleep 1
play '' -n
play '' -n
play '' && n=$(journals)
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
	play '' $o
	if [ "$(grep -c '^wizcastle: your other game is kept too$' "$tmp/err")" != 1 ]
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
play 'D\n' -e stetson -s 122
$W -u gus -g >"$tmp/list" 2>&1
first=$(sed -n 2p "$tmp/list") second=$(sed -n 3p "$tmp/list")
if [ "$(wc -l <"$tmp/list" | tr -d ' ')" != 3 ]; then
	echo "not ok games-list: $(expected '3 lines' "$(cat "$tmp/list")")"
elif ! expr "$first" : ' 1 [0-9]*-[0-9]* stetson mbasic 122, 1 turn, ' >/dev/null ||
    ! expr "$second" : ' 2 [0-9]*-[0-9]* power sorcerer 121, 1 turn, ' >/dev/null
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
play '' -g 2
grep -q 'castle 121 goes on' "$tmp/err" ||
	pick="not ok games-pick: -g 2: $(cat "$tmp/err")"
play '' -g "$name"
[ "$pick" = ok ] && ! grep -q 'stetson game goes on' "$tmp/err" &&
	pick="not ok games-pick: -g $name: $(cat "$tmp/err")"
n=$(journals)
play '' -g 9
rc=$?
if [ "$pick" != ok ]; then
	:
elif [ $rc != 1 ] || ! grep -q 'no unfinished game 9' "$tmp/err" ||
    [ "$(journals)" != "$n" ]; then
	pick="not ok games-pick: -g 9: status $rc, $(cat "$tmp/err")"
fi
[ "$pick" = ok ] && pick="ok games-pick"
echo "$pick"

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
# at NAME IN ARG...: wizcastle ARG... at a terminal (TERM=dumb: its
# clears the form feed, whatever terminal runs the test), IN typed,
# then ^D; the screen in $tty/NAME, \r dropped
at() {
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
if ! at one "$tty/a1" -s 1 || ! at two "$tty/a2" -n -s 2 ||
    ! at list "$tty/none" -g || ! at pick "$tty/none" -g 2; then
	echo "not ok games-tty: $(expected "each run status 0" "status $? in $(ls "$tty")")"
elif [ "$(grep -c '^ [12] [0-9]*-[0-9]* power sorcerer [12], ' "$tty/list")" != 2 ]; then
	echo "not ok games-tty: $(expected "-g to list the two games" "$(cat "$tty/list")")"
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
	elif ! sed -n 2p "$tmp/list" | grep -q " power gwbasic $turns, 1 turn, "; then
		echo "not ok games-again: -g: $(expected "power gwbasic $turns, 1 turn" "$(sed -n 2p "$tmp/list")")"
	elif ! grep -q "castle $turns goes on" "$tmp/err"; then
		echo "not ok games-again: -g 1: $(expected "castle $turns goes on" "$(cat "$tmp/err")")"
	else
		echo "ok games-again"
	fi
fi
clean "$tmp"
