#!/bin/sh
# t_options.sh: what the options say.
#
#   options-help     -h: the usage and a line for each option in it, on
#                    standard output, nothing on standard error, status 0
#   options-seed     a bad seed: first that it must be a whole number from
#                    0 to 8388607, on standard error, then the usage;
#                    status 1, nothing on standard output
#   options-unknown  an unknown option, a missing value, an operand: a
#                    line naming it, then the usage, status 1
#   options-machine  -m with a machine there is not: a line naming it,
#                    the usage, which names the machines there are;
#                    status 1
#   options-player   -u with a bad name (empty, a mark first, a slash, a
#                    blank, "..", 33 characters, not ASCII), or with -j
#                    or -r: a line saying what is wrong, the usage,
#                    status 1, no file made; good names play
#   options-edition  -e with an edition there is not, or an edition on a
#                    machine it never ran on (stetson on the sorcerer,
#                    power and ipco on mbasic), or a seed outside its
#                    range (-32768 to 32767 for the later editions): a
#                    line naming it, the usage, which names the editions;
#                    status 1; and -e stetson -s -32768 plays
#   options-edition-machine  -e stetson alone plays on MBASIC, its own
#                    machine: a golden/mbasic case played with -e stetson
#                    and its seed is its output, byte for byte
# (test/t_edges.sh plays the edges of the seed itself.)
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
XDG_STATE_HOME=$tmp/state
export XDG_STATE_HOME

timeout 10 $W -h </dev/null >"$tmp/out" 2>"$tmp/err"
rc=$?
# the options the usage line names, each with a line of its own
opts=$(head -n 1 "$tmp/out" | grep -o '\[-[a-zA-Z]' | cut -c 3)
missing=
for o in $opts; do
	grep -q "^ *-$o " "$tmp/out" || missing="$missing -$o"
done
if [ $rc -ne 0 ]; then
	echo "not ok options-help: exit status $rc"
elif [ -s "$tmp/err" ]; then
	echo "not ok options-help: on standard error: $(head -n 1 "$tmp/err")"
elif ! head -n 1 "$tmp/out" | grep -q '^usage: wizcastle .*\[-s seed\]'; then
	echo "not ok options-help: first line: $(head -n 1 "$tmp/out")"
elif ! echo "$opts" | grep -q h || ! echo "$opts" | grep -q s; then
	echo "not ok options-help: -h and -s not both in the usage line"
elif [ -n "$missing" ]; then
	echo "not ok options-help: no line for$missing"
else
	echo "ok options-help"
fi

# expect NAME WORDS ARGS...: status 1, nothing on stdout, the first line of
# stderr "wizcastle: " with WORDS in it, the usage after it
expect() {
	name=$1 words=$2
	shift 2
	timeout 10 $W "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -ne 1 ]; then
		echo "not ok $name: $*: exit status $rc"
	elif [ -s "$tmp/out" ]; then
		echo "not ok $name: $*: on standard output: $(head -n 1 "$tmp/out")"
	elif ! head -n 1 "$tmp/err" | grep -q "^wizcastle: .*$words"; then
		echo "not ok $name: $*: said: $(head -n 1 "$tmp/err")"
	elif ! sed -n 2p "$tmp/err" | grep -q '^usage: wizcastle '; then
		echo "not ok $name: $*: no usage after: $(sed -n 2p "$tmp/err")"
	else
		return 0
	fi
	return 1
}

ok=yes
for s in abc 12x -1 8388608 +5 1.5 '' 99999999999999999999; do
	expect options-seed 'seed must be a whole number from 0 to 8388607' \
	    -s "$s" || ok=no
done
[ $ok = yes ] && echo "ok options-seed"

ok=yes
expect options-unknown '-x' -x || ok=no
expect options-unknown '-s' -s || ok=no
expect options-unknown 'extra' -s 5 extra || ok=no
[ $ok = yes ] && echo "ok options-unknown"

