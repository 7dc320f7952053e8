#!/bin/sh
# t_pager.sh: the screen that waits (wizcastle -p).
#
#   pager-tmux     s028 and s001 played in a tmux pane of 80x24 with -p, a
#                  blank typed at each pause: every line a move prints
#                  after its last clear is on the screen at a pause or at
#                  the next question, in order; each pause "-- more --"
#                  on the last line (test/lib/pager_tmux.py)
#   pager-off      s028 without -p: no pause, and the moves longer than a
#                  screen lose their start, as today
#   pager-pipe     with -p, output to a pipe: every golden case's bytes
#   pager-script   with -p, output to a terminal (script(1)) but input
#                  from a file: the golden bytes, line ends as CR LF, no
#                  pause
#   pager-ahead-paste, pager-ahead-hand
#                  Stetson's v01 typed whole in a tmux pane of 40x12 with
#                  -p once the first pause shows, in one paste or a key
#                  every 60 ms: every line of the golden transcript on the
#                  screen, each answer at its question, none taken by a
#                  pause (test/lib/ahead_tmux.py)
#   pager-small    castle 121 in a tmux pane of 40x12, without -p: a
#                  line says once that the pauses come by themselves
#                  ("a small window: -- more -- waits"); M at YOUR MOVE
#                  pauses with the map's first row (<E>, the entrance)
#                  on the screen; in a pane of 80x24 no word, no pause
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..8	# its tests (test/run counts those not run as failed)
W=${WIZCASTLE:-./wizcastle}
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
tmp=$(mktemp -d) || exit 1
sock=wizp$$
trap 'command -v tmux >/dev/null 2>&1 && tmux -L "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP PIPE	# and stop what was started (EXIT)
unset TMUX

