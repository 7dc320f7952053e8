#!/bin/sh
# t_help.sh: the help key, ^G (or F1), at a terminal of the test's own
# (test/lib/pty_player.py, TERM=dumb), where libedit reads the answers;
# castle 121: a character, then at YOUR MOVE ^G, then Q? (a line with a
# ? in it, which is typed as ever) and Enter, Y to quit, N to PLAY
# AGAIN; then ? alone, an answer as the listing has it.
#
#   help-screen    ^G at YOUR MOVE shows the help ("wizcastle help ..."):
#                  the commands, how to win, ^O, what keeps a game; its
#                  lines 64 columns at most, 22 at most with the
#                  question, which comes again after them (YOUR MOVE ?)
#   help-journal   no turn and no answer: the journal holds the answers
#                  as typed, Q? once and nothing of ^G, and the ending's
#                  turns are the game's without it; and ? alone at a
#                  terminal is an answer, the listing's complaint
#   help-edition   in Stetson's edition too, at its first question, the
#                  help names its own H
#   help-pipe      in a pipe ^G is an answer as the listing has it: the
#                  output is a script's, its complaint, no help
#   help-named     the README's first screen (24 lines) and wizcastle.6
#                  name the help key (^G, Control-G)
#
# Built without libedit (ldd: .ci/run runs it so) the key is not there:
# help-screen, help-journal and help-edition check that a line of ^G
# alone is an answer, the listing's complaint, as in a pipe.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
echo 1..5
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
linked=no
if command -v ldd >/dev/null 2>&1 && ldd "$W" 2>/dev/null | grep -q libedit; then
	linked=yes
