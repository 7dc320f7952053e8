#!/bin/sh
# t_operator.sh: the host's tools for its operator, at terminals of the
# test's own (test/lib/pty_run.py): the idle limit (-i).  (The record of
# games, the xlogfile, is t_xlog.sh's.)
#
#   idle-kept      -u ivy -i 3, a few answers typed, then no key: the
#                  game ends by itself, status 0, its last line on the
#                  screen within 64 columns saying it is kept; ivy's
#                  journal holds every answer typed
#   idle-resumed   ivy's next login (-u ivy, no -i) resumes that game and
#                  plays it to the end, as the golden case has it
#   idle-none      without -i the same game still waits for its answer
#                  after 8 seconds
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
echo 1..3	# its tests (test/run counts those not run as failed)
TERM=dumb XDG_STATE_HOME=$tmp/state
export TERM XDG_STATE_HOME
# python3 itself, not a wrapper that finds it each time (test/lib/tap.sh)
py=$PYTHON3
run="$py test/lib/pty_run.py"
case=golden/sorcerer/j002
opts="-m sorcerer -s $(cat $case.seed)"

idle() {
	head -n 5 $case.in >"$tmp/in1"
	tail -n +6 $case.in >"$tmp/in2"
	$run --timeout 60 --in "$tmp/in1" --out "$tmp/out1" -- \
	    "$W" -u ivy -i 3 $opts
	rc=$?
	last=$(tr -d '\r' <"$tmp/out1" | tail -n 1)
	j=$(ls "$tmp/state/wizcastle/players/ivy/"*.journal 2>/dev/null)
	if [ $rc -ne 0 ]; then
		echo "not ok idle-kept: $(expected "exit status 0" "$rc")"
	elif ! echo "$last" | grep -q 'kept' || [ ${#last} -gt 64 ]; then
		echo "not ok idle-kept: $(expected "a last line of 64 columns at most saying it is kept" "$last")"
	elif [ "$(tail -n +4 "$j" 2>/dev/null)" != "$(cat "$tmp/in1")" ]; then
		echo "not ok idle-kept: $(expected "the journal to hold every answer" "$(tail -n +4 "$j" 2>&1 | tr '\n' '|')")"
	else
		echo "ok idle-kept"
	fi
	$run --timeout 60 --in "$tmp/in2" --out "$tmp/out2" -- "$W" -u ivy
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "not ok idle-resumed: $(expected "exit status 0" "$rc")"
	elif ! grep -q 'goes on' "$tmp/out2" ||
	    [ "$(grep -c 'PLAY AGAIN ? N' "$tmp/out2")" != 1 ] ||
	    [ "$(grep -c 'TOOK YOU' "$tmp/out2")" != "$(grep -c 'TOOK YOU' $case.out)" ]; then
		echo "not ok idle-resumed: $(expected "the game resumed, and played to its end" "$(tr -d '\r' <"$tmp/out2" | tail -n 3 | tr '\n' '|')")"
	else
		echo "ok idle-resumed"
	fi
	$run --timeout 8 --in "$tmp/in1" --out "$tmp/out3" -- \
	    "$W" -u ivan $opts
	rc=$?
	if [ $rc -ne 124 ]; then
		echo "not ok idle-none: $(expected "no end without -i (status 124 of timeout)" "status $rc: $(tr -d '\r' <"$tmp/out3" | tail -n 1)")"
	else
		echo "ok idle-none"
	fi
}

idle
