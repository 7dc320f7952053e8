#!/bin/sh
# t_width.sh: every line wizcastle itself writes at a terminal fits 64
# columns, and no name from outside reaches the terminal raw.  Each path
# the pages list that makes the program speak is driven at a
# terminal 64 columns wide (test/lib/width.py: standard input and output
# one pty, standard error another, both 64 by 24), and fails on a line
# over 64 columns but for the one the page allows (a command alone on
# its line naming a long file), on a byte below 20h but the line's end
# or from 7Fh up on standard error, or on a run that does not say what
# it is there to say.
#
#   width-usage     each usage error, and -h (its standard output)
#   width-journal   each word -r and -j say of a journal: not one, empty,
#                   another version, no seed, no machine, a machine, an
#                   edition or a seed this wizcastle has not, an edition
#                   on a machine it never ran on, not a regular file
#                   (a FIFO), missing, a game that ends too soon, one
#                   that has ended, an unfinished game -j will not
#                   empty, a game that goes on after its answers
#   width-resume    the resume line of the state folder, with -u, of a
#                   later edition
#   width-kept      ^C and ^D: the note of a game in the state folder
#                   (begun with -n, or resumed), of -j, of -r, of -u,
#                   and of -j with a long name (the command on its own
#                   line, wider than 64 columns: allowed)
#   width-aside     journals of the state folder set aside
#   width-unkept    a state folder that cannot be made (XDG_STATE_HOME
#                   under /proc), that cannot be written in, -j in a
#                   folder there is not, a file too large for the
#                   journal's next line (ulimit -f)
#   width-full      a full disk (a tmpfs of 64 KiB, as root)
#   width-narrow    at terminals of 30, 40 and 50 columns, the lines
#                   fitted to them, broken between words: the resume
#                   line and ^C's note, ^D's of -n and of -j, the resume
#                   of -j, a journal not kept, -i's end
#   width-escape    ESC [2J in a file name (-r, -j, the unfinished game,
#                   the game that ends too soon, ^D's note), in a folder
#                   and in XDG_STATE_HOME: shown as \033, nothing raw
W=${WIZCASTLE:-./wizcastle}
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..9	# its tests (test/run counts those not run as failed)
tmp=$(mktemp -d) || exit 1
mnt=
trap '[ -n "$mnt" ] && umount -l "$mnt" 2>/dev/null; rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP
HOME=$tmp/home XDG_STATE_HOME=$tmp/state TERM=dumb
export HOME XDG_STATE_HOME TERM
unset LC_ALL LANG LC_CTYPE
mkdir -p "$HOME"
lib=$(dirname "$0")/lib
if ! command -v "$PYTHON3" >/dev/null 2>&1; then
	echo "not ok width: $(expected "python3 (Debian: python3)" "none")"
	exit 0
fi

# at NAME [--send KEYS] [--env K=V] [--want RE] [--out] [--clean] --
# COMMAND...: a run of COMMAND at the terminal, kept for the next verdict
# (test/lib/width.py says what each option asks)
at() {
	printf 'case %s\n' "$1" >>"$tmp/cases"
	shift
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		case $1 in
		--out | --clean) printf '%s\n' "${1#--}" ;;
		*) printf '%s %s\n' "${1#--}" "$2"; shift ;;
		esac >>"$tmp/cases"
		shift
	done
	shift
	for a; do
		printf 'arg %s\n' "$a"
	done >>"$tmp/cases"
	echo end >>"$tmp/cases"
}

# verdict NAME: the runs kept, in turn; ok NAME if each is, else
# "not ok NAME" and the words of those that are not, on one line
verdict() {
	if ! want "$1"; then
		rm -f "$tmp/cases"
		return
	fi
	"$PYTHON3" "$lib/width.py" <"$tmp/cases" >"$tmp/said"
	rm -f "$tmp/cases"
	if ! grep -q . "$tmp/said"; then
		echo "not ok $1: $(expected "a line from each run" "")"
	elif grep -v -q '^ok ' "$tmp/said"; then
		echo "not ok $1: $(grep -v '^ok ' "$tmp/said" | sed 's/^not ok //' | tr '\n' ';')"
	else
		echo "ok $1"
	fi
}

