#!/bin/sh
# t_log.sh: what the operator must know, in the program's log (host/
# log.c: syslog(3), ident wizcastle, each line the player's name first,
# then the account in brackets, "dave (castle): "),
# here the file WIZCASTLE_LOG names (wizcastle-host(7)), in the test's
# own folder: the lines as syslog(3) would send them, read there.  The
# system's log never sees them.  The games are played in pipes (no
# terminal), golden/sorcerer/j002's answers.
#
#   log-name      -u of a name refused: "-: name refused: NAME"
#   log-unkept    a state folder others can write (mode 0775): dave's
#                 game not kept, "dave: state folder refused: PATH:
#                 others can write the state folder; game not kept", the
#                 path whole, with no "cannot make" (it is there)
#   log-ceiling   -l 1: "cid: journal limit (-l 1 bytes) reached"
#   log-takeover  tom's game at a second login: "tom: takeover"
#   log-idle      -i 1 and no answer: "ida: no key for 1 seconds; the
#                 game is kept"
#   log-ended     wizcastle -k ken: what ken was told, "ken: the host
#                 ended your game", and "ken: game ended by the host
#                 (-k)", both logged by -k (the game's handler logs
#                 nothing)
#   log-xlog      an xlogfile that is a folder: xena's game's end,
#                 "xena: xlogfile line not recorded: PATH: Is a
#                 directory", its path whole (past 40 columns)
#   log-full      fay's game on a tmpfs filled, then emptied: "fay: disk
#                 full; ..." then "fay: the game is kept again"; as root,
#                 in a mount namespace of its own (unshare -m), else
#                 skipped, saying why
#   log-key       players/.key cut to 15 bytes, then whole but mode 0644:
#                 each game of -u says once on standard error that it is
#                 refused, and the log has "kim: PATH refused: no key",
#                 the path whole
#   log-pid       every line "wizcastle[PID]: NAME (ACCOUNT): " at
#                 LOG_USER (<12> or <13>: warning or notice), the account
#                 the user running the test
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
if [ -z "$T_LOG_NS" ]; then
	echo 1..10
	# a tmpfs of the test's own for log-full, which the system's mounts
	# never see
	if [ "$(id -u)" -eq 0 ] && unshare -m true 2>/dev/null; then
		T_LOG_NS=1 exec unshare -m --propagation private sh "$0"
	fi
	T_LOG_NS=no
fi
tmp=$(mktemp -d) || exit 1
pids=
trap 'quiet_kill $pids; umount "$tmp/full" 2>/dev/null; clean "$tmp"' EXIT
trap 'exit 2' INT TERM HUP PIPE
TERM=dumb WIZCASTLE_LOG=$tmp/log
export TERM WIZCASTLE_LOG
unset SSH_ORIGINAL_COMMAND
case=golden/sorcerer/j002
opts="-m sorcerer -s $(cat $case.seed)"
head -n 3 $case.in >"$tmp/first"
: >"$tmp/log"