# pager-pipe: a pipe sees what it saw.  With a slow binary (test/check's
# sanitizer and valgrind suites, SLOW_BINARY=yes) every fourth case.  In
# two halves side by side (every other case), each its own output file.
. "$(dirname "$0")/lib/golden.sh"	# golden_play IN [OPTION...]
every=1
[ "${SLOW_BINARY:-no}" = yes ] && every=4
# pipe_half H: the cases of half H (0 or 1) that -p changes, in bad.H:
# compared all at once (golden_same), and one by one only when they differ
pipe_half() {
	h=$1 i=0 wants= gots=
	mkdir -p "$tmp/pipe.$h"
	for inp in golden/*/*.in; do
		i=$((i + 1))
		[ $((i % every)) -eq 0 ] && [ $((i / every % 2)) -eq "$h" ] ||
		    continue
		WIZCASTLE=$W golden_play "$inp" -p >"$tmp/pipe.$h/$i" 2>/dev/null
		wants="$wants ${inp%.in}.out" gots="$gots $tmp/pipe.$h/$i"
	done
	golden_same "$wants" "$gots" && { : >"$tmp/bad.$h"; return; }
	set -- $gots
	for w in $wants; do
		cmp -s "$1" "$w" || echo " ${w#golden/}" | sed 's/\.out$//'
		shift
	done >"$tmp/bad.$h"
}
if want pager-pipe; then
	pipe_half 0 &
	half=$!
	pipe_half 1
	wait $half
	bad=$(cat "$tmp/bad.0" "$tmp/bad.1" | tr -d '\n')
fi
if ! want pager-pipe; then
	:
elif [ -n "$bad" ]; then
	echo "not ok pager-pipe: -p in a pipe: $(expected "every golden case unchanged" "changed:$bad")"
else
	echo "ok pager-pipe"
fi

case=golden/sorcerer/s028
if ! want pager-script; then
	:
elif ! command -v script >/dev/null 2>&1; then
	echo "not ok pager-script: $(expected "script(1) (Debian: bsdutils)" "none")"
else
	TERM=dumb script -q -e -c "'$W' -p -m sorcerer -s $(cat $case.seed) <$case.in" \
	    /dev/null </dev/null >"$tmp/script.out" 2>&1
	cr=$(printf '\r')
	sed "s/\$/$cr/" $case.out >"$tmp/script.want"
	if cmp -s "$tmp/script.want" "$tmp/script.out"; then
		echo "ok pager-script"
	else
		echo "not ok pager-script: $(expected "the session as a script plays it" "$(cmp "$tmp/script.want" "$tmp/script.out" 2>&1 | head -n 1)")"
	fi
fi

if ! command -v tmux >/dev/null 2>&1; then
	echo "not ok pager-tmux: $(expected "tmux (Debian: tmux)" "none")"
	exit 0
fi
if ! command -v "$PYTHON3" >/dev/null 2>&1; then
	echo "not ok pager-tmux: $(expected "python3 (Debian: python3)" "none")"
	exit 0
fi
for c in s028 s001; do
	want pager-tmux-$c || continue
	mkdir -p "$tmp/$c"
	"$PYTHON3" "$(dirname "$0")/lib/pager_tmux.py" pager-tmux-$c golden/sorcerer/$c \
	    "$sock" "$tmp/$c" pager -- "$W" -p -m sorcerer \
	    -s "$(cat golden/sorcerer/$c.seed)" ||
	    echo "not ok pager-tmux-$c: $(expected "pager_tmux.py to run" "it failed")"
	tmux -L "$sock" kill-server 2>/dev/null
done
if want pager-off; then
	mkdir -p "$tmp/off"
	"$PYTHON3" "$(dirname "$0")/lib/pager_tmux.py" pager-off $case "$sock" \
	    "$tmp/off" plain -- "$W" -m sorcerer -s "$(cat $case.seed)" ||
	    echo "not ok pager-off: $(expected "pager_tmux.py to run" "it failed")"
	tmux -L "$sock" kill-server 2>/dev/null
fi
for how in paste hand; do
	want pager-ahead-$how || continue
	mkdir -p "$tmp/ahead-$how"
	"$PYTHON3" "$(dirname "$0")/lib/ahead_tmux.py" pager-ahead-$how \
	    golden/stetson/v01 "$sock" "$tmp/ahead-$how" $how -- \
	    "$W" -p $(cat golden/stetson/args) ||
	    echo "not ok pager-ahead-$how: $(expected "ahead_tmux.py to run" "it failed")"
	tmux -L "$sock" kill-server 2>/dev/null
done
# pager-small: a pane of COLSxROWS (small: 40x12), its screen in
# $tmp/small.screen
if want pager-small && command -v tmux >/dev/null 2>&1; then
	# pager_seen REGEX: the pane shows REGEX
	pager_seen() {
		tmux -L "$sock" capture-pane -p -t small >"$tmp/small.screen" \
		    2>/dev/null && grep -q -- "$1" "$tmp/small.screen"
	}
	# small COLS ROWS: castle 121 to YOUR MOVE, then M; the screen at
	# M's first pause, or its question, in $tmp/small.COLS
	small() {
		rm -rf "$tmp/state"
		tmux -L "$sock" -f /dev/null new-session -d -s small -x "$1" \
		    -y "$2" "HOME=$tmp XDG_STATE_HOME=$tmp/state WIZCASTLE_CLEAR_MS=0 '$W' -s 121 2>>'$tmp/small.err'; sleep 30"
		for a in E M 0 0 0 L D N 0 M; do	# each at its question
			poll 100 pager_seen '? *$\|^-- more --'
			while pager_seen '^-- more --'; do
				tmux -L "$sock" send-keys -t small Space
				sleep 0.2
				poll 100 pager_seen '? *$\|^-- more --'
			done
			tmux -L "$sock" send-keys -t small -l "$a"
			tmux -L "$sock" send-keys -t small Enter
			sleep 0.2
		done
		poll 50 pager_seen '^-- more --\|YOUR MOVE ? *$'
		sleep 0.3
		pager_seen . && cp "$tmp/small.screen" "$tmp/small.$1"
		tmux -L "$sock" kill-server 2>/dev/null
	}
	: >"$tmp/small.err"
	small 40 12
	said40=$(grep -c 'small window' "$tmp/small.err")
	: >"$tmp/small.err"
	small 80 24
	said80=$(grep -c 'small window' "$tmp/small.err")
	if [ "$said40" != 1 ]; then
		echo "not ok pager-small: 40x12: $(expected "a small window said once" "$said40 times: $(cat "$tmp/small.err")")"
	elif ! grep -q '^-- more --' "$tmp/small.40" ||
	    ! grep -q '<E>' "$tmp/small.40"; then
		echo "not ok pager-small: 40x12: $(expected "the map's first row (<E>) at a pause" "$(tr '\n' '|' <"$tmp/small.40")")"
	elif [ "$said80" != 0 ] || grep -q -- '-- more --' "$tmp/small.80"; then
		echo "not ok pager-small: 80x24: $(expected "no word, no pause" "$said80 words, $(tr '\n' '|' <"$tmp/small.80" | tail -c 200)")"
	else
		echo "ok pager-small"
	fi
elif want pager-small; then
	echo "not ok pager-small: $(expected "tmux (Debian: tmux)" "none")"
fi
exit 0
