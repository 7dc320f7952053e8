#!/bin/sh
# t_signals.sh: ending from outside, without a terminal, then at one.
#
#   signals-int      SIGINT while reading a fifo: the prompt's line closed,
#                    exit status 130, nothing on stderr
#   signals-hup      SIGHUP: the program ends (by the signal), quietly
#   signals-term     SIGTERM: the same
#   signals-pipe     output closed under endless input, SIGPIPE as default
#                    and ignored: the program ends promptly, with at most
#                    one line on stderr
#
# At a terminal, under sh -c 'wizcastle; echo after $?', "dw" typed at
# the second question (test/lib/signal_pty.py):
#
#   signals-tty-term  SIGTERM to the game: the line closed, the word of
#                    where the game is kept, then the shell goes on (status
#                    143); the terminal as the shell found it
#   signals-tty-hup  SIGHUP: the same (status 129)
#   signals-tty-quit ^\ (the group's SIGQUIT): the line closed, the word,
#                    status 0 as after ^D, no "Quit" from the shell
#   signals-tty-int  ^C: the same
#   signals-tty-takeover  the same player (-u) logs in at a second
#                    terminal: the first shows the line closed, the
#                    program's word that the game went on there, status 0,
#                    no "Hangup" from the shell
#
# Every wait is bounded.  A command started with & by a shell without job
# control has SIGINT ignored, and wizcastle keeps a signal ignored as it
# found it: env --default-signal (GNU coreutils 8.31) undoes that.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..12	# its tests (test/run counts those not run as failed)
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
pid=
trap '[ -n "$pid" ] && kill -9 "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP

# signalled NAME SIGNAL STATUS: a game reading a fifo, at its second
# prompt, gets SIGNAL; it must end with STATUS and say nothing
signalled() {
	want "$1" || return 0
	rm -f "$tmp/in" "$tmp/out" "$tmp/err"
	mkfifo "$tmp/in" || { echo "not ok $1: $(expected "a fifo made" "mkfifo failed")"; return; }
	$reset "$W" -s 121 <"$tmp/in" >"$tmp/out" 2>"$tmp/err" &
	pid=$!
	exec 3>"$tmp/in"
	echo E >&3
	if ! poll 100 prompted "$tmp/out"; then
		echo "not ok $1: $(expected "a second prompt" "$(tail -c 40 "$tmp/out" | od -An -c | tr -s ' \n' ' ')")"
		exec 3>&-
		kill -9 "$pid" 2>/dev/null
		pid=
		return
	fi
	kill -"$2" "$pid"
	if ! poll 100 gone "$pid"; then
		echo "not ok $1: $(expected "the end within 10 s of SIG$2" "the game still running")"
		kill -9 "$pid" 2>/dev/null
		exec 3>&-
		pid=
		return
	fi
	wait "$pid"
	rc=$?
	pid=
	exec 3>&-
	if [ $rc -ne "$3" ]; then
		echo "not ok $1: $(expected "exit status $3" "status $rc")"
	elif [ -s "$tmp/err" ]; then
		echo "not ok $1: $(expected "nothing on stderr" "$(head -n 1 "$tmp/err")")"
	elif [ "$2" = INT ] &&
	    [ "$(tail -c 7 "$tmp/out" | od -An -c | tr -d ' \n')" != 'SEX?\n' ]; then
		echo "not ok $1: $(expected "the prompt's line closed, SEX?\\n" "$(tail -c 10 "$tmp/out" | od -An -c | tr -s ' \n' ' ')")"
	else
		echo "ok $1"
	fi
}

if env --default-signal=INT true 2>/dev/null; then
	reset="env --default-signal=INT"
	signalled signals-int INT 130
else
	reset=
	echo "not ok signals-int: $(expected "env --default-signal, to undo the SIGINT ignored in background (GNU coreutils 8.31 or later)" "an env without it")"
fi
signalled signals-hup HUP 129
signalled signals-term TERM 143

# sigpipe NAME IGNORE ENDLESS INPUT: INPUT | wizcastle | head -c 100, SIGPIPE
# ignored if IGNORE is 1; with ENDLESS 0 the game may end before head does
sigpipe() {
	want "$1" || return 0
	rm -f "$tmp/rc" "$tmp/err"
	(
		[ "$2" = 1 ] && trap '' PIPE
		$4 2>/dev/null | {
			timeout 10 "$W" -s 1 2>"$tmp/err"
			echo $? >"$tmp/rc"
		} | head -c 100 >/dev/null
	)
	rc=$(cat "$tmp/rc" 2>/dev/null)
	lines=$(wc -l <"$tmp/err")
	if [ -z "$rc" ]; then
		echo "not ok $1: $(expected "an exit status" "none")"
	elif [ "$rc" -eq 124 ]; then
		echo "not ok $1: $(expected "the end within 10 s of its output closed" "status 124, still running")"
	elif [ "$rc" -ge 128 ] && { [ "$2" = 1 ] || [ "$rc" -ne 141 ]; }; then
		echo "not ok $1: $(expected "SIGPIPE's end or an exit" "killed by signal $((rc - 128))")"
	elif [ "$rc" -eq 0 ] && [ "$3" = 1 ]; then
		echo "not ok $1: $(expected "a status not 0, its output closed" "status 0")"
	elif [ "$lines" -gt 1 ]; then
		echo "not ok $1: $(expected "a line on stderr at most" "$lines lines: $(head -n 1 "$tmp/err")")"
	else
		echo "ok $1"
	fi
}

# endless input: "Y" is no race, so the race is asked for ever
sigpipe signals-pipe 0 1 yes
sigpipe signals-pipe-ignored 1 1 yes
sigpipe signals-pipe-v01 0 0 "cat golden/gwbasic/v01.in"
sigpipe signals-pipe-v01-ignored 1 0 "cat golden/gwbasic/v01.in"

# at a terminal
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
for how in TERM HUP quit int takeover; do
	name=signals-tty-$(echo $how | tr A-Z a-z)
	want $name || continue
	if ! command -v "$PYTHON3" >/dev/null 2>&1; then
		echo "not ok $name: $(expected "python3 (Debian: python3)" "none")"
		continue
	fi
	rm -rf "$tmp/state"
	mkdir -p "$tmp/state"
	case $how in
	takeover) set -- -u tina ;;
	*) set -- -s 121 ;;
	esac
	"$PYTHON3" "$(dirname "$0")/lib/signal_pty.py" $name $how "$tmp/state" \
	    -- "$W" "$@" || echo "not ok $name: $(expected "signal_pty.py to run" "it failed")"
done
exit 0