# logged PATTERN: a line of the log matches PATTERN (grep -E), within 5
# s, the account in brackets after the player's name, PATTERN's first
# word
account=$(id -un)
logged() {
	i=0
	lp="${1%%: *} \\($account\\): ${1#*: }"
	while [ $i -lt 50 ]; do
		grep -Eq "wizcastle\[[0-9]+\]: $lp" "$tmp/log" 2>/dev/null &&
		    return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# log_check NAME PATTERN: ok NAME if the log holds PATTERN
log_check() {
	if logged "$2"; then
		echo "ok $1"
	else
		echo "not ok $1: $(expected "a line of the log: $2" "$(tr '\n' '|' <"$tmp/log")")"
	fi
}

# state NAME: a state folder of its own, XDG_STATE_HOME
state() {
	XDG_STATE_HOME=$tmp/$1
	export XDG_STATE_HOME
}

# feed NAME ARGS...: the game of ARGS reading the FIFO $tmp/NAME.fifo,
# which fd 7 holds open for the test to type to; its pid in $gp
feed() {
	n=$1
	shift
	mkfifo "$tmp/$n.fifo"
	"$W" "$@" <"$tmp/$n.fifo" >/dev/null 2>&1 &
	gp=$!
	pids="$pids $gp"
	exec 7>"$tmp/$n.fifo"
}

# fed: fd 7 closed, and the game gone within 10 s (else killed)
fed() {
	exec 7>&-
	i=0
	while kill -0 "$gp" 2>/dev/null && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	quiet_kill "$gp"
}

if want log-name; then
	state s1
	"$W" -u 'no/name' </dev/null >/dev/null 2>&1
	log_check log-name '-: name refused: no/name$'
fi

if want log-unkept; then
	state s2
	mkdir -p "$tmp/s2/wizcastle" && chmod 775 "$tmp/s2/wizcastle"
	"$W" -u dave $opts <"$tmp/first" >/dev/null 2>&1
	log_check log-unkept "dave: state folder refused: $tmp/s2/wizcastle: others can write the state folder; game not kept\$"
fi

if want log-ceiling; then
	state s3
	head -n 20 $case.in | "$W" -u cid -l 1 $opts >/dev/null 2>&1
	log_check log-ceiling 'cid: journal limit \(-l 1 bytes\) reached'
fi

if want log-takeover; then
	state s4
	feed tom -u tom $opts
	cat "$tmp/first" >&7
	poll 100 answered "$tmp/s4/wizcastle/players/tom" 3
	"$W" -u tom </dev/null >/dev/null 2>&1
	log_check log-takeover 'tom: takeover'
	fed
fi

if want log-idle; then
	state s5
	feed ida -u ida -i 1 $opts
	cat "$tmp/first" >&7
	log_check log-idle 'ida: no key for 1 seconds; the game is kept$'
	fed
fi

if want log-ended; then
	state s6
	feed ken -u ken $opts
	cat "$tmp/first" >&7
	poll 100 answered "$tmp/s6/wizcastle/players/ken" 3
	"$W" -k ken >/dev/null 2>&1
	if ! logged 'ken: the host ended your game$'; then
		echo "not ok log-ended: $(expected "the player's line: ken: the host ended your game" "$(tr '\n' '|' <"$tmp/log")")"
	else
		log_check log-ended 'ken: game ended by the host \(-k\)'
	fi
	fed
fi

if want log-xlog; then
	state s7
	mkdir -p "$tmp/s7/wizcastle/xlogfile"
	"$W" -u xena $opts <$case.in >/dev/null 2>&1
	log_check log-xlog "xena: xlogfile line not recorded: $tmp/s7/wizcastle/xlogfile: Is a directory\$"
fi

if ! want log-full; then
	:
elif [ "$T_LOG_NS" = no ]; then
	echo "ok log-full # SKIP not root: no tmpfs of the test's own"
else
	state full/state
	mkdir "$tmp/full" && mount -t tmpfs -o size=64k tmpfs "$tmp/full" ||
	    echo "not ok log-full: $(expected "a tmpfs of the test's own" "none")"
	dd if=/dev/zero of="$tmp/full/fill" bs=4k 2>/dev/null
	feed fay -u fay $opts
	cat "$tmp/first" >&7
	if ! logged 'fay: disk full; '; then
		echo "not ok log-full: $(expected "fay: disk full; ..." "$(tr '\n' '|' <"$tmp/log")")"
	else
		rm -f "$tmp/full/fill"
		sed -n 4p $case.in >&7
		log_check log-full 'fay: the game is kept again'
	fi
	fed
fi

if want log-key; then
	state s8
	key=$tmp/s8/wizcastle/players/.key
	"$W" -u kim $opts <"$tmp/first" >/dev/null 2>&1
	why=
	for how in short open; do
		: >"$tmp/log.before"
		cp "$tmp/log" "$tmp/log.before"
		case $how in
		short) head -c 15 "$key" >"$key.new" && mv "$key.new" "$key" && chmod 600 "$key" ;;
		open) head -c 16 /dev/urandom >"$key" && chmod 644 "$key" ;;
		esac
		"$W" -u kim -n $opts <"$tmp/first" >/dev/null 2>"$tmp/err"
		[ "$(grep -c '\.key refused' "$tmp/err")" -eq 1 ] ||
		    why="$why [$how: $(expected "one line on standard error" "$(tr '\n' '|' <"$tmp/err")")]"
		logged "kim: $key refused: no key" &&
		    [ "$(grep -c 'key refused' "$tmp/log")" -eq $(($(grep -c 'key refused' "$tmp/log.before") + 1)) ] ||
		    why="$why [$how: $(expected "one line of the log: kim: $key refused: no key" "$(tr '\n' '|' <"$tmp/log")")]"
	done
	[ -z "$why" ] && echo "ok log-key" || echo "not ok log-key:$why"
fi

if want log-pid; then
	# alone, no test before it logged: a name refused logs a line
	[ -s "$tmp/log" ] || "$W" -u ../x </dev/null >/dev/null 2>&1
	if [ -s "$tmp/log" ] &&
	    ! grep -Ev "^<1[23]>.* wizcastle\\[[0-9]+\\]: [^:]+ \\($account\\): " "$tmp/log" | grep -q .; then
		echo "ok log-pid"
	else
		echo "not ok log-pid: $(expected "each line <12> or <13>, wizcastle[PID]: NAME ($account): " "$(tr '\n' '|' <"$tmp/log")")"
	fi
fi
