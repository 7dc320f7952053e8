#!/bin/sh
# t_serial.sh: a serial terminal's player, on a pseudo-terminal pair set
# as a getty sets a line (9600 baud, erase DEL or BS, ^U, XON/XOFF), the
# golden case s028 (48 answers) typed at a byte a millisecond
# (test/lib/pty_line.py):
#
#   serial-TERM-MODE  TERM dumb, vt100, an unknown type (unknown) or none
#                     (unset); MODE prompt (each answer once its prompt
#                     is shown), line (all the answers at line speed, never
#                     waiting), ahead (each answer as soon as the game has
#                     taken the last, before its prompt is ready).  The
#                     first answer is mistyped and erased.  Each answer
#                     shows once, where it is asked (libedit); built
#                     without it, the kernel echoes each key once, as it
#                     comes, so typeahead shows where it was typed.  The
#                     screen is the golden transcript's (in every mode with
#                     libedit, in prompt mode without), no line is over 64
#                     columns, and no escape sequence goes out but on vt100
#                     (its clear, libedit's erase); nothing of libedit's on
#                     the screen for an unknown type; TERM emacs, on which
#                     libedit does not edit, as without libedit
#   serial-resume-TERM  half the answers, ^D, the game resumed, ^C, resumed
#                     again (TERM vt100, dumb): every line, wizcastle's own
#                     included, 64 columns or less, and the line that says
#                     the game goes on on the screen at the question, with
#                     the last screen, not cleared away
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..17	# its tests (test/run counts those not run as failed)
W=${WIZCASTLE:-./wizcastle}
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
case=golden/sorcerer/s028

if ! command -v "$PYTHON3" >/dev/null 2>&1; then
	echo "not ok serial: $(expected "python3 (Debian: python3)" "none")"
	exit 0
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP PIPE	# and stop what was started (EXIT)

edit=
if command -v ldd >/dev/null 2>&1 && ldd "$W" 2>/dev/null | grep -q libedit; then
	edit=--edit
fi

# TERM, the type's name in the test, its erase key
for t in dumb:dumb:DEL vt100:vt100:BS wyse-x:unknown:DEL :unset:BS emacs:emacs:DEL; do
	term=${t%%:*}
	rest=${t#*:}
	name=${rest%%:*}
	erase=${rest#*:}
	# what a form feed becomes: vt100's clear, without its padding, where
	# the game can ask (libedit); else the byte
	clear=none
	dumb=--dumb
	if [ "$term" = vt100 ]; then
		dumb=
		if [ -n "$edit" ]; then
			clear=$(tput -T vt100 -x clear 2>/dev/null)
			[ -n "$clear" ] || clear=none
		fi
	fi
	e=$edit
	[ "$term" = emacs ] && e=
	for mode in prompt line ahead; do
		want "serial-$name-$mode" || continue
		mkdir -p "$tmp/$name.$mode"
		"$PYTHON3" "$(dirname "$0")/lib/pty_line.py" "serial-$name-$mode" \
		    $case $mode --term "$term" --erase $erase --clear "$clear" \
		    $e $dumb --timeout 60 --state "$tmp/$name.$mode" \
		    -- "$W" $(cat ${case%/*}/args) -s $(cat $case.seed) ||
		    echo "not ok serial-$name-$mode: $(expected "pty_line.py's status 0" "status $?")"
	done
	want "serial-resume-$name" || continue
	case $name in
	dumb | vt100)
		mkdir -p "$tmp/$name.resume"
		"$PYTHON3" "$(dirname "$0")/lib/pty_line.py" "serial-resume-$name" \
		    $case resume --term "$term" --erase $erase --clear "$clear" \
		    --timeout 60 --state "$tmp/$name.resume" \
		    -- "$W" $(cat ${case%/*}/args) -s $(cat $case.seed) ||
		    echo "not ok serial-resume-$name: $(expected "pty_line.py's status 0" "status $?")"
		;;
	esac
done
exit 0