fi
mkdir -p "$tmp/home"
case $W in /*) ;; *) W=$PWD/$W ;; esac
lib=$(cd "$(dirname "$0")/lib" && pwd)

# on FILE REGEX: the screen has shown REGEX
on() {
	grep -a -q -- "$2" "$1" 2>/dev/null
}

# help_player NAME ARG...: wizcastle ARG... at a terminal, typed to from the
# fifo $tmp/NAME.in (descriptor 5), its screen in $tmp/NAME.raw
help_player() {
	n=$1
	shift
	rm -f "$tmp/$n.in"
	mkfifo "$tmp/$n.in" || exit 1
	(cd "$tmp" && HOME=$tmp/home XDG_STATE_HOME=$tmp/home/$n TERM=dumb \
	    exec "$PYTHON3" "$lib/pty_player.py" --timeout 20 \
	    --out "$tmp/$n.raw" -- "$W" "$@" <"$tmp/$n.in" >/dev/null 2>&1) &
	pid=$!
	exec 5>"$tmp/$n.in"
}

# help_shown RAW: each line of the screen as it stands, what a carriage
# return went back over (libedit drawing a line again) left out
help_shown() {
	awk '{ sub(/\r$/, ""); n = split($0, a, "\r"); print a[n] }' "$1"
}

# the help key, or without libedit a line of it
bel=$(printf '\007')
if [ $linked = yes ]; then
	key=$bel
else
	key="$bel
"
fi

# more_moves FILE N: the screen has shown YOUR MOVE more than N times
more_moves() {
	[ "$(grep -a -c 'YOUR MOVE' "$1" 2>/dev/null)" -gt "$2" ]
}

# castle 121 with the key, and without it (for the turns)
if want help-screen help-journal; then
	help_player a -s 121
	printf 'E\nM\n0\n0\n0\nL\nD\nN\n0\n' >&5
	poll 100 on "$tmp/a.raw" 'YOUR MOVE'
	printf '%s' "$key" >&5
	poll 50 on "$tmp/a.raw" 'help (^G): no turn\|VALID COMMAND'
	printf 'Q?\n' >&5
	poll 50 on "$tmp/a.raw" 'REALLY WANT TO QUIT'
	before=$(grep -a -c 'YOUR MOVE' "$tmp/a.raw")
	printf 'Y\nY\nE\nM\n0\n0\n0\nL\nD\nN\n0\n' >&5
	poll 100 more_moves "$tmp/a.raw" "$before"
	printf '?\nQ\nY\nN\n' >&5
	exec 5>&-
	wait "$pid"
	rc=$?
	help_shown "$tmp/a.raw" >"$tmp/a"
	printf 'E\nM\n0\n0\n0\nL\nD\nN\n0\nQ\nY\nN\n' |
	    "$W" -s 121 >"$tmp/plain" 2>/dev/null
fi

# the help's lines, from its first to the question after it
awk '/help \(\^G\): no turn/ { on = 1 } on { print } on && /YOUR MOVE \?/ { exit }' \
    "$tmp/a" 2>/dev/null >"$tmp/help"
if ! want help-screen; then
	:
elif [ $linked = no ]; then
	if [ -s "$tmp/help" ] || ! grep -q 'VALID COMMAND' "$tmp/a"; then
		echo "not ok help-screen: without libedit: $(expected "? an answer, its complaint" "$(head -n 3 "$tmp/help" | tr '\n' '|')")"
	else
		echo "ok help-screen # without libedit: an answer"
	fi
elif [ "${rc:-1}" -ne 0 ]; then
	echo "not ok help-screen: $(expected "status 0" "$rc")"
elif ! grep -q 'To win' "$tmp/help" || ! grep -q '\^O' "$tmp/help" ||
    ! grep -q 'kept' "$tmp/help" || ! grep -q 'DR drink' "$tmp/help"; then
	echo "not ok help-screen: $(expected "the commands, how to win, ^O, what keeps a game" "$(tr '\n' '|' <"$tmp/a" | tail -c 300)")"
elif [ "$(wc -l <"$tmp/help")" -gt 22 ] ||
    awk 'length($0) > 64 { bad = 1 } END { exit !bad }' "$tmp/help"; then
	echo "not ok help-screen: $(expected "22 lines of 64 columns at most" "$(wc -l <"$tmp/help") lines, $(awk 'length($0) > 64' "$tmp/help" | head -n 1)")"
elif [ "$(tail -n 1 "$tmp/help")" != "YOUR MOVE ? Q?" ]; then
	echo "not ok help-screen: the question again: $(expected "YOUR MOVE ? Q?" "$(tail -n 1 "$tmp/help")")"
else
	echo "ok help-screen # $(wc -l <"$tmp/help") lines"
fi

if want help-journal; then
	journal=$(cat "$tmp"/home/a/wizcastle/finished/*.journal 2>/dev/null |
	    tail -n +4 | tr '\n' ' ')
	turns=$(grep -a 'AND IT TOOK YOU' "$tmp/a" | head -n 1 | tr -s ' ')
	want_turns=$(grep -a 'AND IT TOOK YOU' "$tmp/plain" | tr -s ' ')
	want_journal="E M 0 0 0 L D N 0 Q? Y Y E M 0 0 0 L D N 0 ? Q Y N "
	[ $linked = no ] && want_journal="E M 0 0 0 L D N 0 $bel Q? Y Y E M 0 0 0 L D N 0 ? Q Y N "
	if [ "$journal" != "$want_journal" ]; then
		echo "not ok help-journal: $(expected "$want_journal" "$journal")"
	elif [ $linked = yes ] && { [ -z "$turns" ] || [ "$turns" != "$want_turns" ]; }; then
		echo "not ok help-journal: $(expected "$want_turns" "$turns")"
	elif ! sed -n '/YOUR MOVE ? ?$/,$p' "$tmp/a" | grep -q 'VALID COMMAND'; then
		echo "not ok help-journal: ? alone: $(expected "the listing's complaint" "$(grep -a -A 2 'YOUR MOVE ? ?$' "$tmp/a" | tr '\n' '|')")"
	else
		echo "ok help-journal"
	fi
fi

# help-edition: Stetson's, the key at its first question, then the end
if want help-edition; then
	help_player b -e stetson
	poll 100 on "$tmp/b.raw" '? *$'
	sleep 0.2
	printf '%s' "$key" >&5
	poll 50 on "$tmp/b.raw" "help (^G): no turn\|listing's own"
	exec 5>&-
	wait "$pid"
	help_shown "$tmp/b.raw" >"$tmp/b"
	if [ $linked = no ]; then
		echo "ok help-edition # without libedit: no key"
	elif ! grep -q "H  the listing's own summary" "$tmp/b"; then
		echo "not ok help-edition: $(expected "H  the listing's own summary" "$(tail -n 5 "$tmp/b" | tr '\n' '|')")"
	else
		echo "ok help-edition"
	fi
fi

# help-pipe: ^G in a script, the listing's complaint, no help
if want help-pipe; then
	printf 'E\nM\n0\n0\n0\nL\nD\nN\n0\n\007\nQ\nY\nN\n' |
	    "$W" -s 121 >"$tmp/pipe" 2>&1
	if grep -q 'help' "$tmp/pipe" || ! grep -q 'VALID COMMAND' "$tmp/pipe"; then
		echo "not ok help-pipe: $(expected "the complaint, no help" "$(grep -a -A 2 'YOUR MOVE ? .$' "$tmp/pipe" | tr '\n' '|')")"
	else
		echo "ok help-pipe"
	fi
fi

# help-named: the README's first screen and the page
if want help-named; then
	said=
	head -n 24 README | tr -s ' \n' '  ' | grep -q '\^G (or F1) shows a screen of help' ||
	    said="$said README's first screen;"
	if command -v mandoc >/dev/null 2>&1; then
		mandoc -T ascii man/wizcastle.6 | col -b | tr -s ' \n' '  ' |
		    grep -q 'Control-G (or F1) a screen of help' ||
		    said="$said wizcastle.6;"
	else
		said="$said mandoc (Debian: mandoc);"
	fi
	if [ -n "$said" ]; then
		echo "not ok help-named: $(expected "^G (or F1), Control-G, in the README's first screen and wizcastle.6" "not in$said")"
	else
		echo "ok help-named"
	fi
fi
exit 0
