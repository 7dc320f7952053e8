#!/bin/sh
# t_screen.sh: each edition at a terminal as its players saw it, in a
# tmux pane of 80x24 (what a file or a pipe gets is the golden cases').
#
#   screen-esc-e       Stetson's title, after ESC E: with TERM=xterm the
#                      screen cleared by xterm's own sequence, the title at
#                      its top (its second line, after the
#                      listing's PRINT), and no ESC E sent; with TERM=dumb, which cannot clear, the two
#                      bytes ESC E as the listing prints them
#   screen-cp437-utf8  IPCO's banner in a UTF-8 locale: its frame and
#                      letters in box-drawing and block characters
#   screen-cp437-ascii the same in the C locale: in ASCII stand-ins, and
#                      no byte beyond ASCII sent
#   screen-key         at IPCO's PRESS ANY KEY TO CONTINUE, one key (q, no
#                      Enter) goes on: the title comes, the key is not
#                      shown (nor sent), and the next question takes its
#                      answer as the first
#   screen-wait        Power's title stands on the screen a moment before
#                      the clear of ALL RIGHT, BOLD ONE: a second or more
#                      from the first poll that sees it to the first that
#                      sees ALL RIGHT (polls a tenth of a second apart)
#   screen-typeahead   a key typed as Creating Arrays stands: the clears
#                      wait no more, ALL RIGHT, BOLD ONE comes within 8 s,
#                      where the waits are made a minute (20 s, then 40:
#                      WIZCASTLE_CLEAR_MS=20000), the key in its answer
#
# Without libedit a terminal cannot be asked its type: nothing clears and
# nothing waits; screen-esc-e and screen-wait check that then.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
linked=no
if command -v ldd >/dev/null 2>&1 && ldd "$W" 2>/dev/null | grep -q libedit; then
	linked=yes
fi
# The plan: five tests, and screen-typeahead with libedit (test/run
# counts those not run as failed)
echo "1..$((5 + $([ $linked = yes ] && echo 1 || echo 0)))"
tmp=$(mktemp -d) || exit 1
tmux_test=screen
. "$(dirname "$0")/lib/tmux.sh"	# T, start, on_screen, wait_screen, wait_file

esc=$(printf '\033')
utf8=$(locale -a 2>/dev/null | grep -i -m 1 '^c\.utf-*8$')

# The pane runs this, a home (and journals) of its own: one player's
# second game would take the first over.
#   run.sh NAME TMP WIZCASTLE TERM LOCALE ARG...
cat >"$tmp/run.sh" <<'EOF'
name=$1 tmp=$2 W=$3 TERM=$4 LC_ALL=${5:-C}
shift 5
. "$tmp/go.sh"
# the title's wait, what screen-wait (P) and screen-typeahead (K) try:
# the player's, not the tests' none (test/lib/tap.sh); K's long, that a
# key put off would show whatever the load
case $name in
P) unset WIZCASTLE_CLEAR_MS ;;
K) WIZCASTLE_CLEAR_MS=20000; export WIZCASTLE_CLEAR_MS ;;
esac
HOME=$tmp/home.$name XDG_STATE_HOME=$tmp/home.$name/state
mkdir -p "$HOME"
export TERM LC_ALL HOME XDG_STATE_HOME
"$W" "$@"
echo "EXIT=$?" >"$tmp/exit.$name"
EOF


# --- ESC E
start E xterm "" -e stetson
start ED dumb "" -e stetson
cl=$(tput -T xterm -x clear 2>/dev/null)
if ! wait_screen E 'YOUR CHOICE' || ! wait_screen ED 'YOUR CHOICE'; then
	echo "not ok screen-esc-e: $(expected "the first question" "$(shown E) and $(shown ED)")"
elif ! in_raw ED "${esc}E"; then
	echo "not ok screen-esc-e: TERM=dumb: $(expected "ESC E sent" "none")"
elif [ $linked = no ]; then
	if in_raw E "${esc}E"; then
		echo "ok screen-esc-e # without libedit: ESC E as printed"
	else
		echo "not ok screen-esc-e: without libedit: $(expected "ESC E sent" "none")"
	fi
elif in_raw E "${esc}E"; then
	echo "not ok screen-esc-e: TERM=xterm: $(expected "no ESC E" "one sent")"
elif [ -z "$cl" ] || ! in_raw E "$cl"; then
	echo "not ok screen-esc-e: TERM=xterm: $(expected "the clear-screen sequence sent" "none")"
elif ! sed -n 2p "$tmp/screen.E" | grep -q '^\*\*\*\*'; then
	# the listing's PRINT after ESC E: a blank line, then the stars (ESC
	# E read as a new line puts them a line lower)
	echo "not ok screen-esc-e: TERM=xterm: $(expected "|****... at the top" "$(head -n 3 "$tmp/screen.E" | tr '\n' '|')")"
else
	echo "ok screen-esc-e"
fi

