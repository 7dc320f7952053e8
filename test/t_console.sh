#!/bin/sh
# t_console.sh: what a player at a terminal sees, where a script sees the
# 1980 bytes.
#
#   console-pty-TERM  a golden case played with output to a pseudo-terminal
#                     (script(1)), input from its file: its output exactly,
#                     the terminal's line ends, and each form feed the
#                     clear-screen sequence of TERM (xterm; vt100, whose
#                     padding $<50> must not show) or, for a type that
#                     cannot clear (dumb, unknown), the byte itself; and
#                     nothing on standard error.  wizcastle-e3, a type of
#                     our own (tic) whose clear also erases the scrollback
#                     (E3) and has padding: neither goes out
#   console-pause     the pause before the death notice's clear (line
#                     2840): a second where the screen clears, none where
#                     it does not
#   console-clear     in tmux with TERM=xterm: the screen cleared at a form
#                     feed, the earlier lines still in the scrollback, no
#                     form feed byte and no erase of the scrollback (E3)
#   console-dumb      in tmux with TERM=dumb: the form feed bytes go out,
#                     and no escape sequence
#   console-utf8      in tmux with a UTF-8 locale: a typed e-acute shows as
#                     typed and one backspace removes it (libedit only)
#   console-nonascii  an answer of e-acute is one the game cannot use
#
# Without libedit a terminal cannot be asked its type: every form feed
# stays the byte, and that is what is checked then.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
tmp=$(mktemp -d) || exit 1
trap 'command -v tmux >/dev/null 2>&1 && T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP PIPE	# and stop what was started (EXIT)

linked=no
if command -v ldd >/dev/null 2>&1 && ldd "$W" 2>/dev/null | grep -q libedit; then
	linked=yes
fi
ff=$(printf '\f')
cr=$(printf '\r')
esc=$(printf '\033')

# clear_of TERM: the type's clear-screen sequence as terminfo has it, with
# no padding and no E3 (tput -x), or nothing; nothing too without libedit
clear_of() {
	[ $linked = yes ] || return 0
	case $1 in
	wizcastle-e3) printf '\033[H\033[2J' ;;
	*) tput -T "$1" -x clear 2>/dev/null ;;
	esac
}

# A terminal type whose clear erases the scrollback too, with padding.
terms="xterm vt100 dumb wizcastle-no-such-type"
if command -v tic >/dev/null 2>&1 && printf '%s\n' \
    'wizcastle-e3|a clear that erases the scrollback,' \
    '	clear=\E[H\E[2J\E[3J$<5*/>, use=xterm,' >"$tmp/e3.src" &&
    tic -o "$tmp/terminfo" "$tmp/e3.src" 2>/dev/null; then
	terms="$terms wizcastle-e3"
fi

# The plan, now that the terminal types and libedit are known: a
# console-pty test a type, console-pause, -clear, -nonascii and -dumb,
# and console-utf8 with libedit (test/run counts those not run as failed)
set -- $terms
echo "1..$(($# + 4 + $([ $linked = yes ] && echo 1 || echo 0)))"


# --- a pseudo-terminal, input from a file
case=golden/gwbasic/v01		# GW-BASIC's, played with -m gwbasic
if ! command -v script >/dev/null 2>&1; then
	echo "not ok console-pty: $(expected "script(1) (Debian: bsdutils)" "none")"
