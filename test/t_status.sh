#!/bin/sh
# t_status.sh: the status key, ^O, at a terminal of the test's own
# (test/lib/pty_player.py, TERM=dumb), in a game of castle 121: the
# answers of a character, S (a sinkhole, a warp: a pool on level 2), then
# at YOUR MOVE with libedit Q, ^O and Enter, without it a line of ^O
# alone and then Q; Y to quit, N to PLAY AGAIN.
#
#   status-line     one line begins with the place as the game printed
#                   it last ("YOU ARE AT ( 4 , 1 ) LEVEL  2", its blanks
#                   after the number left out), then " / TURNS=" and the
#                   turn count, the one the ending says it took
#   status-all      the lines after it, up to the question, show all
#                   the listing's own screens tell: the scores, flares
#                   and gold as the game printed them last ("ST=  6  IQ=
#                   8 ..."), then the weapon and armour as it did
#                   ("DAGGER / LEATHER")
#   status-create   ^O at the armour question shows what the character
#                   has chosen so far: "ELF / MALE", then its scores and
#                   gold ("ST=  6  IQ=  8  DX=  10  GP's=  60"), no turns
#   status-again    after them, the question again, with libedit what
#                   was typed on it (YOUR MOVE ? Q)
#   status-journal  the journal holds the answers, Q once and nothing of
#                   ^O, and the game went on as with Q alone: it ended in
#                   its defeat
#
# Built without libedit (ldd: .ci/run runs it so) the plain line is
# checked, with libedit the key.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
py=${PYTHON:-python3}
echo 1..5
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
linked=no
if command -v ldd >/dev/null 2>&1 && ldd "$W" 2>/dev/null | grep -q libedit; then
	linked=yes
fi

so=$(printf '\017')
if [ $linked = yes ]; then
	move="Q$so"
else
	move="$so
