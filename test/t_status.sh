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
#   status-again    the next line is the question again, with libedit
#                   what was typed on it (YOUR MOVE ? Q)
#   status-journal  the journal holds the answers, Q once and nothing of
#                   ^O, and the game went on as with Q alone: it ended in
#                   its defeat
#
# Built without libedit (ldd: .ci/run runs it so) the plain line is
# checked, with libedit the key.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
py=${PYTHON:-python3}
echo 1..3
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
. "$lib/poll.sh"	# poll TENTHS COMMAND...
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

# said: the screen has shown the status line
said() {
	grep -a -q ' / TURNS=' "$tmp/out" 2>/dev/null
}

# the character and S typed ahead; the rest at the second YOUR MOVE,
# typed as a player does, after the question (the terminal's own echo,
# without libedit, ends its line then)
printf 'E\nM\n0\n0\n0\nL\nD\nN\n0\nS\n' >&5
poll 100 moves 2
printf '%s\n' "$move" >&5
poll 50 said
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

next=$(sed -n "$((${at:-0} + 1))p" "$tmp/screen")
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
