#!/bin/sh
# t_handlers.sh: the game's signal handlers only write, send and _exit
# (io/tty/signal.c), and the program's log is never the machine's when
# WIZCASTLE_LOG names a file (host/log.c).  A library of the test's own,
# test/lib/handlers.c, built here and preloaded, calls every handler the
# game sets through a trampoline, and notes any call of syslog, openlog,
# vsnprintf, snprintf, malloc (and its kin) or stdio made while one
# runs, and any call of syslog or openlog at all (which it drops).  The
# games are golden/sorcerer/j002's, their log in the test's folder.
#
#   handlers-idle         -i 1, input a pipe, no answer: the alarm's
#                         handler ran and called none of them; status 0,
#                         the idle line on standard error, and in the log
#                         "ida: no key for 1 seconds; the game is kept"
#   handlers-idle-tty     the same at a terminal (libedit), three answers
#                         typed first
#   handlers-idle-stopped the same at a terminal whose output is stopped
#                         (as ^S stops it): the line logged all the same
#   handlers-idle-late    the same at a terminal, the alarm's first ring
#                         hidden from the game (the library makes again
#                         the wait it cut short, HANDLERS_RETRY, as if
#                         it had come just before the wait): the second,
#                         two seconds later, cuts the wait short, and the
#                         line is logged all the same
#   handlers-ended        -k of a game in a pipe: SIGUSR1's handler ran
#                         and called none of them; status 0, the game's
#                         line on standard error; in the log, from -k,
#                         "ken: the host ended your game" and "ken: game
#                         ended by the host (-k), ..."
#   handlers-ended-tty    the same at a terminal
#   handlers-syslog       with WIZCASTLE_LOG set, neither syslog(3) nor
#                         openlog(3) called by the games above, nor by a
#                         name refused, a state folder refused or an
#                         xlogfile line not recorded, whose lines are in
#                         the file; without it, a name refused calls both
#                         (the library sees them, and drops them: nothing
#                         reaches the machine's log)
#   handlers-writev       writev(2) that takes nothing (the library's,
#                         HANDLERS_WRITEV0): the journal's write ends
#                         (EPIPE, io/atomicio.c), "game not kept" logged,
#                         and the game plays to its end, within 10 s
#
# Each needs a C compiler and glibc, and the build's binary: the
# sanitizers' and valgrind's have their own malloc, which the library's
# would stand in front of; there, each is skipped, saying why.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
names="handlers-idle handlers-idle-tty handlers-idle-stopped
    handlers-idle-late handlers-ended handlers-ended-tty handlers-syslog
    handlers-writev"
echo 1..8	# its tests (test/run counts those not run as failed)
tmp=$(mktemp -d) || exit 1
pids=
trap 'quiet_kill $pids; clean "$tmp"' EXIT
trap 'exit 2' INT TERM HUP PIPE
TERM=dumb XDG_STATE_HOME=$tmp/state WIZCASTLE_LOG=$tmp/log
export TERM XDG_STATE_HOME WIZCASTLE_LOG
unset SSH_ORIGINAL_COMMAND
py=$PYTHON3
case=golden/sorcerer/j002
opts="-m sorcerer -s $(cat $case.seed)"
head -n 3 $case.in >"$tmp/first"
: >"$tmp/log"

why=
if [ "$(head -c 4 "$W" | od -An -c | tr -d ' ')" != '177ELF' ]; then
	why="$W is not a binary (valgrind's script?)"
elif ldd "$W" 2>/dev/null | grep -q -e libasan -e libtsan -e libubsan; then
	why="$W has a sanitizer's malloc"
elif ! ${CC:-cc} -shared -fPIC -o "$tmp/handlers.so" test/lib/handlers.c \
    -ldl 2>"$tmp/cc.err"; then
	why="no preloaded library built (Debian: gcc): $(head -n 1 "$tmp/cc.err")"
fi
if [ -n "$why" ]; then
	for n in $names; do
		want $n && echo "ok $n # SKIP $why"
	done
	exit 0
fi
pre="env LD_PRELOAD=$tmp/handlers.so"

# handlers_notes NAME: what the library noted of test NAME's games
# while a handler ran ("FUNCTION in SIGN"), one a line; none: nothing
handlers_notes() {
	grep ' in SIG' "$tmp/notes.$1" 2>/dev/null
}

# handlers_entered NAME SIG: the library called a handler of SIG (a
# number) in test NAME's games
handlers_entered() {
	grep -qx "entered SIG$2" "$tmp/notes.$1" 2>/dev/null
}