# --- usage errors, and -h
E="wizcastle: .*"
at usage-x --most 2 --want "${E}unknown option -x" -- "$W" -x
at usage-s --most 2 --want "${E}option -s needs a value" -- "$W" -s
at usage-seed --most 2 --want "${E}seeds are 0 to" -- "$W" -s abc
at usage-seed-later --most 2 --want "${E}seeds are -32768 to" -- "$W" -e stetson -s 99999
at usage-machine --most 2 --want "${E}no machine" -- "$W" -m pdp11
at usage-edition --most 2 --want "${E}no edition" -- "$W" -e ibm
at usage-empty --most 2 --want "${E}not an empty one" -- "$W" -e ''
at usage-player --most 2 --want "${E}a player's name" -- "$W" -u ../x
at usage-player-j --most 2 --want "${E}no -j" -- "$W" -u alice -j "$tmp/x"
at usage-r-n --most 2 --want "${E}no -n" -- "$W" -r "$tmp/x" -n
at usage-r-e --most 2 --want "${E}no -e" -- "$W" -r "$tmp/x" -e ipco
at usage-ran --most 2 --want "${E}does not run on" -- "$W" -e stetson -m sorcerer
at usage-operand --most 2 --want "${E}unexpected argument" -- "$W" -s 1 extra
at usage-long --most 2 --want "${E}unknown option --help" -- "$W" --help
at usage-seed-long --most 2 --want "${E}99999999" -- "$W" -s 99999999
at usage-machine-foo --most 2 --want "${E}no machine foo" -- "$W" -m foo
at usage-dos --most 2 --want "${E}not a player's name" -- "$W" -u con
at usage-player-long --most 2 --want "${E}not a player's name" -- "$W" -u "$(printf 'x%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50)"
at usage-limit --most 2 --want "${E}-l takes bytes" -- "$W" -l 0
at usage-idle --most 2 --want "${E}-i takes seconds" -- "$W" -i 0
at usage-cast --most 2 --want "${E}-a" -- "$W" -a
at usage-h --out --want "^usage: wizcastle" -- "$W" -h
verdict width-usage

# --- what -r and -j say of a journal
j=$tmp/j
mkdir -p "$j"
mkfifo "$j/fifo"
seed=$(cat golden/gwbasic/v01.seed)
"$W" -m gwbasic -s "$seed" -j "$j/ended" <golden/gwbasic/v01.in >/dev/null 2>&1
cp "$j/ended" "$j/soon"
echo N >>"$j/soon"
printf 'E\nM\n' | "$W" -s 5 -j "$j/on" >/dev/null 2>&1
# r_refused NAME WANT: -r of the journal $j/NAME says WANT
r_refused() {
	at "journal-$1" --want "$2" -- "$W" -r "$j/$1"
}
head -c 300 "$W" >"$j/junk"
r_refused junk "not a wizcastle journal"
: >"$j/empty"
r_refused empty "empty"
# NAME:VERSION:SEED:MACHINE:WANT, a journal's three lines and the word
for c in 'v2:2:1:gwbasic:another version' 'seed:1:x:gwbasic:no seed' \
    'nomachine:1:1::no machine' 'vic20:1:1:vic20:a machine this' \
    'zork:1:1:gwbasic zork:an edition this' \
    'ran:1:none:sorcerer stetson:never ran' 'none:1:none:sorcerer:seed none' \
    'range:1:99999999:sorcerer:seed 99999999'; do
	ifs=$IFS IFS=:
	set -- $c
	IFS=$ifs
	printf 'wizcastle journal %s\nseed %s\nmachine%s\n' "$2" "$3" \
	    "${4:+ $4}" >"$j/$1"
	r_refused "$1" "$5"
done
at journal-fifo --want "not a regular file" -- "$W" -j "$j/fifo"
at journal-missing --want "No such file" -- "$W" -r "$j/none-there"
at journal-soon --want "ends after" -- "$W" -r "$j/soon"
at journal-ended --send 'E\n' --send '\x04' --want "has ended" -- \
    "$W" -r "$j/ended"
at journal-unfinished --want "unfinished game" -- "$W" -n -j "$j/on"
at journal-goes-on --send '\x04' --want "goes on after" -- "$W" -j "$j/on"
verdict width-journal

# --- the resume line, and ^C and ^D's notes
at kept-fresh --send 'E\n' --send '\x04' --want "the game is kept; wizcastle goes on with it" -- "$W" -n
at kept-resume --send '\x03' --want "goes on; wizcastle -n" -- "$W"
at resume-player --send 'E\n' --send '\x04' --want "log in again" -- \
    "$W" -u alice
at kept-player --send '\x03' --want "your castle" -- "$W" -u alice
at resume-later --send '\x04' --send '\x04' --want "kept" -- \
    "$W" -n -e ipco -s -32768
