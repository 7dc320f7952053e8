#!/bin/sh
# t_tty.sh: playing at a terminal, in a tmux pane of 80x24.
#
#   tty-answer    the answer shows once, after a prompt shown once
#   tty-history   the up arrow recalls the last answer (libedit)
#   tty-teletype  with TERM=dumb nothing but ASCII text, CR, BS, BEL, FF
#   tty-eof       ^D at an empty prompt: no "^D", exit status 0, and the
#                 terminal as found
#   tty-editrc    ~/.editrc is read (libedit)
#   tty-interrupt ^C: the line closed, exit status 0, the terminal as found
#   tty-hangup    the terminal gone, signals ignored: the game ends
#   tty-readerror a terminal that cannot be read (open for writing only):
#                 a word and status 1, not taken as the end of input
#   tty-sorcerer  the Sorcerer's INPUT on what the terminal's line editor
#                 leaves: '@' cancels what comes before it, an empty line
#                 assigns nothing (the last answer stands)
#   tty-stop      ^Z at a question, in a shell with job control: while
#                 stopped, the terminal as found; fg: the game takes the
#                 terminal again (libedit's mode) and goes on
#   tty-plain     built without libedit (not linked with it, ldd): the
#                 terminal stays canonical at a prompt, the lines are the
#                 terminal's (instead of tty-history and tty-editrc)
#   tty-redraw    ^L halfway through an answer, the screen written over
#                 from outside: the screen as it was (cleared first where
#                 the terminal can), the half line still there, finished
#                 it is the answer; the journal has no trace of ^L.
#                 Without libedit, a line of ^L alone, which is no answer
#   tty-resume-history  after a resume the up arrow gives the resumed
#                 game's last answer, then the one before (libedit)
#   tty-charset   under LC_ALL=C a typed é is kept or shown: with
#                 libedit each of its bytes a '?' on the line and in the
#                 journal, without it the bytes as typed
#
# Whether the binary edits lines is seen from outside: while libedit waits
# for an answer the terminal is out of canonical mode.  A binary linked
# with libedit (ldd) that does not do that fails; one built without it is
# checked as a plain reader (tty-plain), and has no history nor ~/.editrc
# to check.
# The terminal "as found" is one with -echoctl, which libedit's normal
# mode would turn on: only a restore of the settings as found keeps it.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
tmux_test=tty
. "$(dirname "$0")/lib/tmux.sh"	# T, start, on_screen, wait_screen, wait_file

# The pane runs this: wait for the go file (so pipe-pane sees it all), put
# the terminal in the state "as found", play, record status and settings.
#   run.sh NAME TMP WIZCASTLE TERM HOME [ignore | wronly | resume | langc]
# ignore: SIGHUP and SIGTERM ignored; wronly: standard input the terminal
# open for writing only, standard error kept in err.NAME; resume: no -s,
# the game kept goes on; langc: LC_ALL=C.
cat >"$tmp/run.sh" <<'EOF'
name=$1 tmp=$2 W=$3 term=$4 home=$5
mkdir -p "$home"
trap : INT
[ "$6" = ignore ] && trap '' HUP TERM
. "$tmp/go.sh"
stty -echoctl
[ -n "$term" ] && TERM=$term && export TERM
if [ "$6" = wronly ]; then
	HOME=$home XDG_STATE_HOME=$home/state "$W" -s 121 0>>/dev/tty 2>"$tmp/err.$name"
elif [ "$6" = resume ]; then
	HOME=$home XDG_STATE_HOME=$home/state "$W"
elif [ "$6" = langc ]; then
	LC_ALL=C HOME=$home XDG_STATE_HOME=$home/state "$W" -s 121
else
	HOME=$home XDG_STATE_HOME=$home/state "$W" -s 121
fi
echo "EXIT=$?" >"$tmp/exit.$name.tmp"
stty -a >"$tmp/stty.$name" 2>&1
mv "$tmp/exit.$name.tmp" "$tmp/exit.$name"
EOF

# noncanonical TTY: the terminal is out of canonical mode
noncanonical() {
	stty -a <"$1" 2>/dev/null | grep -q -- '-icanon'
}

# raw NAME TRIES: whether the pane's terminal is out of canonical mode,
# polled for TRIES tenths of a second (libedit sets it just after the
# prompt)
raw() {
	tty=$(T display-message -p -t "$1" '#{pane_tty}') || return 1
	poll "$2" noncanonical "$tty"
}

