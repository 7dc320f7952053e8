#!/bin/sh
# t_kindness.sh: where wizcastle may differ from the listings, in every
# edition (wizcastle-fidelity(7)), in a pipe.
#
#   kind-fold-DIR    golden cases of DIR played twice, their lines in
#                    upper case and in lower case: the two outputs are the
#                    same once both are put in upper case (the game took
#                    the lower case answers as the upper case ones), and
#                    not the same as they are (the echo shows each line
#                    as typed)
#   kind-empty-DIR-Q the first golden case of DIR that asks it, with an empty answer
#                    (a line of blanks on the Sorcerer, where an empty
#                    line assigns nothing) put before the answer to the
#                    flares question (Q flares) or to the first points
#                    question (Q points): the output is that of the same
#                    case with an answer of X there, the listing's own
#                    complaint for an answer it cannot use, but for the
#                    echo; and the exit status 0
#   kind-enter       on the Sorcerer (the default) Enter alone gives the
#                    last answer again, whatever its question was: after
#                    the lamp shone W, an empty move walks west, the
#                    output that of a W there but for the echo; and the
#                    README and wizcastle.6 (rendered) say so where they
#                    tell of answers ("Enter alone gives the last answer
#                    again")
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..13	# its tests (test/run counts those not run as failed)
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP PIPE

# play_case DIR CASE INPUT OUTPUT: the case's seed and DIR's args, INPUT
# typed (test/lib/golden.sh's golden_run: the args and seed read by the
# shell, no cat)
. "$(dirname "$0")/lib/golden.sh"	# golden_run IN [OPTION...]
play_case() {
	WIZCASTLE=$W golden_run "golden/$1/$2.in" <"$3" >"$4" 2>/dev/null
}

