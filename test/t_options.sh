#!/bin/sh
# t_options.sh: what the options say.
#
#   options-help     -h: the usage and a line for each option in any of
#                    its forms, on
#                    standard output, the last naming the man page (its
#                    name and section as man/wizcastle.6's .Dt has them),
#                    nothing on standard error, status 0
#   options-seed     a bad seed: that the edition's seeds are 0 to
#                    8388607, in one line on standard error, then one line
#                    pointing at -h (no help: the reason stays on the
#                    screen); status 1, nothing on standard output
#   options-unknown  an unknown option, a missing value, an operand (a
#                    second one after -w's player): a line naming it,
#                    then the line pointing at -h, status 1
#   options-machine  -m with a machine there is not: a line naming it
#                    and the machines there are, then
#                    the line pointing at -h; status 1
#   options-player   -u with a bad name (empty, a mark first, a slash, a
#                    blank, "..", 33 characters, not ASCII), or with -j
#                    or -r: a line saying what is wrong, the pointer,
#                    status 1, no file made; good names play, each kept
#                    in its own folder though input is not a terminal
#   options-edition  -e with an edition there is not, or an edition on a
#                    machine it never ran on (stetson on the sorcerer,
#                    power and ipco on mbasic), or a seed outside its
#                    range (-32768 to 32767 for the later editions): a
#                    line naming it and the editions there are, the
#                    pointer;
#                    status 1; and -e stetson -s -32768 plays
#   options-edition-machine  -e stetson alone plays on MBASIC, its own
#                    machine: a golden/mbasic case played with -e stetson
#                    and its seed is its output, byte for byte
#   options-limit    -l with bytes that are not 1 to 1048576m (0, a
#                    letter after them other than k or m, two, a sign, too
#                    many): a line saying what -l takes, the pointer,
#                    status 1, no file made; 1, 64k, 64K, 2m, 2M and
#                    1048576m play
#   options-words    an empty value, a long option (--help), -r with -e,
#                    -w with another option, -w of a bad player's name,
#                    and a spectator's (SSH_ORIGINAL_COMMAND) of "-": a
#                    line that says so (a spectator's refusal that line
#                    alone: -h is not theirs to type); -h with SIGPIPE
#                    ignored and
#                    no reader: status 1, not a word
#   options-synopsis the forms of -h's usage are the README's (Options)
#                    and wizcastle.6's SYNOPSIS, rendered, word for word
# (test/t_edges.sh plays the edges of the seed itself; test/t_width.sh
# holds each usage error to two lines, its words whole.)
W=${WIZCASTLE:-./wizcastle}
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..10	# its tests (test/run counts those not run as failed)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
XDG_STATE_HOME=$tmp/state
export XDG_STATE_HOME

timeout 60 $W -h </dev/null >"$tmp/out" 2>"$tmp/err"
rc=$?
# the options the usage's first form names (its two lines, wrapped as
# BSD tools wrap it), and those of every form (the lines before the
# first option's), each with a line of its own
opts=$(head -n 2 "$tmp/out" | grep -o '\[-[a-zA-Z]' | cut -c 3)
missing=
for o in $(sed '/^  -/,$d' "$tmp/out" | grep -o -- '-[a-zA-Z]*' |
    sed 's/./& /g'); do
	[ "$o" = - ] && continue
	grep -q "^ *-$o " "$tmp/out" || missing="$missing -$o"
done
if [ $rc -ne 0 ]; then
	echo "not ok options-help: $(expected "status 0" "status $rc")"
elif [ -s "$tmp/err" ]; then
	echo "not ok options-help: stderr: $(expected "" "$(head -n 1 "$tmp/err")")"
