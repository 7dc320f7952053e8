#!/bin/sh
# t_notes.sh: what ^C and ^D say of the game at a terminal, true to what
# is kept (test/lib/keys_pty.py types them):
#
#   notes-title     ^C at the first question, before any answer (the
#                   title's end): nothing is kept, and the line says so
#                   with the command that plays that castle again
#                   (-s 77; -e stetson -m gwbasic -s 5, its options that
#                   are not the defaults), and -g lists no game; with -u,
#                   the first half alone (a host's player types no
#                   command); ^D there says the same
#   notes-answered  ^C after the first answer: the game is kept, and -g
#                   lists it, castle 77 on the sorcerer
#   notes-unkept    a state folder that cannot be made (its path a
#                   file's): ^C and ^D each say the game is not kept
#   notes-finished  -j FILE of an ended game: the finished/ it went to
#                   named whole, the state folder's
W=${WIZCASTLE:-./wizcastle}
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..4
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
XDG_STATE_HOME=$tmp/state
export XDG_STATE_HOME
py=/usr/bin/python3	# Debian's: a shim before it on PATH may cost seconds
[ -x "$py" ] || py=python3
keys="$py $(dirname "$0")/lib/keys_pty.py"

# said FILE: the lines FILE shows, joined (a line fitted to 64 columns
# goes on over the next)
said() {
	tr '\n' ' ' <"$1" | tr -s ' '
}

if want notes-title; then
	why=
	printf '\\x03\n' | $keys "$tmp/a" -- "$W" -s 77
	said "$tmp/a" | grep -q 'wizcastle: no answer yet, nothing kept; wizcastle -s 77 plays this castle again' ||
	    why="$why [-s 77 ^C: $(said "$tmp/a" | tail -c 120)]"
	"$W" -g >"$tmp/g" 2>&1
	grep -q '^no unfinished game$' "$tmp/g" || why="$why [-g: $(head -n 2 "$tmp/g")]"
	printf '\\x04\n' | $keys "$tmp/b" -- "$W" -e stetson -m gwbasic -s 5
	said "$tmp/b" | grep -q 'nothing kept; wizcastle -e stetson -m gwbasic -s 5 plays this castle again' ||
	    why="$why [-e stetson -m gwbasic -s 5 ^D: $(said "$tmp/b" | tail -c 120)]"
	printf '\\x03\n' | $keys "$tmp/c" -- "$W" -u bob
	said "$tmp/c" | grep -q 'wizcastle: no answer yet, nothing kept *$' ||
	    why="$why [-u bob ^C: $(said "$tmp/c" | tail -c 120)]"
	[ -z "$why" ] && echo "ok notes-title" || echo "not ok notes-title:$why"
fi

if want notes-answered; then
	rm -rf "$XDG_STATE_HOME"
	printf 'E\\r\n\\x03\n' | $keys "$tmp/a" -- "$W" -s 77
	"$W" -g >"$tmp/g" 2>&1
	if ! said "$tmp/a" | grep -q 'wizcastle: the game is kept; wizcastle goes on with it'; then
		echo "not ok notes-answered: $(expected "the game is kept" "$(said "$tmp/a" | tail -c 120)")"
	elif ! grep -q 'power castle 77, 1 turn' "$tmp/g"; then
		echo "not ok notes-answered: -g: $(expected "power castle 77, 1 turn" "$(cat "$tmp/g")")"
	else
		echo "ok notes-answered"
	fi
fi

if want notes-unkept; then
	why=
	: >"$tmp/file"
	for k in '\x03' '\x04'; do
		printf '%s\n' "$k" | XDG_STATE_HOME=$tmp/file $keys "$tmp/a" -- "$W" -s 77
		said "$tmp/a" | grep -q 'YOUR CHOICE ? .*wizcastle: the game is not kept' ||
		    why="$why [$k: $(said "$tmp/a" | tail -c 120)]"
	done
	[ -z "$why" ] && echo "ok notes-unkept" || echo "not ok notes-unkept:$why"
fi

if want notes-finished; then
	rm -rf "$XDG_STATE_HOME"
	printf 'E\nF\n0\n0\n0\nN\nN\nN\n0\nQ\nY\nN\n' | "$W" -s 5 -j "$tmp/j" >/dev/null 2>&1
	echo N | "$W" -s 6 -j "$tmp/j" >/dev/null 2>"$tmp/err"
	if said "$tmp/err" | grep -q "kept in $XDG_STATE_HOME/wizcastle/finished/; a new game" &&
	    [ -n "$(ls "$XDG_STATE_HOME/wizcastle/finished/")" ]; then
		echo "ok notes-finished"
	else
		echo "not ok notes-finished: $(expected "kept in $XDG_STATE_HOME/wizcastle/finished/" "$(said "$tmp/err")")"
	fi
fi
exit 0
