#!/bin/sh
# t_escape.sh: what a player types, as anyone but the player sees it:
# every byte a name would show escaped (a control byte, a byte past
# ASCII, the backslash) shown as \ooo, as names are; the player's own
# echo byte for byte.  A Sorcerer game of golden/sorcerer/j002's castle,
# its first answers, then typed at YOUR MOVE (in a pipe, as ^V at a
# terminal would pass them) ESC ] 0 ; PWNED BEL, which retitles a
# terminal, and ESC [ 31 m X BS Y, which turns it red and takes back the
# X (the Sorcerer's line editor echoes the BS).  Each screen of another
# is checked against the player's own output with those bytes escaped
# (escaped): it is that output's end, holds both lines, and no ESC, BEL
# or BS.  No terminal, so no clear and no wait.
#
#   escape-own      the player's own output: both lines as typed, the
#                   bytes raw (a script sees what it always saw)
#   escape-resume   the game resumed at the player's next login (-u):
#                   its last screen escaped
#   escape-g        the same by -g 1
#   escape-r        -r JOURNAL, the game kept by -j JOURNAL
#   escape-takeover the game taken over by a login of its player while
#                   it waits for an answer at another: the screen the
#                   new login shows escaped
#   escape-watch    a watcher (-w NAME) in a pipe: the first line typed
#                   before it came (in the last screen it shows), the
#                   second as it follows the game live to its end
#                   (Q, Y, N), status 0
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
pids=
trap 'quiet_kill $pids; clean "$tmp"' EXIT
trap 'exit 2' INT TERM HUP PIPE
echo 1..6
HOME=$tmp XDG_STATE_HOME=$tmp/state
export HOME XDG_STATE_HOME
unset SSH_ORIGINAL_COMMAND
case=golden/sorcerer/j002
opts="-m sorcerer -s $(cat $case.seed)"
first=13	# the answers to the first YOUR MOVE, and it
esc=$(printf '\033')
bel=$(printf '\007')
bs=$(printf '\b')
head -n $first $case.in >"$tmp/in"
printf '\033]0;PWNED\007\n' >"$tmp/osc"
printf '\033[31mX\bY\n' >"$tmp/sgr"
cat "$tmp/osc" "$tmp/sgr" >>"$tmp/in"
printf 'Q\nY\nN\n' >"$tmp/quit"

# escaped FILE: FILE with ESC, BEL and BS as \033, \007 and \010
escaped() {
	sed "s/$esc/\\\\033/g; s/$bel/\\\\007/g; s/$bs/\\\\010/g" "$1"
}

# seen FILE MINE: FILE, another's screen, is the end of MINE (the
# player's output) escaped, and holds both lines typed, escaped; else
# $bad says what it holds
seen() {
	escaped "$2" >"$2.esc"
	n=$(wc -c <"$1")
	bad=
	if grep -q "$esc" "$1" || grep -q "$bel" "$1" || grep -q "$bs" "$1"; then
		bad="ESC, BEL or BS raw: $(grep 'MOVE' "$1" | od -c | head -n 4 | tr '\n' '|')"
	elif ! grep -qF 'YOUR MOVE ? \033]0;PWNED\007' "$1" ||
	    ! grep -qF 'YOUR MOVE ? \033[31mX\010Y' "$1"; then
		bad="the lines typed, escaped, not there: $(grep MOVE "$1" | tr '\n' '|')"
	elif ! tail -c "$n" "$2.esc" | cmp -s - "$1"; then
		bad="not the end of the player's screen: $(tail -c "$n" "$2.esc" | cmp - "$1" 2>&1)"
	fi
}

# report NAME WHAT: ok NAME, or not ok NAME with $bad
report() {
	if [ -n "$bad" ]; then
		printf 'not ok %s: %s\n' "$1" "$(expected "$2" "$bad")"
	else
		echo "ok $1"
	fi
}

# The player's own game, ann's, left at YOUR MOVE by the end of input.
$W -u ann $opts <"$tmp/in" >"$tmp/own" 2>"$tmp/own.err"
bad=
if ! grep -q "YOUR MOVE ? $esc]0;PWNED$bel\$" "$tmp/own" ||
    ! grep -q "YOUR MOVE ? $esc\\[31mX${bs}Y\$" "$tmp/own" ||
    grep -qF '\033' "$tmp/own"; then
	bad=$(grep MOVE "$tmp/own" | od -c | tail -n 6 | tr '\n' '|')
fi
report escape-own "the bytes as typed"

if want escape-resume; then
	$W -u ann </dev/null >"$tmp/resume" 2>"$tmp/resume.err"
	seen "$tmp/resume" "$tmp/own"
	report escape-resume "the resumed screen escaped"
fi

if want escape-g; then
	$W -u ann -g 1 </dev/null >"$tmp/g" 2>"$tmp/g.err"
	seen "$tmp/g" "$tmp/own"
	report escape-g "-g 1's screen escaped"
fi

if want escape-r; then
	$W -j "$tmp/kept.journal" $opts <"$tmp/in" >"$tmp/kept" 2>"$tmp/kept.err"
	$W -r "$tmp/kept.journal" </dev/null >"$tmp/r" 2>"$tmp/r.err"
	seen "$tmp/r" "$tmp/kept"
	report escape-r "-r's screen escaped"
fi

if want escape-takeover; then
	mkfifo "$tmp/tina.fifo"
	$W -u tina $opts <"$tmp/tina.fifo" >"$tmp/tina" 2>"$tmp/tina.err" &
	tina=$!
	pids="$pids $tina"
	exec 5>"$tmp/tina.fifo"
	cat "$tmp/in" >&5
	poll 100 answered "$tmp/state/wizcastle/players/tina" $((first + 2))
	$W -u tina </dev/null >"$tmp/took" 2>"$tmp/took.err"
	exec 5>&-
	wait $tina
	seen "$tmp/took" "$tmp/own"
	if [ -z "$bad" ] && ! grep -q 'hung up' "$tmp/took.err"; then
		bad="no takeover: $(cat "$tmp/took.err")"
	fi
	report escape-takeover "the screen taken over escaped"
fi

if want escape-watch; then
	mkfifo "$tmp/fifo"
	$W -u bob $opts <"$tmp/fifo" >"$tmp/bob" 2>"$tmp/bob.err" &
	bob=$!
	pids="$pids $bob"
	exec 5>"$tmp/fifo"
	cat "$tmp/in" | head -n $((first + 1)) >&5
	poll 100 answered "$tmp/state/wizcastle/players/bob" $((first + 1))
	$W -w bob >"$tmp/w" 2>"$tmp/w.err" &
	wp=$!
	pids="$pids $wp"
	poll 100 grep -qs '^wizcastle: watching' "$tmp/w.err"
	cat "$tmp/sgr" "$tmp/quit" >&5
	exec 5>&-
	wait $bob
	poll 100 eval '! kill -0 $wp 2>/dev/null'
	if kill -0 $wp 2>/dev/null; then
		bad="the watcher still running: $(tail -n 2 "$tmp/w" | tr '\n' '|')"
	elif ! wait $wp; then
		bad="the watcher's status not 0: $(cat "$tmp/w.err")"
	else
		seen "$tmp/w" "$tmp/bob"
	fi
	report escape-watch "the watcher's screen escaped, to the game's end"
fi
