# tap.sh: sourced by every test/t_*.sh before it prints anything: one
# test of the script alone, the words of a failure, and the helpers that
# several scripts need (each once here: one meaning a name).
#
#   sh test/t_x.sh          every test of the script; its status is 0
#                           only when it said its plan first ("1..N"),
#                           then N tests, each "ok": it runs again under
#                           a filter that counts its lines; a status of
#                           its own that is not 0 is the script's status
#   sh test/t_x.sh NAME     only the test NAME (or ONLY=NAME sh test/t_x.sh):
#                           the plan 1..1 and NAME's line alone; the
#                           filter leaves out the other tests' lines, and
#                           the script skips those tests that want says
#                           are not needed.  A NAME the script does not
#                           report is "not ok NAME", and the status 1
#
#   want NAME...            status 0: one of the tests NAME is to run
#                           (no ONLY, or ONLY is one of them)
#   expected WANT GOT       prints "expected WANT, got GOT", "nothing" for
#                           an empty one: the why of a "not ok"
#   quiet_kill PID...       kill -9, nothing said of a process already gone
#   fail TEST WHY           "not ok TEST: WHY", and the (sub)shell ends,
#                           status 0: a test run in a subshell ends alone
#   lines FILE              FILE's lines joined by |, in a failure's words
#   answers FILE            a journal's answers, one a line (the lines
#                           after its head of three)
#   journal_line FILE       a journal's answers, each followed by |
#   answered FOLDER N       the journal in FOLDER holds N answers
#   gone PID                status 0: no process PID
#   now                     the time in milliseconds (since the boot, to
#                           the hundredth of a second: /proc/uptime, read
#                           by the shell, no process), or 0 where there
#                           is none: a difference of two is a wait
#   since T0                the milliseconds since T0, a time of now
#   prompted FILE           FILE ends at the question SEX ?
#   poll TENTHS COMMAND...  COMMAND every tenth of a second until it
#                           succeeds (status 0), or TENTHS times in vain
#                           (status 1): every wait is bounded
#   clean DIR...            rm -rf DIR, silent while a process that was
#                           stopped lets go of it (5 s at most); what
#                           rm says then, on stderr
#   $WIZCASTLE_LOG          the program's log (wizcastle-host(7)), never
#                           the system's: test/run names a file of its
#                           own for each script; a script run alone has
#                           a file in the temporary folder of its
#                           filter, removed when it ends.  A test of
#                           the log's lines reads them there
#   $PYTHON3                the python3 the tests run: Debian's own,
#                           /usr/bin/python3 (TESTDEPS), where it is, not
#                           the first on PATH, which may be a shim (pyenv's
#                           is a bash script: some 0.6 s of CPU a start,
#                           against 0.04); PYTHON3=path chooses another
#
# No test waits on a wait of the program that it is not about: the lines
# a clear would wipe stand 0 ms (WIZCASTLE_CLEAR_MS, wizcastle(6)), not
# the second or two a player has; a test of that wait unsets it.
WIZCASTLE_CLEAR_MS=${WIZCASTLE_CLEAR_MS-0}
export WIZCASTLE_CLEAR_MS
if [ -z "$PYTHON3" ]; then
	PYTHON3=python3
	[ -x /usr/bin/python3 ] && PYTHON3=/usr/bin/python3
fi

# The script runs again, its lines through a filter that notes what
# they say: in a process of its own, so that its traps, its exit and its
# EXIT trap are its own; this one waits for it and for the filter, and
# passes it a signal that would stop it (test/run stops a script so).
# The log is a file in the filter's temporary folder where no
# WIZCASTLE_LOG was given.
if [ -z "$TAP_INNER" ]; then
	ONLY=${1:-$ONLY}
	tap_dir=$(mktemp -d) && mkfifo "$tap_dir/lines" || exit 2
	awk -v only="$ONLY" -v script="${0##*/}" '
	BEGIN {
		plan = -1
		if (only != "") {
			print "1..1"
			fflush()
		}
	}
	/^1\.\.[0-9]+$/ {
		if (plan < 0 && n == 0)
			plan = substr($0, 4) + 0
		if (only != "")
			next
	}
	/^(not )?ok / {
		line = $0
		sub(/^(not )?ok /, "", line)
		if (only != "" && line != only && index(line, only ": ") != 1 &&
		    index(line, only " # ") != 1)
			next
		n++
		if ($0 ~ /^not /)
			failed++
	}
	{ print; fflush() }
	END {
		if (only != "") {
			if (n == 0)
				print "not ok " only ": expected a test of that name in " script ", got none"
			exit n == 0 || failed > 0
		}
		exit plan < 0 || n != plan || failed > 0
	}' <"$tap_dir/lines" &
	tap_filter=$!
	TAP_INNER=yes ONLY=$ONLY WIZCASTLE_LOG=${WIZCASTLE_LOG:-$tap_dir/log} \
	    sh "$0" >"$tap_dir/lines" &
	tap_child=$!
	trap 'kill $tap_child 2>/dev/null' INT TERM HUP
	wait $tap_child
	tap_rc=$?
	while kill -0 $tap_child 2>/dev/null; do	# a signal ended the wait
		wait $tap_child
		tap_rc=$?
	done
	wait $tap_filter || [ "$tap_rc" -ne 0 ] || tap_rc=1
	rm -rf "$tap_dir"
	exit "$tap_rc"
fi
export WIZCASTLE_LOG

want() {
	[ -z "$ONLY" ] && return 0
	for tap_name; do
		[ "$tap_name" = "$ONLY" ] && return 0
	done
	return 1
}

expected() {
	printf 'expected %s, got %s\n' "${1:-nothing}" "${2:-nothing}"
}

quiet_kill() {
	for tap_pid; do
		[ -n "$tap_pid" ] && kill -9 "$tap_pid" 2>/dev/null
	done
	return 0
}

clean() {
	tap_i=0
	while ! rm -rf "$@" 2>/dev/null; do
		tap_i=$((tap_i + 1))
		if [ $tap_i -ge 50 ]; then
			rm -rf "$@"
			return
		fi
		sleep 0.1
	done
}

fail() {
	echo "not ok $1: $2"
	exit 0
}

lines() {
	tr '\n' '|' <"$1" 2>/dev/null
}

answers() {
	tail -n +4 "$1"
}

journal_line() {
	tail -n +4 "$1" | tr '\n' '|'
}

answered() {
	[ "$(cat "$1"/*.journal 2>/dev/null | wc -l)" -eq $(($2 + 3)) ]
}

gone() {
	! kill -0 "$1" 2>/dev/null
}

now() {
	tap_up=
	read -r tap_up tap_idle 2>/dev/null </proc/uptime
	case $tap_up in
	*[!0-9.]* | "" | *.*.* | .* | *.) echo 0 ;;
	*.*) echo $((${tap_up%.*} * 1000 + 1${tap_up#*.}0 % 1000)) ;;
	*) echo $((tap_up * 1000)) ;;
	esac
}

since() {
	echo $(($(now) - $1))
}

prompted() {
	grep -q 'SEX ? $' "$1" 2>/dev/null
}

poll() {
	tap_n=$1
	shift
	tap_i=0
	while [ $tap_i -lt "$tap_n" ]; do
		"$@" && return 0
		sleep 0.1
		tap_i=$((tap_i + 1))
	done
	return 1
}
