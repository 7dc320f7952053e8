# tap.sh: sourced by every test/t_*.sh before it prints anything: one
# test of the script alone, and the words of a failure.
#
#   sh test/t_x.sh NAME     only the test NAME (or ONLY=NAME sh test/t_x.sh):
#                           the plan 1..1 and NAME's line alone; the
#                           script runs again under a filter that leaves
#                           out the other tests' lines, and skips those
#                           tests that want says are not needed.  A NAME
#                           the script does not report is "not ok NAME"
#
#   want NAME...            status 0: one of the tests NAME is to run
#                           (no ONLY, or ONLY is one of them)
#   expected WANT GOT       prints "expected WANT, got GOT", "nothing" for
#                           an empty one: the why of a "not ok"
#   quiet_kill PID...       kill -9, nothing said of a process already gone
#   clean DIR...            rm -rf DIR, silent while a process that was
#                           stopped lets go of it (5 s at most); what
#                           rm says then, on stderr
#   $WIZCASTLE_LOG          the program's log (wizcastle-host(7)), never
#                           the system's: test/run names a file of its
#                           own for each script; a script run alone runs
#                           again here with a file in a temporary folder
#                           of its own, removed when it ends.  A test of
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

if [ -z "$WIZCASTLE_LOG" ]; then
	tap_log=$(mktemp -d) || exit 1
	trap 'rm -rf "$tap_log"' EXIT
	trap 'exit 2' INT TERM HUP
	WIZCASTLE_LOG=$tap_log/log sh "$0" "$@"
	exit
fi
export WIZCASTLE_LOG

if [ -n "${1:-$ONLY}" ] && [ -z "$TAP_ONLY" ]; then
	ONLY=${1:-$ONLY}
	exec 4>&1
	tap_rc=$( { {
		TAP_ONLY=yes ONLY=$ONLY sh "$0" 3>&- 4>&-
		echo $? >&3
	} | awk -v only="$ONLY" -v script="${0##*/}" '
	BEGIN { print "1..1"; fflush() }
	/^1\.\.[0-9]+$/ { next }
	/^(not )?ok / {
		line = $0
		sub(/^(not )?ok /, "", line)
		if (line != only && index(line, only ": ") != 1 &&
		    index(line, only " # ") != 1)
			next
		seen = 1
	}
	{ print; fflush() }
	END {
		if (!seen)
			print "not ok " only ": expected a test of that name in " script ", got none"
	}' >&4; } 3>&1)
	exit "${tap_rc:-1}"
fi

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