Q"
fi
mkdir -p "$tmp/home"
case $W in /*) ;; *) W=$PWD/$W ;; esac
lib=$(cd "$(dirname "$0")/lib" && pwd)
mkfifo "$tmp/fifo" || exit 1
(cd "$tmp" && HOME=$tmp/home XDG_STATE_HOME=$tmp/home/state TERM=dumb \
    exec "$py" "$lib/pty_player.py" --timeout 20 --out "$tmp/out" \
    -- "$W" -s 121 <"$tmp/fifo" >/dev/null 2>&1) &
player=$!
exec 5>"$tmp/fifo"

# moves N: the screen has shown YOUR MOVE N times
moves() {
	shown=$(grep -a -c 'YOUR MOVE' "$tmp/out" 2>/dev/null)
	[ "${shown:-0}" -ge "$1" ]
}

# status_said: the screen has shown the status line
status_said() {
	grep -a -q ' / TURNS=' "$tmp/out" 2>/dev/null
}

# the character and S typed ahead; the rest at the second YOUR MOVE,
# typed as a player does, after the question (the terminal's own echo,
# without libedit, ends its line then)
# armour: the screen asks for the armour
armour() {
	grep -a -q 'CHAINMAIL<20>' "$tmp/out" 2>/dev/null
}
# chosen: the screen has shown the status of a character half made
chosen() {
	grep -a -q "GP's=  60" "$tmp/out" 2>/dev/null
}
printf 'E\nM\n0\n0\n0\n' >&5
poll 100 armour
if [ $linked = yes ]; then
	printf '%s' "$so" >&5
else
	printf '%s\n' "$so" >&5
fi
poll 50 chosen
printf 'L\nD\nN\n0\nS\n' >&5
poll 100 moves 2
printf '%s\n' "$move" >&5
poll 50 status_said
printf 'Y\nN\n' >&5
exec 5>&-
wait "$player"
rc=$?
tr -d '\r' <"$tmp/out" >"$tmp/screen"

# the status line, the place the game printed before it, the turns the
# ending says
status=$(grep -a -n ' / TURNS=' "$tmp/screen" | head -n 1)
at=${status%%:*}
status=${status#*:}
place=$(head -n "$((${at:-1} - 1))" "$tmp/screen" | grep -a '^YOU ARE AT' | tail -n 1 |
    sed 's/ *$//')
turns=$(grep -a 'AND IT TOOK YOU' "$tmp/screen" | tr -s ' ' | cut -d' ' -f5)
if [ "$rc" -ne 0 ]; then
	echo "not ok status-line: $(expected "status 0" "$rc")"
elif [ -z "$place" ] || [ -z "$turns" ] ||
    [ "$status" != "$place / TURNS= $turns" ]; then
	echo "not ok status-line: $(expected "$place / TURNS= $turns" "$status")"
else
	echo "ok status-line # $status"
fi

# the status's lines after its first, up to the question
q=$(tail -n +"$((${at:-0} + 1))" "$tmp/screen" | grep -a -n '^YOUR MOVE ?' |
    head -n 1 | cut -d: -f1)
tail -n +"$((${at:-0} + 1))" "$tmp/screen" | head -n "$((${q:-1} - 1))" \
    >"$tmp/rest"
stats=$(head -n "$((${at:-1} - 1))" "$tmp/screen" | grep -a '^ST= ' |
    tail -n 1 | sed 's/ *$//')
gear=$(head -n "$((${at:-1} - 1))" "$tmp/screen" | grep -a -A 2 '^ST= ' |
    tail -n 1 | sed 's/ *$//')
if [ -z "$at" ] || [ -z "$stats" ] ||
    [ "$(tr '\n' '|' <"$tmp/rest")" != "$stats|$gear|" ]; then
	echo "not ok status-all: $(expected "$stats|$gear|" "$(tr '\n' '|' <"$tmp/rest")")"
else
	echo "ok status-all"
fi

# status-create: the status at the armour question
made=$(grep -a -n -x 'ELF / MALE' "$tmp/screen" | head -n 1 | cut -d: -f1)
line=$(sed -n "$((${made:-0} + 1))p" "$tmp/screen")
if [ -z "$made" ] || [ "$line" != "ST=  6  IQ=  8  DX=  10  GP's=  60" ]; then
	echo "not ok status-create: $(expected "ELF / MALE|ST=  6  IQ=  8  DX=  10  GP's=  60" "$(grep -a -B 1 -A 2 'CHAINMAIL<20>' "$tmp/screen" | tr '\n' '|')")"
elif sed -n "$((made - 1)),$((made + 1))p" "$tmp/screen" | grep -q TURNS; then
	echo "not ok status-create: $(expected "no turns" "$(sed -n "$((made - 1)),$((made + 1))p" "$tmp/screen" | tr '\n' '|')")"
else
	echo "ok status-create"
fi

next=$(tail -n +"$((${at:-0} + ${q:-1}))" "$tmp/screen" | head -n 1)
if [ $linked = yes ]; then
	want="YOUR MOVE ? Q"
	got=$next
else
	want="YOUR MOVE ? "
	got=$(printf '%s' "$next" | cut -c1-12)
fi
if [ -z "$at" ] || [ "$got" != "$want" ]; then
	echo "not ok status-again: $(expected "$want" "$next")"
else
	echo "ok status-again"
fi

journal=$(cat "$tmp"/home/state/wizcastle/finished/*.journal 2>/dev/null |
    tail -n +4 | tr '\n' ' ')
if [ "$journal" != "E M 0 0 0 L D N 0 S Q Y N " ]; then
	echo "not ok status-journal: $(expected "E M 0 0 0 L D N 0 S Q Y N " "$journal")"
elif ! grep -a -q 'AWE-INSPIRING DEFEAT' "$tmp/screen"; then
	echo "not ok status-journal: $(expected "the defeat" "$(tail -n 5 "$tmp/screen")")"
else
	echo "ok status-journal"
fi