# named NAME OPTION WHAT LIST VALUE...: -OPTION VALUE, a WHAT there is
# not, is said, then the usage, whose line matching LIST names those
# there are.
named() {
	n=$1 o=$2 w=$3 l=$4
	shift 4
	for v; do
		if expect "$n" "no $w $v\$" "-$o" "$v"; then
			grep -q "$l" "$tmp/err" || { echo "not ok $n: -$o $v:" \
			    "the usage names no ${w}s"; ok=no; }
		else
			ok=no
		fi
	done
}

ok=yes
named options-machine m machine '^              power: sorcerer, gwbasic$' \
    pdp11 Sorcerer ''
expect options-machine '-m' -m || ok=no
[ $ok = yes ] && echo "ok options-machine"

# -u: a bad name is never a path, nothing is made; -u with -j or -r
ok=yes
long=abcdefghijabcdefghijabcdefghijabc
for n in '' .x -x _x ../x a/b 'a b' .. "$long" 'é'; do
	expect options-player "a player's name is 1 to 32 " -s 1 -u "$n" || ok=no
done
for n in alice Bob.2 x_y-z 7 "${long%c}"; do
	timeout 10 $W -s 1 -u "$n" </dev/null >/dev/null 2>"$tmp/err" || {
		echo "not ok options-player: -u '$n' refused: $(head -n 1 "$tmp/err")"
		ok=no
	}
done
# a name, a machine or a seed is shown with its control bytes as \ooo:
# no escape sequence of a command line reaches the terminal
esc=$(printf '\033')
for o in -u -m -e -s; do
	timeout 10 $W $o "$(printf 'a\033[2Jb')" </dev/null >/dev/null 2>"$tmp/err"
	if LC_ALL=C grep -q "$esc" "$tmp/err" ||
	    ! head -n 1 "$tmp/err" | grep -q 'a\\033\[2Jb'; then
		echo "not ok options-player: $o with ESC said: $(head -n 1 "$tmp/err" | od -An -c | head -n 2)"
		ok=no
	fi
done
expect options-player '-u keeps the player.s games .*: no -j' -u alice -j "$tmp/j" || ok=no
expect options-player '-u keeps the player.s games .*: no -r' -u alice -r "$tmp/j" || ok=no
if [ -e "$XDG_STATE_HOME" ] || [ -e "$tmp/j" ]; then
	echo "not ok options-player: a file made: $(find "$tmp" | tr '\n' ' ')"
	ok=no
fi
[ $ok = yes ] && echo "ok options-player"
ok=yes
named options-edition e edition \
    '^  -e edition .*power (the default), stetson, ipco$' ibm Stetson ''
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
	expect options-edition 'seed must be a whole number from -32768 to 32767' \
	    -e stetson -s "$s" || ok=no
done
expect options-edition 'seed must be a whole number from 0 to 8388607' \
    -e power -s -1 || ok=no
if ! timeout 10 $W -e stetson -s -32768 </dev/null >"$tmp/out" 2>"$tmp/err" ||
    ! grep -q 'ALL RIGHT, BOLD ONE' "$tmp/out"; then
	echo "not ok options-edition: -e stetson -s -32768 does not play"
	ok=no
fi
[ $ok = yes ] && echo "ok options-edition"

# -e stetson alone: MBASIC
why=
for c in v02 v20; do
	seed=$(cat "golden/mbasic/$c.seed")
	[ "$seed" = none ] && sopt= || sopt="-s $seed"
	timeout 10 $W -e stetson $sopt <"golden/mbasic/$c.in" >"$tmp/out" 2>&1
	cmp -s "$tmp/out" "golden/mbasic/$c.out" || why="$why mbasic/$c"
done
[ -z "$why" ] && echo "ok options-edition-machine" ||
    echo "not ok options-edition-machine: -e stetson differs from$why"
exit 0