else
	for term in $terms; do
		set --
		[ $term = wizcastle-e3 ] && set -- TERMINFO="$tmp/terminfo"
		start=$(now)
		# console-pause's: xterm's run with the wait a player has
		# (a second) where the screen clears, dumb's with the longest
		# there is (a minute: that it has none, whatever the load),
		# and xterm's with it too without libedit; the others' none
		# (test/lib/tap.sh)
		(
		case $term/$linked in
		xterm/yes) unset WIZCASTLE_CLEAR_MS ;;
		xterm/no | dumb/*) WIZCASTLE_CLEAR_MS=60000 ;;
		esac
		exec env "$@" TERM=$term script -q -e -c \
		    "'$W' -m gwbasic -s $(cat $case.seed) <$case.in" /dev/null \
		    </dev/null >"$tmp/pty.$term" 2>"$tmp/err.$term"
		)
		rc=$?
		echo $(($(now) - start)) >"$tmp/time.$term"
		cl=$(clear_of $term)
		# sed's replacement: & and \ and / would need quoting
		case $cl in
		*[\&\\/]*)
			echo "not ok console-pty-$term: $(expected "a command line script(1) can quote" "$cl")"
			continue ;;
		esac
		sed "s/$ff/${cl:-$ff}/g; s/\$/$cr/" $case.out >"$tmp/want.$term"
		if [ $rc -ne 0 ]; then
			echo "not ok console-pty-$term: $(expected "exit status 0" "$rc")"
		elif [ -s "$tmp/err.$term" ]; then
			echo "not ok console-pty-$term: $(expected "nothing on stderr" "$(head -n 1 "$tmp/err.$term")")"
		elif ! cmp -s "$tmp/want.$term" "$tmp/pty.$term"; then
			echo "not ok console-pty-$term: $(expected "the golden session, its clears the terminal's" "$(cmp "$tmp/want.$term" "$tmp/pty.$term" 2>&1 | head -n 1)")"
		else
			echo "ok console-pty-$term"
		fi
	done
	# v01 dies once: xterm's run a second or more, as it pauses; a
	# run that would pause a minute (dumb's, and xterm's without
	# libedit) well under one, as it does not (times in milliseconds)
	if [ "$(now)" = 0 ]; then
		echo "not ok console-pause: $(expected "a clock: /proc/uptime (Linux)" "none")"
	elif [ $linked = no ]; then
		if [ "$(cat "$tmp/time.xterm")" -lt 30000 ]; then
			echo "ok console-pause # no clear without libedit: no pause"
		else
			echo "not ok console-pause: $(expected "no pause without a clear" "xterm $(cat "$tmp/time.xterm") ms with WIZCASTLE_CLEAR_MS=60000")"
		fi
	elif [ "$(cat "$tmp/time.xterm")" -ge 1000 ] &&
	    [ "$(cat "$tmp/time.dumb")" -lt 30000 ]; then
		echo "ok console-pause"
	else
		echo "not ok console-pause: $(expected "xterm 1 s or more, dumb with WIZCASTLE_CLEAR_MS=60000 under 30 s" "xterm $(cat "$tmp/time.xterm") ms, dumb $(cat "$tmp/time.dumb") ms")"
	fi
fi

# --- tmux
tmux_test=console-tmux
. "$(dirname "$0")/lib/tmux.sh"	# T, start, on_screen, wait_screen, wait_file
utf8=$(locale -a 2>/dev/null | grep -i -m 1 '^c\.utf-*8$')

# The pane runs this: wait for the go file (so pipe-pane sees it all),
# play castle 121, note the status.   run.sh NAME TMP WIZCASTLE TERM LOCALE
cat >"$tmp/run.sh" <<'EOF'
name=$1 tmp=$2 W=$3
. "$tmp/go.sh"
TERM=$4 HOME=$tmp XDG_STATE_HOME=$tmp/state
export TERM HOME XDG_STATE_HOME
if [ -n "$5" ]; then
	LC_ALL=$5
	export LC_ALL
fi
"$W" -s 121
echo "EXIT=$?" >"$tmp/exit.$name"
EOF

# recorded NAME TEXT: pipe-pane has the text in the raw output (5 s)
recorded() {
	poll 50 in_raw "$1" "$2"
}

# reading NAME: libedit reads (the terminal out of canonical mode; 5 s at
# most), or, without libedit, a moment for the read to begin
reading() {
	if [ $linked = no ]; then
		sleep 0.3
		return 0
	fi
	tty=$(T display-message -p -t "$1" '#{pane_tty}') || return 1
	poll 50 raw_mode "$tty"
}

# at_prompt NAME: the first prompt is on the screen, and read
at_prompt() {
	wait_screen "$1" 'YOUR CHOICE ?' && reading "$1"
}

# begin NAME TEST TERM LOCALE: NAME's game, started with TERM (and
# LOCALE), is at its first prompt; else "not ok TEST", and status 1
begin() {
	start "$1" "$3" "$4"
	at_prompt "$1" && return 0
	echo "not ok $2: $(expected "the first prompt" "$(tr '\n' '|' <"$tmp/screen.$1")")"
	return 1
}

# raw_mode TTY: the terminal is out of canonical mode
raw_mode() {
	stty -a <"$1" 2>/dev/null | grep -q -- '-icanon'
}

# How many form feeds castle 121 prints before its first question.
nff=$("$W" -s 121 </dev/null | tr -cd '\f' | wc -c)

# X: TERM=xterm
if begin X console-clear xterm "$utf8"; then
	cl=$(clear_of xterm)
	top=$(head -n 1 "$tmp/screen.X")
	recorded X 'YOUR CHOICE ? '
	T capture-pane -p -S - -E -1 -t X >"$tmp/history.X"
	nclear=$(LC_ALL=C grep -a -o -F "$cl" "$tmp/raw.X" 2>/dev/null | wc -l)
	if [ $linked = no ]; then
		if [ "$(tr -cd '\f' <"$tmp/raw.X" | wc -c)" -eq "$nff" ] &&
		    ! LC_ALL=C grep -q "$esc" "$tmp/raw.X"; then
			echo "ok console-clear # without libedit: the form feed byte"
		else
			echo "not ok console-clear: without libedit: $(expected "$nff form feeds alone" "other bytes")"
		fi
	elif [ "$top" != "ALL RIGHT, BOLD ONE" ]; then
		echo "not ok console-clear: $(expected "the screen cleared" "its top: $top")"
	elif ! grep -q '^Creating Arrays' "$tmp/history.X"; then
		echo "not ok console-clear: $(expected "the lines before the clear in the scrollback" "them gone")"
	elif LC_ALL=C grep -q "$ff" "$tmp/raw.X"; then
		echo "not ok console-clear: $(expected "no form feed byte at a terminal that clears" "one")"
	elif LC_ALL=C grep -q "${esc}\\[3J" "$tmp/raw.X"; then
		echo "not ok console-clear: $(expected "the scrollback kept" "it erased (E3)")"
	elif [ "$nclear" -ne "$nff" ]; then
		echo "not ok console-clear: $(expected "$nff clear-screen sequences, one a form feed" "$nclear")"
	else
		echo "ok console-clear"
	fi

	# a UTF-8 character, shown, and gone with one backspace: libedit's
	# editing; the build without it has none (the terminal's own line
	# discipline edits there), so nothing of ours to test
	if [ $linked = no ]; then
		:
	elif [ -z "$utf8" ]; then
		echo "not ok console-utf8: $(expected "a C.UTF-8 locale (Debian's libc-bin)" "none")"
	else
		T send-keys -t X 'xé'
		if ! wait_screen X '^YOUR CHOICE ? xé$'; then
			echo "not ok console-utf8: typed xé: $(expected "xé shown" "$(grep CHOICE "$tmp/screen.X")")"
		else
			T send-keys -t X BSpace
			if ! wait_screen X '^YOUR CHOICE ? x$'; then
				echo "not ok console-utf8: one backspace after xé: $(expected "x" "$(grep CHOICE "$tmp/screen.X")")"
			else
				# what is left is x alone: BSpace, elf makes ELF
				T send-keys -t X BSpace elf Enter
				if wait_screen X '^SEX ?' && ! grep -q INCORRECT "$tmp/screen.X"; then
					echo "ok console-utf8"
				else
					echo "not ok console-utf8: the answer after it: $(expected "the next question" "$(tail -n 4 "$tmp/screen.X" | tr '\n' '|')")"
				fi
			fi
		fi
	fi
fi

# N: an answer of é, in a UTF-8 locale where there is one
if begin N console-nonascii xterm "$utf8"; then
	T send-keys -t N 'é' Enter
	if wait_screen N 'THAT WAS INCORRECT' && reading N; then
		echo "ok console-nonascii"
	else
		echo "not ok console-nonascii: $(expected "THAT WAS INCORRECT, and the question again" "$(tail -n 4 "$tmp/screen.N" | tr '\n' '|')")"
	fi
fi

# D: TERM=dumb
if ! begin D console-dumb dumb ""; then
	:
elif ! recorded D 'YOUR CHOICE ? ' ||
    [ "$(tr -cd '\f' <"$tmp/raw.D" | wc -c)" -ne "$nff" ]; then
	echo "not ok console-dumb: $(expected "$nff form feeds" "$(tr -cd '\f' <"$tmp/raw.D" | wc -c)")"
elif LC_ALL=C grep -q "$esc" "$tmp/raw.D"; then
	echo "not ok console-dumb: $(expected "no escape sequence" "$(LC_ALL=C grep -o "$esc.\{0,4\}" "$tmp/raw.D" | head -n 1 | od -An -c)")"
else
	echo "ok console-dumb"
fi
exit 0
