#!/bin/sh
# t_bounds.sh: what a player can make one game cost at a terminal with
# keys and a window alone, at a terminal of the test's own (test/lib/
# bounds.py, TERM=dumb, the first castle of -s 1):
#
#   window-start   the game begun in a window of 65535 by 65535 (any ssh
#                  client may report it): its first question and the
#                  answer to it come as soon as at 80 by 24 (within a
#                  second and a half more), in under 64 MiB resident
#   window-resize  the window made 65535 by 65535 at the first question,
#                  then the answer: as soon, in under 64 MiB
#   window-storm   at the first question, 330 resizes in 2 seconds, to
#                  2000 by 2000 and back: the game spends less than a
#                  tenth of that time on them, and answers as soon
#   line-paste     10 MB pasted at the first question with no newline:
#                  all taken within 10 seconds, in under 16 MiB resident;
#                  then Return: the game answers, and its journal keeps
#                  what the line's bound keeps: 4096 bytes (TTY_LINE),
#                  and built without libedit, 4095 (the terminal's own
#                  canonical line, Linux's, holds no more)
#   line-count     ESC 1 then ESC 0 seven times (emacs's count, ten
#                  million) and a letter at the first question, then
#                  Return: the game answers, in under 16 MiB resident
#   idle-drain     -i 2, the terminal's output stopped (as ^S stops it)
#                  before the game begins: the game ends within 5 seconds,
#                  status 0, its journal kept, as at an idle end at a
#                  question
#
# With NOMEM=no (a binary that cannot live in 64 MiB: the sanitizers')
# memory is not measured; with SLOW_BINARY=yes the times are four times
# as long.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
echo 1..6	# its tests (test/run counts those not run as failed)
TERM=dumb XDG_STATE_HOME=$tmp/state
export TERM XDG_STATE_HOME
# python3 itself, not a wrapper that finds it each time (test/lib/tap.sh)
py=$PYTHON3
bounds="$py test/lib/bounds.py"
slow=1
[ "${SLOW_BINARY:-no}" = yes ] && slow=4
big=65536 small=16384
[ "${NOMEM:-yes}" = no ] && big=16777216 small=16777216

# field NAME KEY: KEY's value on the line NAME of $out
field() {
	sed -n "s/^$1 .*$2=\([0-9.]*\).*/\1/p" "$out"
}

# within A B: A is at most B (decimals)
within() {
	awk -v a="$1" -v b="$2" 'BEGIN { exit !(a != "" && a + 0 <= b + 0) }'
}

# run NAME OPTIONS... -- STEPS...: bounds.py's lines in $out, its status
# in $rc, the game -n -s 1
run() {
	out=$tmp/$1.out
	shift
	$bounds "$@" -- "$W" -n -s 1 >"$out" 2>&1
	rc=$?
}

# The answer at 80 by 24, to measure the others by
if want window-start window-resize window-storm; then
	run base --timeout $((20 * slow)) quiet mark=first type='M\r' quiet \
	    mark=answer
	base_first=$(field first secs)
	base_answer=$(field answer secs)
	[ $rc -eq 0 ] || echo "# at 80 by 24: $(tr '\n' ' ' <"$out")"
fi

# OK NAME FIRST ANSWER: the step NAME's time within the one at 80 by 24
# and a second and a half
as_soon() {
	within "$(field "$1" secs)" "$(awk -v b="$2" -v s=$slow \
	    'BEGIN { print b + 1.5 * s }')"
}

if want window-start; then
	run start --timeout $((10 * slow)) --hwm $big size=65535x65535 quiet \
	    mark=first type='M\r' quiet mark=answer
	if [ $rc -ne 0 ]; then
		echo "not ok window-start: $(expected "the game's questions in under 64 MiB and $((10 * slow)) s" "$(tr '\n' ' ' <"$out")")"
	elif ! as_soon first "$base_first" || ! as_soon answer "$base_answer"; then
		echo "not ok window-start: $(expected "as soon as at 80 by 24 ($base_first s, $base_answer s)" "$(tr '\n' ' ' <"$out")")"
	else
		echo "ok window-start # $(tr '\n' ' ' <"$out")"
	fi
fi