# handlers_logged PATTERN: a line of the log matches PATTERN (grep -E),
# the account in brackets after its first word, the player's name;
# within 5 s
account=$(id -un)
handlers_logged() {
	i=0
	lp="${1%%: *} \\($account\\): ${1#*: }"
	while [ $i -lt 50 ]; do
		grep -Eq "wizcastle\[[0-9]+\]: $lp" "$tmp/log" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# handlers_fifo NAME ARGS...: the game of ARGS, preloaded, its notes in
# $tmp/notes.NAME, reading the FIFO $tmp/NAME.fifo, which fd 7 holds
# open for the test to type to; its standard error in $tmp/NAME.err,
# its status in $tmp/NAME.rc when it ends, its pid in $gp
handlers_fifo() {
	n=$1
	shift
	mkfifo "$tmp/$n.fifo"
	(
		HANDLERS_NOTE=$tmp/notes.$n $pre "$W" "$@" <"$tmp/$n.fifo" \
		    >/dev/null 2>"$tmp/$n.err"
		echo $? >"$tmp/$n.rc"
	) &
	gp=$!
	pids="$pids $gp"
	exec 7>"$tmp/$n.fifo"
}

# handlers_ended NAME: fd 7 closed; the game's status, within 10 s (else
# killed, 124)
handlers_ended() {
	exec 7>&-
	i=0
	while [ ! -s "$tmp/$1.rc" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	[ -s "$tmp/$1.rc" ] && cat "$tmp/$1.rc" || { quiet_kill "$gp"; echo 124; }
}

# handlers_journal FOLDER N: the journal in FOLDER holds N answers,
# within 10 s
handlers_journal() {
	i=0
	while [ $i -lt 100 ]; do
		[ "$(cat "$1"/*.journal 2>/dev/null | wc -l)" -eq $(($2 + 3)) ] &&
		    return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# handlers_verdict NAME SIG RC ERR LOG...: ok NAME if the handler of SIG
# ran, noted nothing, the game's status RC was 0, its standard error
# (joined) matched ERR (if not empty), and the log each LOG
handlers_verdict() {
	v_name=$1 v_sig=$2 v_rc=$3 v_err=$4
	shift 4
	if ! handlers_entered "$v_name" "$v_sig"; then
		echo "not ok $v_name: $(expected "the handler of signal $v_sig called (the library's trampoline)" "$(tr '\n' '|' <"$tmp/notes.$v_name" 2>/dev/null)")"
		return
	fi
	if handlers_notes "$v_name" >/dev/null; then
		echo "not ok $v_name: $(expected "no call of syslog, openlog, vsnprintf, snprintf, malloc or stdio in a handler" "$(handlers_notes "$v_name" | sort | uniq -c | tr -s ' \n' ' ')")"
		return
	fi
	if [ "$v_rc" != 0 ]; then
		echo "not ok $v_name: $(expected "status 0" "$v_rc")"
		return
	fi
	if [ -n "$v_err" ] &&
	    ! tr -d '\r' <"$tmp/$v_name.err" | tr '\n' ' ' | grep -Eq "$v_err"; then
		echo "not ok $v_name: $(expected "on the terminal: $v_err" "$(tr -d '\r' <"$tmp/$v_name.err" | tr '\n' '|')")"
		return
	fi
	for v_line; do
		if ! handlers_logged "$v_line"; then
			echo "not ok $v_name: $(expected "a line of the log: $v_line" "$(tr '\n' '|' <"$tmp/log")")"
			return
		fi
	done
	echo "ok $v_name"
}

idle_words='wizcastle: no key for 1 seconds; the game is kept'
ended_words='wizcastle: the host ended your game'

if want handlers-idle; then
	handlers_fifo handlers-idle -u ida -i 1 $opts
	cat "$tmp/first" >&7
	i=0	# the end, by the alarm: 1 s, 10 at most
	while [ ! -s "$tmp/handlers-idle.rc" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	rc=$(handlers_ended handlers-idle)
	handlers_verdict handlers-idle 14 "$rc" "$idle_words" \
	    'ida: no key for 1 seconds; the game is kept$'
fi

# handlers_tty NAME ARGS...: the game of ARGS, preloaded, at a terminal
# of its own (test/lib/pty_player.py), typed to through the FIFO
# $tmp/NAME.fifo (fd 7) as handlers_fifo; the screen's bytes in
# $tmp/NAME.err, its status in $tmp/NAME.rc, its pid in $tmp/NAME.pid
handlers_tty() {
	n=$1
	shift
	mkfifo "$tmp/$n.fifo"
	(
		HANDLERS_NOTE=$tmp/notes.$n $py test/lib/pty_player.py \
		    --timeout 30 --out "$tmp/$n.err" --pid "$tmp/$n.pid" -- \
		    $pre "$W" "$@" <"$tmp/$n.fifo"
		echo $? >"$tmp/$n.rc"
	) &
	gp=$!
	pids="$pids $gp"
	exec 7>"$tmp/$n.fifo"
}

if want handlers-idle-tty; then
	handlers_tty handlers-idle-tty -u ivy -i 1 $opts
	cat "$tmp/first" >&7
	i=0
	while [ ! -s "$tmp/handlers-idle-tty.rc" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	rc=$(handlers_ended handlers-idle-tty)
	handlers_verdict handlers-idle-tty 14 "$rc" "$idle_words" \
	    'ivy: no key for 1 seconds; the game is kept$'
fi

if want handlers-idle-stopped; then
	n=handlers-idle-stopped
	HANDLERS_NOTE=$tmp/notes.$n $py test/lib/bounds.py --timeout 20 \
	    --stopped mark=start end -- $pre "$W" -u ira -i 1 -s 1 \
	    >"$tmp/$n.out" 2>&1
	sed -n 's/^end .*status=\([0-9]*\)$/\1/p' "$tmp/$n.out" >"$tmp/$n.rc"
	: >"$tmp/$n.err"	# the output stopped: nothing seen
	handlers_verdict $n 14 "$(cat "$tmp/$n.rc")" '' \
	    'ira: no key for 1 seconds; the game '
fi

if want handlers-idle-late; then
	HANDLERS_RETRY=1
	export HANDLERS_RETRY
	handlers_tty handlers-idle-late -u ian -i 1 $opts
	unset HANDLERS_RETRY
	cat "$tmp/first" >&7
	i=0
	while [ ! -s "$tmp/handlers-idle-late.rc" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	rc=$(handlers_ended handlers-idle-late)
	if ! grep -q '^hidden EINTR' "$tmp/notes.handlers-idle-late"; then
		echo "not ok handlers-idle-late: $(expected "the first ring's EINTR hidden by the library" "$(tr '\n' '|' <"$tmp/notes.handlers-idle-late")")"
	else
		handlers_verdict handlers-idle-late 14 "$rc" "$idle_words" \
		    'ian: no key for 1 seconds; the game is kept$'
	fi
fi

if want handlers-ended; then
	handlers_fifo handlers-ended -u ken $opts
	cat "$tmp/first" >&7
	handlers_journal "$tmp/state/wizcastle/players/ken" 3
	"$W" -k ken >/dev/null 2>&1
	rc=$(handlers_ended handlers-ended)
	handlers_verdict handlers-ended 10 "$rc" "$ended_words" \
	    'ken: the host ended your game$' \
	    'ken: game ended by the host \(-k\), process [0-9]+; it is kept$'
fi

if want handlers-ended-tty; then
	handlers_tty handlers-ended-tty -u kim $opts
	cat "$tmp/first" >&7
	handlers_journal "$tmp/state/wizcastle/players/kim" 3
	"$W" -k kim >/dev/null 2>&1
	rc=$(handlers_ended handlers-ended-tty)
	handlers_verdict handlers-ended-tty 10 "$rc" "$ended_words" \
	    'kim: the host ended your game$' \
	    'kim: game ended by the host \(-k\), process [0-9]+; it is kept$'
fi

if want handlers-syslog; then
	n=handlers-syslog
	HANDLERS_NOTE=$tmp/notes.$n $pre "$W" -u 'no/name' </dev/null \
	    >/dev/null 2>&1
	mkdir -p "$tmp/s2/wizcastle" && chmod 775 "$tmp/s2/wizcastle"
	HANDLERS_NOTE=$tmp/notes.$n XDG_STATE_HOME=$tmp/s2 $pre "$W" -u dave \
	    $opts <"$tmp/first" >/dev/null 2>&1
	mkdir -p "$tmp/s3/wizcastle/xlogfile"
	HANDLERS_NOTE=$tmp/notes.$n XDG_STATE_HOME=$tmp/s3 $pre "$W" -u xena \
	    $opts <$case.in >/dev/null 2>&1
	HANDLERS_NOTE=$tmp/notes.$n.unset env -u WIZCASTLE_LOG \
	    LD_PRELOAD="$tmp/handlers.so" "$W" -u 'no/name' </dev/null \
	    >/dev/null 2>&1
	calls=$(cat "$tmp"/notes.* 2>/dev/null | grep -c -e '^syslog called$' \
	    -e '^openlog called$')
	if [ "$calls" -ne 2 ] ||
	    [ "$(sort "$tmp/notes.$n.unset" | tr '\n' ' ')" != 'openlog called syslog called ' ]; then
		echo "not ok $n: $(expected "openlog and syslog called once each, without WIZCASTLE_LOG alone" "$(grep -H called "$tmp"/notes.* | tr '\n' '|')")"
	elif ! handlers_logged '-: name refused: no/name$' ||
	    ! handlers_logged 'dave: state folder refused: ' ||
	    ! handlers_logged 'xena: xlogfile line not recorded: '; then
		echo "not ok $n: $(expected "their lines in the log" "$(tr '\n' '|' <"$tmp/log")")"
	else
		echo "ok $n"
	fi
fi

if want handlers-writev; then
	n=handlers-writev
	# SIGKILL: the loop that never ends has SIGTERM blocked
	HANDLERS_WRITEV0=1 timeout -s KILL 10 $pre "$W" -u wes $opts <$case.in \
	    >"$tmp/$n.out" 2>"$tmp/$n.err"
	rc=$?
	if [ $rc -ne 0 ] || ! cmp -s "$tmp/$n.out" $case.out; then
		echo "not ok $n: $(expected "the game played to its end, status 0, within 10 s" "status $rc, $(tail -n 2 "$tmp/$n.out" | tr '\n' '|')")"
	elif ! handlers_logged 'wes: game not kept: .*: Broken pipe$'; then
		echo "not ok $n: $(expected "a line of the log: wes: game not kept: ...: Broken pipe" "$(tr '\n' '|' <"$tmp/log")")"
	else
		echo "ok $n"
	fi
fi
exit 0