# prompt NAME REGEX: the prompt on screen and, when editing, libedit reading
prompt() {
	wait_screen "$1" "$2" || return 1
	[ "$edit" = no ] || raw "$1" 50
}

# ends_closed NAME: the output recorded ends with "dw", perhaps the
# terminal's echo of ^C, and a newline; then, on stderr, perhaps the
# lines that say what is kept of the game (t_journal_tty.sh, t_notes.sh)
ends_closed() {
	case $(grep -av '^wizcastle' "$tmp/raw.$1" |
	    tail -c 5 | od -An -c | tr -d ' \n') in
	*dw\\r\\n | *dw003\\r\\n) return 0 ;;
	esac
	return 1
}

# closed NAME: ends_closed, 5 s at most
closed() {
	poll 50 ends_closed "$1"
}

# as_found FILE: the settings of run.sh, canonical with echo, -echoctl
as_found() {
	grep -Eq '(^|[ ;])icanon([ ;]|$)' "$1" &&
	    grep -Eq '(^|[ ;])echo([ ;]|$)' "$1" &&
	    grep -Eq '(^|[ ;])-echoctl([ ;]|$)' "$1"
}

# ended NAME STATUS TEST WHEN: the session has ended (10 s at most) with
# that exit status and the terminal as found; if not, "not ok TEST",
# what was expected and what came, and status 1
ended() {
	if ! wait_file "$tmp/exit.$1"; then
		echo "not ok $3: $(expected "the end" "still running $4")"
	elif [ "$(cat "$tmp/exit.$1")" != "EXIT=$2" ]; then
		echo "not ok $3: $(expected "EXIT=$2" "$(cat "$tmp/exit.$1")")"
	elif ! as_found "$tmp/stty.$1"; then
		echo "not ok $3: $(expected "the terminal as found" "$(grep -o -e '-*icanon' -e '-*echoctl' "$tmp/stty.$1" | tr '\n' ' ')")"
	else
		return 0
	fi
	return 1
}

linked=no
if command -v ldd >/dev/null 2>&1 && ldd "$W" 2>/dev/null | grep -q libedit; then
	linked=yes
fi
# The plan, now that libedit is known: ten tests, and tty-history,
# tty-editrc and tty-resume-history with it, tty-plain without (test/run
# counts those not run as failed)
if [ $linked = yes ]; then
	echo 1..13
else
	echo 1..11
fi

# A: answer, history, ^D, in a dumb terminal
edit=unknown
start A dumb "$tmp/homeA"
if ! wait_screen A 'YOUR CHOICE ?'; then
	echo "not ok tty-answer: $(expected "a prompt" "$(tail -n 3 "$tmp/screen.A" | tr '\n' '|')")"
	exit 0
fi
if raw A 30; then
	edit=yes
else
	edit=no
fi
if [ $linked = yes ] && [ $edit = no ]; then
	echo "not ok tty-answer: $(expected "libedit's mode at a prompt, linked with it" "the terminal canonical")"
	exit 0
elif [ $linked = no ] && [ $edit = yes ]; then
	echo "not ok tty-plain: $(expected "the terminal canonical at a prompt, not linked with libedit" "it not")"
elif [ $linked = no ]; then
	echo "ok tty-plain"
fi

T send-keys -t A elf Enter
if ! prompt A '^SEX ?'; then
	echo "not ok tty-answer: $(expected "the SEX prompt after elf" "none")"
elif [ "$(grep -c '^YOUR CHOICE ? elf$' "$tmp/screen.A")" != 1 ] ||
    [ "$(grep -c 'elf' "$tmp/screen.A")" != 1 ] ||
    [ "$(grep -c 'YOUR CHOICE' "$tmp/screen.A")" != 1 ] ||
    [ "$(grep -c 'SEX' "$tmp/screen.A")" != 1 ]; then
	echo "not ok tty-answer: $(expected "the answer and each prompt shown once" "$(grep -e elf -e CHOICE -e SEX "$tmp/screen.A" | tr '\n' '|')")"
else
	echo "ok tty-answer"
fi