for dir in stetson ipco gwbasic sorcerer; do
	[ -f "golden/$dir/args" ] || continue
	want "kind-fold-$dir" || continue
	bad=
	n=0
	for inp in golden/$dir/*.in; do
		[ $n -lt 3 ] || break
		n=$((n + 1))
		c=$(basename "$inp" .in)
		LC_ALL=C tr 'a-z' 'A-Z' <"$inp" >"$tmp/U.in"
		LC_ALL=C tr 'A-Z' 'a-z' <"$inp" >"$tmp/L.in"
		play_case $dir $c "$tmp/U.in" "$tmp/U.out"
		play_case $dir $c "$tmp/L.in" "$tmp/L.out"
		LC_ALL=C tr 'a-z' 'A-Z' <"$tmp/U.out" >"$tmp/U.up"
		LC_ALL=C tr 'a-z' 'A-Z' <"$tmp/L.out" >"$tmp/L.up"
		if ! cmp -s "$tmp/U.up" "$tmp/L.up"; then
			bad="$bad $c: $(expected "lower case played as upper case" "$(cmp "$tmp/U.up" "$tmp/L.up" 2>&1 | head -n 1)");"
		elif cmp -s "$tmp/U.out" "$tmp/L.out"; then
			bad="$bad $c: $(expected "the echo as typed" "the same bytes for both cases");"
		fi
	done
	if [ -n "$bad" ]; then
		echo "not ok kind-fold-$dir:$bad"
	else
		echo "ok kind-fold-$dir"
	fi
done

# asked_at DIR CASE K REGEX: with the first K lines of the case typed, the
# last line printed (the question waiting) matches REGEX
asked_at() {
	head -n "$3" "golden/$1/$2.in" >"$tmp/head.in"
	play_case "$1" "$2" "$tmp/head.in" "$tmp/head.out"
	tail -n 1 "$tmp/head.out" | grep -q -- "$4"
}

# with DIR CASE K LINE FILE: the case's lines with LINE put before its
# line K+1
with() {
	{
		head -n "$3" "golden/$1/$2.in"
		printf '%s\n' "$4"
		tail -n +"$(($3 + 1))" "golden/$1/$2.in"
	} >"$5"
}

for dir in stetson ipco gwbasic sorcerer; do
	[ -f "golden/$dir/args" ] || continue
	blank=
	[ $dir = sorcerer ] && blank='   '
	for q in flares points; do
		want "kind-empty-$dir-$q" || continue
		case $q in
		flares) re='HOW MANY DO YOU WANT' ;;
		points) re='HOW MANY POINTS' ;;
		esac
		# the first of DIR's cases where the question comes
		c=
		for inp in $(ls golden/$dir/*.in | head -n 10); do
			play_case $dir "$(basename "$inp" .in)" "$inp" "$tmp/full.out"
			if grep -q -- "$re" "$tmp/full.out"; then
				c=$(basename "$inp" .in)
				break
			fi
		done
		if [ -z "$c" ]; then
			echo "not ok kind-empty-$dir-$q: $(expected "$re in one of $dir's first 10 cases" "none")"
			continue
		fi
		k=0
		while [ $k -lt 30 ] && ! asked_at $dir $c $k "$re"; do
			k=$((k + 1))
		done
		if [ $k -ge 30 ]; then
			echo "not ok kind-empty-$dir-$q: $(expected "the $q question in $c's first 30 answers" "none")"
			continue
		fi
		with $dir $c $k X "$tmp/X.in"
		with $dir $c $k "$blank" "$tmp/E.in"
		play_case $dir $c "$tmp/X.in" "$tmp/X.out"
		play_case $dir $c "$tmp/E.in" "$tmp/E.out"
		rc=$?
		# the answer X's echo, the first after the question, made the
		# empty answer's
		ln=$(grep -n -- "$re.*X\$" "$tmp/X.out" | head -n 1 | cut -d: -f1)
		sed "${ln:-0}s/X\$/$blank/" "$tmp/X.out" >"$tmp/want.out"
		if [ $rc -ne 0 ]; then
			echo "not ok kind-empty-$dir-$q: $(expected "status 0" "status $rc, $(tail -n 2 "$tmp/E.out" | tr '\n' '|')")"
		elif ! cmp -s "$tmp/want.out" "$tmp/E.out"; then
			echo "not ok kind-empty-$dir-$q: $(expected "the output of an X there" "$(diff "$tmp/want.out" "$tmp/E.out" | head -n 4 | tr '\n' '|')")"
		else
			echo "ok kind-empty-$dir-$q"
		fi
	done
done

# kind-enter: castle 121 made, the lamp shone W, then W, or Enter alone
if want kind-enter; then
	printf 'E\nM\n0\n0\n0\nL\nD\nY\n0\nL\nW\nW\nQ\nY\nN\n' >"$tmp/W.in"
	printf 'E\nM\n0\n0\n0\nL\nD\nY\n0\nL\nW\n\nQ\nY\nN\n' >"$tmp/N.in"
	"$W" -s 121 <"$tmp/W.in" >"$tmp/W.out" 2>/dev/null
	"$W" -s 121 <"$tmp/N.in" >"$tmp/N.out" 2>/dev/null
	# the second move's echo, W, made the empty answer's
	ln=$(grep -n 'YOUR MOVE ? W$' "$tmp/W.out" | sed -n 1p | cut -d: -f1)
	sed "${ln:-0}s/W\$//" "$tmp/W.out" >"$tmp/want.out"
	said=
	grep -q 'Enter alone gives the last answer again' README ||
	    said="$said README;"
	if command -v mandoc >/dev/null 2>&1; then
		mandoc -T ascii man/wizcastle.6 | col -b | tr -s ' \n' '  ' |
		    grep -q 'Enter alone gives the last answer again' ||
		    said="$said wizcastle.6;"
	else
		said="$said mandoc (Debian: mandoc) to render wizcastle.6;"
	fi
	if [ -z "$ln" ] || ! cmp -s "$tmp/want.out" "$tmp/N.out"; then
		echo "not ok kind-enter: $(expected "an empty move walking west as W does" "$(diff "$tmp/want.out" "$tmp/N.out" | head -n 4 | tr '\n' '|')")"
	elif [ -n "$said" ]; then
		echo "not ok kind-enter: $(expected "'Enter alone gives the last answer again' in the README and wizcastle.6" "not in$said")"
	else
		echo "ok kind-enter"
	fi
fi
exit 0