# --- IPCO's banner
if [ -z "$utf8" ]; then
	echo "not ok screen-cp437-utf8: $(expected "a C.UTF-8 locale (Debian's libc-bin)" "none")"
else
	start U xterm "$utf8" -e ipco
	if ! wait_screen U 'PRESS ANY KEY'; then
		echo "not ok screen-cp437-utf8: $(expected "the banner, PRESS ANY KEY" "$(shown U)")"
	elif LC_ALL=$utf8 grep -q '^░┌─*┐░$' "$tmp/screen.U" &&
	    LC_ALL=$utf8 grep -q '^░│      ▄▄▄▄▄ ▄▄▄▄▄ ▄▄▄▄▄ ▄▄▄▄▄      │░$' "$tmp/screen.U" &&
	    LC_ALL=$utf8 grep -q '^░│      ▄▄█▄▄ █     █▄▄▄▄ █▄▄▄█      │░$' "$tmp/screen.U" &&
	    LC_ALL=$utf8 grep -q '^░└─*┘░$' "$tmp/screen.U"; then
		echo "ok screen-cp437-utf8"
	else
		echo "not ok screen-cp437-utf8: $(expected "the banner in box-drawing and block characters" "$(head -n 9 "$tmp/screen.U" | tr '\n' '|')")"
	fi
fi
start A xterm C -e ipco
if ! wait_screen A 'PRESS ANY KEY'; then
	echo "not ok screen-cp437-ascii: $(expected "the banner, PRESS ANY KEY" "$(shown A)")"
elif LC_ALL=C grep -q "$(printf '[\200-\377]')" "$tmp/raw.A"; then
	echo "not ok screen-cp437-ascii: $(expected "ASCII only" "a byte beyond it sent")"
elif grep -q '^:+-*+:$' "$tmp/screen.A" &&
    grep -q '^:|      ##### ##### ##### #####      |:$' "$tmp/screen.A" &&
    grep -q '^:|        #   ##### #     #   #      |:$' "$tmp/screen.A" &&
    grep -q '^:|P.O. Box 10426, Pittsburgh PA 15234|:$' "$tmp/screen.A"; then
	echo "ok screen-cp437-ascii"
else
	echo "not ok screen-cp437-ascii: $(expected "the banner in ASCII, :+---+:" "$(head -n 9 "$tmp/screen.A" | tr '\n' '|')")"
fi

# --- PRESS ANY KEY: q, the one key
if ! on_screen A 'PRESS ANY KEY'; then
	echo "not ok screen-key: $(expected "the banner, PRESS ANY KEY" "$(shown A)")"
else
	sleep 0.3
	T send-keys -t A q
	if ! wait_screen A 'YOUR CHOICE'; then
		echo "not ok screen-key: after q: $(expected "YOUR CHOICE" "$(shown A)")"
	elif in_raw A q || grep -q q "$tmp/screen.A"; then
		echo "not ok screen-key: $(expected "the key not shown" "q shown")"
	else
		T send-keys -t A e Enter
		if wait_screen A 'WHICH SEX' && ! grep -q INCORRECT "$tmp/screen.A"; then
			echo "ok screen-key"
		else
			echo "not ok screen-key: the answer after it: $(expected "WHICH SEX, no INCORRECT" "$(shown A)")"
		fi
	fi
fi

# --- the title stands: polled until ALL RIGHT, BOLD ONE (15 s at most),
# the time the title was first seen and the time ALL RIGHT was
start P xterm "" -s 121
seen=0 i=0
while [ $i -lt 150 ] && ! on_screen P 'ALL RIGHT, BOLD ONE'; do
	[ $seen = 0 ] && grep -q "THE WIZARD'S CASTLE" "$tmp/screen.P" &&
	    seen=$(now)
	sleep 0.1
	i=$((i + 1))
done
t1=$(now)
if [ $i -ge 150 ]; then
	echo "not ok screen-wait: $(expected "ALL RIGHT, BOLD ONE within 15 s" "$(shown P)")"
elif [ $linked = no ]; then
	echo "ok screen-wait # without libedit: no clear, no wait"
elif [ "$t1" = 0 ]; then
	echo "not ok screen-wait: $(expected "a clock: /proc/uptime (Linux)" "none")"
elif [ $seen = 0 ]; then
	echo "not ok screen-wait: $(expected "the title seen" "never")"
elif [ $((t1 - seen)) -ge 1000 ]; then
	echo "ok screen-wait"
else
	echo "not ok screen-wait: the title stood: $(expected "1000 ms or more" "$((t1 - seen)) ms")"
fi

# --- typeahead: e typed as Creating Arrays shows
start K xterm "" -s 121
if [ $linked = no ]; then
	:
elif ! wait_screen K 'Creating Arrays'; then
	echo "not ok screen-typeahead: $(expected "Creating Arrays" "$(shown K)")"
else
	t0=$(now)
	T send-keys -t K e
	wait_screen K 'ALL RIGHT, BOLD ONE'
	t1=$(now)
	if [ "$t0" = 0 ]; then
		echo "not ok screen-typeahead: $(expected "a clock: /proc/uptime (Linux)" "none")"
	elif [ $((t1 - t0)) -gt 8000 ]; then
		echo "not ok screen-typeahead: ALL RIGHT, BOLD ONE after the key: $(expected "8000 ms at most" "$((t1 - t0)) ms")"
	elif ! wait_screen K '^YOUR CHOICE ? e$'; then
		echo "not ok screen-typeahead: $(expected "YOUR CHOICE ? e" "$(shown K)")"
	else
		echo "ok screen-typeahead"
	fi
fi
exit 0