if [ $edit = yes ]; then
	T send-keys -t A Up
	if wait_screen A '^SEX ? elf$' &&
	    [ "$(grep -c 'SEX' "$tmp/screen.A")" = 1 ]; then
		echo "ok tty-history"
	else
		echo "not ok tty-history: $(expected "the up arrow to give elf" "$(grep SEX "$tmp/screen.A" | tr '\n' '|')")"
	fi
	T send-keys -t A C-a C-k
fi

T send-keys -t A C-d
if ! ended A 0 tty-eof "after ^D"; then
	:
elif T capture-pane -p -t A | grep -q '\^D'; then
	echo "not ok tty-eof: $(expected "^D not shown" "it shown")"
else
	echo "ok tty-eof"
fi

bad=$(LC_ALL=C tr -d '\040-\176\r\n\b\f\007' <"$tmp/raw.A" | wc -c)
if ! grep -q 'SEX ? ' "$tmp/raw.A"; then
	echo "not ok tty-teletype: $(expected "the output recorded" "none")"
elif [ "$bad" -ne 0 ]; then
	echo "not ok tty-teletype: $(expected "ASCII text, CR, BS, BEL and FF alone" "$bad other bytes: $(LC_ALL=C tr -d '\040-\176\r\n\b\f\007' <"$tmp/raw.A" | od -An -c | head -n 2 | tr '\n' ' ')")"
else
	echo "ok tty-teletype"
fi

# C: ~/.editrc binds ^T to the answer DWARF; the terminal tmux's own
# (A comes first, whatever the test asked for: it tells whether the
# binary edits lines; each of the others is skipped when not asked for)
if [ $edit = yes ] && want tty-editrc; then
	mkdir -p "$tmp/homeC"
	echo 'bind -s ^T DWARF' >"$tmp/homeC/.editrc"
	start C "" "$tmp/homeC"
	if ! prompt C 'YOUR CHOICE ?'; then
		echo "not ok tty-editrc: $(expected "a prompt" "none")"
	else
		T send-keys -t C C-t Enter
		if prompt C '^SEX ?' && grep -q '^YOUR CHOICE ? DWARF$' "$tmp/screen.C"; then
			echo "ok tty-editrc"
		else
			echo "not ok tty-editrc: $(expected "^T of ~/.editrc to act" "$(grep -e CHOICE -e SEX "$tmp/screen.C" | tr '\n' '|')")"
		fi
	fi
fi

# B: ^C halfway through an answer
if ! want tty-interrupt; then
	:
elif start B "" "$tmp/homeA"; ! prompt B 'YOUR CHOICE ?'; then
	echo "not ok tty-interrupt: $(expected "a prompt" "none")"
else
	T send-keys -t B dw
	wait_screen B '^YOUR CHOICE ? dw$'
	T send-keys -t B C-c
	if ! ended B 0 tty-interrupt "after ^C"; then
		:
	elif ! closed B; then
		echo "not ok tty-interrupt: $(expected "the line closed" "$(tail -c 20 "$tmp/raw.B" | od -An -c | tr -s ' \n' ' ')")"
	else
		echo "ok tty-interrupt"
	fi
fi

# D: the terminal hangs up under a game that ignores SIGHUP and SIGTERM
if ! want tty-hangup; then
	:
elif start D "" "$tmp/homeA" ignore; ! prompt D 'YOUR CHOICE ?'; then
	echo "not ok tty-hangup: $(expected "a prompt" "none")"
else
	T kill-session -t D
	if wait_file "$tmp/exit.D"; then
		echo "ok tty-hangup"
	else
		echo "not ok tty-hangup: $(expected "the end within 10 s of the hang-up" "it still running")"
	fi
fi
# E: a read error at a terminal (libedit's el_gets, or getline without it);
# a line of stderr, after the program's notes (the games kept in homeA:
# -g's) and before what LeakSanitizer may add of libedit's suppressed
# leaks
if ! want tty-readerror; then
	:
elif start E "" "$tmp/homeA" wronly; ! ended E 1 tty-readerror "10 s after the start"; then
	:
elif ! grep -qx "wizcastle: cannot read input: Bad file descriptor" "$tmp/err.E"; then
	echo "not ok tty-readerror: $(expected "wizcastle: cannot read input: Bad file descriptor" "$(tr '\n' '|' <"$tmp/err.E" | head -c 160)")"