if want window-resize; then
	run resize --timeout $((10 * slow)) --hwm $big quiet mark=first \
	    size=65535x65535 type='M\r' quiet mark=answer
	if [ $rc -ne 0 ]; then
		echo "not ok window-resize: $(expected "the answer in under 64 MiB and $((10 * slow)) s" "$(tr '\n' ' ' <"$out")")"
	elif ! as_soon answer "$base_answer"; then
		echo "not ok window-resize: $(expected "as soon as at 80 by 24 ($base_answer s)" "$(tr '\n' ' ' <"$out")")"
	else
		echo "ok window-resize # $(tr '\n' ' ' <"$out")"
	fi
fi

if want window-storm; then
	run storm --timeout $((20 * slow)) --hwm $big quiet mark=first \
	    storm=330:2000x2000:165 mark=storm type='M\r' quiet mark=answer
	cpu=$(field storm cpu)
	if [ $rc -ne 0 ]; then
		echo "not ok window-storm: $(expected "the answer in under 64 MiB and $((20 * slow)) s" "$(tr '\n' ' ' <"$out")")"
	elif ! within "$cpu" "$(awk -v s=$slow 'BEGIN { print 0.2 * s }')"; then
		echo "not ok window-storm: $(expected "under $(awk -v s=$slow 'BEGIN { print 0.2 * s }') s of CPU for 2 s of resizes" "$cpu s")"
	elif ! as_soon answer "$base_answer"; then
		echo "not ok window-storm: $(expected "the answer as soon as at 80 by 24 ($base_answer s)" "$(tr '\n' ' ' <"$out")")"
	else
		echo "ok window-storm # $(tr '\n' ' ' <"$out")"
	fi
fi

# The journal's lines after its head (3 lines), of the player NAME
player_answers() {
	tail -n +4 "$tmp/state/wizcastle/players/$1/"*.journal 2>/dev/null
}

if want line-paste; then
	line=4095
	if command -v ldd >/dev/null 2>&1 && ldd "$W" 2>/dev/null | grep -q libedit; then
		line=4096
	fi
	out=$tmp/paste.out
	$bounds --timeout $((12 * slow)) --hwm $small quiet mark=first \
	    paste=10000000 mark=paste type='\r' quiet mark=answer \
	    -- "$W" -u pat -s 1 >"$out" 2>&1
	rc=$?
	kept=$(player_answers pat | awk '{ print length($0) }')
	if [ $rc -ne 0 ]; then
		echo "not ok line-paste: $(expected "10 MB taken, then the answer, in under 16 MiB and $((12 * slow)) s" "$(tr '\n' ' ' <"$out")")"
	elif ! within "$(field paste secs)" $((10 * slow)); then
		echo "not ok line-paste: $(expected "10 MB taken within $((10 * slow)) s" "$(tr '\n' ' ' <"$out")")"
	elif [ "$kept" != $line ] || player_answers pat | grep -q '[^Z]'; then
		echo "not ok line-paste: $(expected "a line of $line Z's kept" "$(echo $kept) bytes")"
	else
		echo "ok line-paste # $(tr '\n' ' ' <"$out")"
	fi
fi

if want line-count; then
	run count --timeout $((10 * slow)) --hwm $small quiet mark=first \
	    type='\x1b1\x1b0\x1b0\x1b0\x1b0\x1b0\x1b0\x1b0Z\r' quiet \
	    mark=answer
	if [ $rc -ne 0 ]; then
		echo "not ok line-count: $(expected "the answer in under 16 MiB and $((10 * slow)) s" "$(tr '\n' ' ' <"$out")")"
	else
		echo "ok line-count # $(tr '\n' ' ' <"$out")"
	fi
fi

if want idle-drain; then
	out=$tmp/idle.out
	$bounds --timeout $((8 * slow)) --stopped mark=start end \
	    -- "$W" -u ivy -i 2 -s 1 >"$out" 2>&1
	rc=$?
	if [ $rc -ne 0 ] || ! grep -q '^end .*status=0$' "$out"; then
		echo "not ok idle-drain: $(expected "the end by -i 2, status 0" "$(tr '\n' ' ' <"$out")")"
	elif ! within "$(field end secs)" $((5 * slow)); then
		echo "not ok idle-drain: $(expected "the end within $((5 * slow)) s" "$(tr '\n' ' ' <"$out")")"
	elif ! ls "$tmp/state/wizcastle/players/ivy/"*.journal >/dev/null 2>&1; then
		echo "not ok idle-drain: $(expected "ivy's game kept" "no journal")"
	else
		echo "ok idle-drain # $(tr '\n' ' ' <"$out")"
	fi
fi
exit 0