at resume-later-on --send '\x04' --want "the ipco game goes on" -- "$W"
verdict width-resume
at kept-j --send 'E\n' --send '\x04' --want "wizcastle -j " -- \
    "$W" -s 1 -j "$tmp/kj"
cp "$j/on" "$tmp/kr"
at kept-r --send '\x03' --want "wizcastle -r " -- "$W" -r "$tmp/kr"
long=$tmp/a-journal-with-a-name-longer-than-a-line-of-sixty-four-columns
at kept-long --send 'E\n' --send '\x04' --want "to go on:" -- \
    "$W" -s 1 -j "$long"
verdict width-kept

# --- the same, fitted to narrower terminals
for n in 30 40 50; do
	at "narrow$n-resume" --cols $n --send '\x03' --want "goes" -- "$W"
	at "narrow$n-fresh" --cols $n --send 'E\n' --send '\x04' \
	    --want "goes on with it" -- "$W" -n
	at "narrow$n-j" --cols $n --send '\x04' --want "answers" -- \
	    "$W" -j "$j/on"
	at "narrow$n-unkept" --cols $n --send '\x04' --want "kept" -- \
	    "$W" -s 1 -j /nonexistent/x
	at "narrow$n-idle" --cols $n --want "seconds" -- "$W" -n -i 1
done
verdict width-narrow

# --- journals of the state folder set aside
d=$XDG_STATE_HOME/wizcastle
rm -rf "$d"
mkdir -p "$d"
cp "$j/junk" "$d/20030101-000000-1.journal"
cp "$j/ran" "$d/20030102-000000-1.journal"
cp "$j/soon" "$d/20030103-000000-1.journal"
at aside --send '\x04' --want "set aside" -- "$W"
verdict width-aside

# --- a journal not kept
at unkept-proc --env XDG_STATE_HOME=/proc/wizcastle-x --send '\x04' \
    --want "cannot make" -- "$W"
mkdir -p "$tmp/ro/wizcastle"
chmod 555 "$tmp/ro/wizcastle"
if [ "$(id -u)" -ne 0 ]; then
	at unkept-ro --env "XDG_STATE_HOME=$tmp/ro" --send '\x04' \
	    --want "cannot write in" -- "$W"
fi
at unkept-j --send '\x04' --want "game not kept" -- \
    "$W" -s 1 -j /nonexistent/x
at unkept-big --send 'E\n' --send "M$(printf '%0600d' 0)\\n" --send '\x04' \
    --want "not kept" -- sh -c \
    "trap '' XFSZ; ulimit -f 1; exec \"$W\" -s 1 -j \"$tmp/big\""
verdict width-unkept
if [ "$(id -u)" -eq 0 ] && mkdir "$tmp/full" &&
    mount -t tmpfs -o size=64k tmpfs "$tmp/full" 2>/dev/null; then
	mnt=$tmp/full
	dd if=/dev/zero of="$mnt/fill" bs=4k 2>/dev/null	# till it is full
	at unkept-full --send 'E\n' --send "M$(printf '%04090d' 0)\\n" \
	    --send '\x04' --want "disk full|not kept" -- "$W" -s 1 -j "$mnt/j"
	verdict width-full
	umount -l "$mnt"
	mnt=
else
	echo "not ok width-full: $(expected "a tmpfs of 64 KiB mounted, as root" "none, as uid $(id -u)")"
fi

# --- ESC [2J from outside: a file, a folder, XDG_STATE_HOME
x=$(printf '\033[2J')
cp "$j/junk" "$tmp/junk$x"
cp "$j/soon" "$tmp/soon$x"
cp "$j/on" "$tmp/on$x"
mkdir -p "$tmp/dir$x"
at escape-r --clean --want 'junk\\033\[2J' -- "$W" -r "$tmp/junk$x"
at escape-missing --clean --want 'no\\033\[2J' -- "$W" -r "$tmp/no$x"
at escape-soon --clean --want 'soon\\033\[2J' -- "$W" -r "$tmp/soon$x"
at escape-unfinished --clean --want 'on\\033\[2J' -- \
    "$W" -n -j "$tmp/on$x"
at escape-folder --clean --want 'dir\\033\[2J' -- "$W" -j "$tmp/dir$x"
at escape-kept --clean --send 'E\n' --send '\x04' --want 'k\\033\[2J' -- \
    "$W" -s 1 -j "$tmp/k$x"
at escape-xdg --env "XDG_STATE_HOME=/proc/s$x" --clean --send '\x04' \
    --want 's\\033\[2J' -- "$W" -s 1
verdict width-escape
exit 0