else
	echo "ok tty-readerror"
fi
# F: the Sorcerer's INPUT at a terminal: X@m at SEX is M ('@' cancels the
# X; else "** CUTE ELF"); an empty line at STRENGTH is the 1 given to
# intelligence (else "** ", the complaint, and the question again)
if ! want tty-sorcerer; then
	:
elif start F "" "$tmp/homeA"; ! prompt F 'YOUR CHOICE ?'; then
	echo "not ok tty-sorcerer: $(expected "a prompt" "none")"
else
	T send-keys -t F e Enter
	prompt F '^SEX ?' && T send-keys -t F 'X@m' Enter
	prompt F 'INTELLIGENCE ?' && T send-keys -t F 1 Enter
	prompt F 'STRENGTH ?' && T send-keys -t F Enter
	if ! prompt F 'DEXTERITY ?'; then
		echo "not ok tty-sorcerer: $(expected "the DEXTERITY prompt" "$(tail -n 4 "$tmp/screen.F" | tr '\n' '|')")"
	elif grep -q -e CUTE -e '^\*\* ' "$tmp/screen.F"; then
		echo "not ok tty-sorcerer: $(expected "no complaint of the empty answer" "$(grep -e CUTE -e '^\*\* ' "$tmp/screen.F" | head -n 1)")"
	else
		echo "ok tty-sorcerer"
	fi
	T kill-session -t F
fi

# G: ^Z in an interactive sh, which leaves the terminal as the stopped
# game left it (dash does; bash would set its own)
if ! want tty-stop; then
	:
elif mkdir -p "$tmp/homeG"
	T new-session -d -s G -x 80 -y 24 "env -i PATH='$PATH' HOME='$tmp/homeG' \
	    XDG_STATE_HOME='$tmp/homeG/state' WIZCASTLE_LOG='$WIZCASTLE_LOG' \
	    TERM=dumb PS1='$ ' sh -i"
	T send-keys -t G "stty -echoctl; '$W' -s 121" Enter
	! prompt G 'YOUR CHOICE ?'; then
	echo "not ok tty-stop: $(expected "a prompt" "none")"
else
	T send-keys -t G C-z
	if ! wait_screen G '^\$ *$'; then
		echo "not ok tty-stop: $(expected "the game stopped" "$(tail -n 3 "$tmp/screen.G" | tr '\n' '|')")"
	else
		T send-keys -t G "stty -a >'$tmp/stty.G.tmp'; mv '$tmp/stty.G.tmp' '$tmp/stty.G'; fg" Enter
		if ! wait_file "$tmp/stty.G" || ! as_found "$tmp/stty.G"; then
			echo "not ok tty-stop: $(expected "the terminal as found while stopped" "$(grep -o -e '-*icanon' -e '-*echoctl' -e '-*echo ' "$tmp/stty.G" | tr '\n' ' ')")"
		elif [ "$edit" = yes ] && ! raw G 50; then
			echo "not ok tty-stop: $(expected "libedit's mode again after fg" "the terminal canonical")"
		else
			T send-keys -t G elf Enter
			if wait_screen G '^SEX ?'; then
				echo "ok tty-stop"
			else
				echo "not ok tty-stop: $(expected "the SEX prompt after fg" "$(tail -n 3 "$tmp/screen.G" | tr '\n' '|')")"
			fi
		fi
	fi
fi
# nonblank NAME: the pane's lines that are not blank (on_screen's copy)
nonblank() {
	grep -v '^ *$' "$tmp/screen.$1"
}