elif ! head -n 1 "$tmp/out" | grep -q '^usage: wizcastle \[-hnp\]' ||
    ! sed -n 2p "$tmp/out" | grep -q '^                 \[-'; then
	echo "not ok options-help: $(expected "usage: wizcastle [-hnp] ...|                 [-..." "$(head -n 2 "$tmp/out" | tr '\n' '|')")"
elif ! echo "$opts" | grep -q h || ! echo "$opts" | grep -q s; then
	echo "not ok options-help: the usage line's options: $(expected "-h and -s among them" "$(echo $opts)")"
elif ! awk 'length($0) > 64 { exit 1 }' "$tmp/out"; then
	echo "not ok options-help: $(expected "lines of 64 columns at most" "$(awk 'length($0) > 64' "$tmp/out" | head -n 1)")"
elif [ -n "$missing" ]; then
	echo "not ok options-help: $(expected "a line for each option" "none for$missing")"
elif page=$(awk '$1 == ".Dt" { print tolower($2) "(" $3 ")"; exit }' \
    man/wizcastle.6) && [ -z "$page" ]; then
	echo "not ok options-help: $(expected "a .Dt in man/wizcastle.6" "none")"
elif ! tail -n 1 "$tmp/out" | grep -qF "$page"; then
	echo "not ok options-help: the last line: $(expected "$page named" "$(tail -n 1 "$tmp/out")")"
else
	echo "ok options-help"
fi

# expect NAME WORDS ARGS...: status 1, nothing on stdout, on stderr a
# message, "wizcastle: " and WORDS (its lines joined: a message wider
# than 64 columns goes on over the next line), then one line, the last,
# pointing at -h, and no line of the help (SPECTATOR=yes: the message
# alone)
pointer='^usage: wizcastle \[option \.\.\.\]; wizcastle -h lists them$'
expect() {
	name=$1 words=$2
	shift 2
	timeout 60 $W "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -ne 1 ]; then
		echo "not ok $name: $*: $(expected "status 1" "status $rc")"
	elif [ -s "$tmp/out" ]; then
		echo "not ok $name: $*: stdout: $(expected "" "$(head -n 1 "$tmp/out")")"
	elif ! sed '/^usage: /,$d' "$tmp/err" | tr '\n' ' ' | sed 's/ $//' |
	    grep -q "^wizcastle: .*$words"; then
		echo "not ok $name: $*: $(expected "wizcastle: ...$words" "$(sed '/^usage: /,$d' "$tmp/err" | tr '\n' ' ')")"
	elif [ "${SPECTATOR:-no}" = yes ] && grep -q '^usage' "$tmp/err"; then
		echo "not ok $name: $*: $(expected "the refusal alone" "$(grep '^usage' "$tmp/err" | head -n 1)")"
	elif [ "${SPECTATOR:-no}" = no ] && ! tail -n 1 "$tmp/err" |
	    grep -q "$pointer"; then
		echo "not ok $name: $*: $(expected "the line pointing at -h last" "$(tail -n 1 "$tmp/err")")"
	elif [ "$(grep -c '^usage' "$tmp/err")" -gt 1 ] ||
	    grep -q '^  *-[a-z] ' "$tmp/err"; then
		echo "not ok $name: $*: $(expected "no help" "$(grep -e '^usage' -e '^  *-[a-z] ' "$tmp/err" | head -n 2 | tr '\n' '|')")"
	elif awk 'length($0) > 64' "$tmp/err" | grep -q .; then
		echo "not ok $name: $*: $(expected "lines of 64 columns at most" "$(awk 'length($0) > 64' "$tmp/err" | head -n 1)")"
	else
		return 0
	fi
	return 1
}

ok=yes
for s in abc 12x -1 8388608 +5 1.5 99999999999999999999; do
	expect options-seed "power's seeds are 0 to 8388607" \
	    -s "$s" || ok=no
done
[ $ok = yes ] && echo "ok options-seed"

ok=yes
expect options-unknown '-x' -x || ok=no
expect options-unknown '-s' -s || ok=no
expect options-unknown 'extra' -s 5 extra || ok=no
expect options-unknown 'unexpected argument: bob' -w alice bob || ok=no
[ $ok = yes ] && echo "ok options-unknown"

# named NAME OPTION WHAT LIST VALUE...: -OPTION VALUE, a WHAT there is
# not, is said with those there are, LIST (its lines joined).
named() {
	n=$1 o=$2 w=$3 l=$4
	shift 4
	for v; do
		if expect "$n" "no $w $v: " "-$o" "$v"; then
			grep -v '^usage' "$tmp/err" | tr '\n' ' ' |
			    grep -qF "$l" || { echo "not ok $n: -$o $v:" \
			    "$(expected "the ${w}s named, $l" "$(grep -v '^usage' "$tmp/err" | tr '\n' '|')")"; ok=no; }
		else
			ok=no
		fi
	done
}

ok=yes
named options-machine m machine 'sorcerer, gwbasic or mbasic' \
    pdp11 Sorcerer
expect options-machine '-m' -m || ok=no
[ $ok = yes ] && echo "ok options-machine"

# -u: a bad name is never a path, nothing is made; -u with -j or -r
ok=yes
long=abcdefghijabcdefghijabcdefghijabc
for n in '' .x -x _x ../x a/b 'a b' .. "$long" 'é'; do
	expect options-player "not a player's name: " -s 1 -u "$n" || ok=no
done
# good names play, each kept in its player's folder, in a state folder
# of their own (input not a terminal: -u keeps the game all the same)
for n in alice Bob.2 x_y-z 7 "${long%c}"; do
	XDG_STATE_HOME=$tmp/good timeout 60 $W -s 1 -u "$n" </dev/null \
	    >/dev/null 2>"$tmp/err" || {
		echo "not ok options-player: -u '$n': $(expected "a game" "$(head -n 1 "$tmp/err")")"
		ok=no
	}
	low=$(printf '%s' "$n" | tr 'A-Z' 'a-z')
	ls "$tmp/good/wizcastle/players/$low/"*.journal >/dev/null 2>&1 || {
		echo "not ok options-player: -u '$n': $(expected "a journal in players/$low" "$(find "$tmp/good" -name '*.journal' | tr '\n' ' ')")"
		ok=no
	}
done
rm -rf "$tmp/good"
# a name, a machine or a seed is shown with its control bytes as \ooo:
# no escape sequence of a command line reaches the terminal
esc=$(printf '\033')
for o in -u -m -e -s; do
	timeout 60 $W $o "$(printf 'a\033[2Jb')" </dev/null >/dev/null 2>"$tmp/err"
	if LC_ALL=C grep -q "$esc" "$tmp/err" ||
	    ! sed '/^usage: /,$d' "$tmp/err" | grep -q 'a\\033\[2Jb'; then
		echo "not ok options-player: $o with ESC: $(expected "a\\033[2Jb" "$(head -n 1 "$tmp/err" | od -An -c | head -n 2 | tr -s ' \n' ' ')")"
		ok=no
	fi
done
expect options-player '-u keeps games in the state folder: no -j with it$' -u alice -j "$tmp/j" || ok=no
expect options-player '-u keeps games in the state folder: no -r with it$' -u alice -r "$tmp/j" || ok=no
if [ -e "$XDG_STATE_HOME" ] || [ -e "$tmp/j" ]; then
	echo "not ok options-player: $(expected "no file made" "$(find "$tmp" | tr '\n' ' ')")"
	ok=no
fi
[ $ok = yes ] && echo "ok options-player"
ok=yes
named options-edition e edition \
    'power, stetson or ipco' \
    ibm Stetson
expect options-edition 'the stetson edition does not run on sorcerer' \
    -e stetson -m sorcerer || ok=no
expect options-edition 'the ipco edition does not run on sorcerer' \
    -m sorcerer -e ipco || ok=no
expect options-edition 'the ipco edition does not run on mbasic' \
    -e ipco -m mbasic || ok=no
expect options-edition 'the power edition does not run on mbasic' \
    -e power -m mbasic || ok=no
expect options-edition 'the power edition does not run on mbasic' \
    -m mbasic || ok=no
for s in -32769 32768 -0x10 1.5; do
	expect options-edition "stetson's seeds are -32768 to 32767" \
	    -e stetson -s "$s" || ok=no
done
expect options-edition "power's seeds are 0 to 8388607" \
    -e power -s -1 || ok=no
if ! timeout 60 $W -e stetson -s -32768 </dev/null >"$tmp/out" 2>"$tmp/err" ||
    ! grep -q 'ALL RIGHT, BOLD ONE' "$tmp/out"; then
	echo "not ok options-edition: -e stetson -s -32768: $(expected "a game, ALL RIGHT, BOLD ONE" "$(head -n 1 "$tmp/err")")"
	ok=no
fi
[ $ok = yes ] && echo "ok options-edition"

# -e stetson alone: MBASIC
why=
for c in v02 v20; do
	seed=$(cat "golden/mbasic/$c.seed")
	[ "$seed" = none ] && sopt= || sopt="-s $seed"
	timeout 60 $W -e stetson $sopt <"golden/mbasic/$c.in" >"$tmp/out" 2>&1
	cmp -s "$tmp/out" "golden/mbasic/$c.out" || why="$why mbasic/$c"
done
[ -z "$why" ] && echo "ok options-edition-machine" ||
    echo "not ok options-edition-machine: -e stetson: $(expected "the output of golden/mbasic's cases" "other than$why")"

# -l: bytes, k or m after them; refused before a file is made
ok=yes
for v in 0 00k 1x k 1kk 1g 1.5m -5 +5 ' 5' 1048577m 1099511627777 \
    99999999999999999999; do
	expect options-limit "-l takes bytes, 1 to 1048576m: $v\$" \
	    -u alice -l "$v" || ok=no
done
[ -e "$XDG_STATE_HOME" ] && {
	echo "not ok options-limit: $(expected "no file made" "$(find "$XDG_STATE_HOME" | tr '\n' ' ')")"
	ok=no
}
for v in 1 64k 64K 2m 2M 1048576m 1099511627776; do
	timeout 60 $W -s 1 -l "$v" </dev/null >/dev/null 2>"$tmp/err" || {
		echo "not ok options-limit: -l $v: $(expected "a game" "$(head -n 1 "$tmp/err")")"
		ok=no
	}
done
[ $ok = yes ] && echo "ok options-limit"

# Words that say what they mean: an empty value is named as one; a long
# option, which wizcastle has none of, is named whole, with the way to
# the help; -r with -e names -e; -h to a reader gone, SIGPIPE ignored:
# status 1, not a word
ok=yes
for o in -e -m -s -j -r -l; do
	expect options-words "option $o needs a value, not an empty one\$" \
	    "$o" '' || ok=no
done
expect options-words 'unknown option --help$' --help || ok=no
expect options-words 'unknown option --version$' -n --version || ok=no
expect options-words '-r resumes a game: no -e with it$' -r "$tmp/x" \
    -e ipco || ok=no
expect options-words '-r resumes a game: no -m with it$' -r "$tmp/x" \
    -m gwbasic || ok=no
expect options-words '-w goes with no other option but -i: -n$' -w -n || ok=no
expect options-words '-w goes with no other option but -i: -u$' -u alice -w ||
    ok=no
expect options-words '-w goes with no other option but -i: -l$' -w -l 1k ||
    ok=no
expect options-words "not a player's name: a/b\$" -w a/b || ok=no
export SSH_ORIGINAL_COMMAND
SSH_ORIGINAL_COMMAND=-
SPECTATOR=yes expect options-words "not a player's name: -\$" -w ||
    ok=no
SSH_ORIGINAL_COMMAND='alice; ls'
SPECTATOR=yes expect options-words \
    "not a player's name: alice; ls\$" -w || ok=no
unset SSH_ORIGINAL_COMMAND
# the reader gone before a byte is written (true ends at once; the
# writer waits a second first)
(trap '' PIPE; sleep 1; $W -h 2>"$tmp/err"; echo $? >"$tmp/rc") | true
rc=$(cat "$tmp/rc")
if [ "$rc" != 1 ] || [ -s "$tmp/err" ]; then
	echo "not ok options-words: -h, SIGPIPE ignored, reader gone: $(expected "status 1, nothing on stderr" "status $rc, $(head -n 1 "$tmp/err")")"
	ok=no
fi
[ $ok = yes ] && echo "ok options-words"
# options-synopsis: each form, a line, its blanks one
forms() {
	tr -s ' \t' '  ' | sed 's/^ //' | awk '
	    /^wizcastle / { if (f != "") print f; f = $0; next }
	    f != "" && /^\[/ { f = f " " $0; next }
	    { if (f != "") print f; f = "" }
	    END { if (f != "") print f }'
}
if want options-synopsis; then
	$W -h | sed -n '1,/^  -/p' | sed -e 's/^usage: //' -e '$d' | forms >"$tmp/h"
	sed -n '/^Options$/,/^-e edition/p' README | forms >"$tmp/readme"
	if command -v mandoc >/dev/null 2>&1; then
		mandoc -T ascii man/wizcastle.6 | col -b |
		    sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' | forms >"$tmp/page"
	else
		echo "mandoc (Debian: mandoc) missing" >"$tmp/page"
	fi
	if [ "$(wc -l <"$tmp/h")" -lt 5 ]; then
		echo "not ok options-synopsis: -h: $(expected "its forms" "$(tr '\n' '|' <"$tmp/h")")"
	elif ! cmp -s "$tmp/h" "$tmp/readme"; then
		echo "not ok options-synopsis: README: $(expected "$(tr '\n' '|' <"$tmp/h")" "$(tr '\n' '|' <"$tmp/readme")")"
	elif ! cmp -s "$tmp/h" "$tmp/page"; then
		echo "not ok options-synopsis: wizcastle.6: $(expected "$(tr '\n' '|' <"$tmp/h")" "$(tr '\n' '|' <"$tmp/page")")"
	else
		echo "ok options-synopsis"
	fi
fi
exit 0