# journal HOME: the answers of the game kept under HOME, one a line
journal() {
	sed -n '4,$p' "$1"/state/wizcastle/*.journal 2>/dev/null
}

# R: ^L at YOUR CHOICE, after "el" (libedit), or alone on its line; the
# screen written over meanwhile, as a message from outside would
redraw() {
	want tty-redraw tty-resume-history || return 0
	start R "" "$tmp/homeR"
	if ! prompt R 'YOUR CHOICE ?'; then
		echo "not ok tty-redraw: $(expected "a prompt" "none")"
		return
	fi
	[ "$edit" = yes ] && T send-keys -t R el
	wait_screen R "^YOUR CHOICE ? $([ "$edit" = yes ] && echo el)\$"
	nonblank R >"$tmp/before.R"
	printf '\033[H\033[2JJUNK\n' >"$(T display-message -p -t R '#{pane_tty}')"
	wait_screen R JUNK
	if [ "$edit" = yes ]; then
		T send-keys -t R C-l
	else
		T send-keys -t R C-l Enter
	fi
	# the whole screen; without libedit the form feed is a byte, which
	# cleared nothing: the lines after it, the last three
	k=$(wc -l <"$tmp/before.R")
	if [ "$edit" != yes ]; then
		k=3
		tail -n 3 "$tmp/before.R" >"$tmp/before3.R"
		mv "$tmp/before3.R" "$tmp/before.R"
	fi
	if ! poll 50 sh -c "tmux -u -L '$sock' capture-pane -p -t R | grep -v '^ *\$' | tail -n $k | cmp -s - '$tmp/before.R'"; then
		on_screen R .
		echo "not ok tty-redraw: $(expected "$(tr '\n' '|' <"$tmp/before.R")" "$(nonblank R | tr '\n' '|')")"
		return
	fi
	on_screen R .
	if [ "$edit" = yes ] && grep -q JUNK "$tmp/screen.R"; then
		echo "not ok tty-redraw: $(expected "the screen cleared" "$(shown R)")"
		return
	fi
	if [ "$edit" = yes ]; then
		T send-keys -t R f Enter
	else
		T send-keys -t R elf Enter
	fi
	if ! prompt R '^SEX ?'; then
		echo "not ok tty-redraw: $(expected "the SEX prompt after elf" "$(shown R)")"
	elif [ "$(journal "$tmp/homeR" | tr '\n\f' '|L')" != "elf|" ]; then
		echo "not ok tty-redraw: the journal's answers: $(expected "elf|" "$(journal "$tmp/homeR" | tr '\n\f' '|L')")"
	else
		echo "ok tty-redraw"
	fi
}
redraw

# H: the game of R, "m" at SEX and ^C; resumed, the up arrow twice
if [ "$edit" = yes ] && want tty-resume-history; then
	T send-keys -t R m Enter
	if ! prompt R 'INTELLIGENCE ?'; then
		echo "not ok tty-resume-history: $(expected "the INTELLIGENCE prompt" "$(shown R)")"
	else
		T send-keys -t R C-c
		ended R 0 tty-resume-history "after ^C" &&
		    start H "" "$tmp/homeR" resume
		if ! prompt H 'INTELLIGENCE ? *$'; then
			echo "not ok tty-resume-history: $(expected "the game resumed" "$(shown H)")"
		else
			T send-keys -t H Up
			if ! wait_screen H 'INTELLIGENCE ? m$'; then
				echo "not ok tty-resume-history: $(expected "the up arrow to give the last answer" "$(shown H)")"
			else
				T send-keys -t H Up
				if wait_screen H 'INTELLIGENCE ? elf$'; then
					echo "ok tty-resume-history"
				else
					echo "not ok tty-resume-history: $(expected "the up arrow twice to give the one before" "$(shown H)")"
				fi
			fi
		fi
	fi
fi

# L: n, é, x under LC_ALL=C
if ! want tty-charset; then
	:
elif start L "" "$tmp/homeL" langc; ! prompt L 'YOUR CHOICE ?'; then
	echo "not ok tty-charset: $(expected "a prompt" "none")"
else
	T send-keys -t L 'néx'
	if [ "$edit" = yes ]; then
		want_line='n??x'
		wait_screen L '^YOUR CHOICE ? n??x$'
	else
		want_line=$(printf 'n\303\251x')
		sleep 0.5
	fi
	T send-keys -t L Enter
	if ! wait_screen L 'INCORRECT'; then
		echo "not ok tty-charset: $(expected "a complaint after the answer" "$(shown L)")"
	elif [ "$(journal "$tmp/homeL")" != "$want_line" ]; then
		echo "not ok tty-charset: $(expected "$want_line in the journal" "$(journal "$tmp/homeL" | od -An -c | tr -s ' \n' ' ')")"
	elif [ "$edit" = yes ] && ! grep -q '^YOUR CHOICE ? n??x$' "$tmp/screen.L"; then
		echo "not ok tty-charset: $(expected "the line shown as n??x" "$(shown L)")"
	else
		echo "ok tty-charset"
	fi
fi
exit 0
