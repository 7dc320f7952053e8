#!/bin/sh
# t_lines.sh: rules/LINES, the index of the 1980 listing's lines, is true;
# and rules/LINES.stetson and rules/LINES.ipco, the later editions' (the
# same tests, named lines-stetson-* and lines-ipco-*).
#
#   lines-rows       every row reads FIRST[-LAST] FILE FUNCTION, in order,
#                    at most 15 numbered lines each
#   lines-cover      the rows cover the listing's numbered lines, each once
#   lines-exist      every file named is in rules/ and defines the function
#                    (or, for DATA, the array) named
#   lines-cited      each function's comment cites every line its rows
#                    give it ("line N", "lines N-M", "lines N and M", ...)
#
# The listing numbers its lines 10, 20 ... 3400, every tenth number: 340
# lines (src/castle.bas of beejjorgensen/Wizards-Castle-Info); Stetson's
# 1000, 1005 ... 5580, 917 lines (src/castle_mbasic.bas there); IPCO's
# 10, 20 ... 250 and 1000, 1010 ... 10180, 944 lines, its line N from 1030
# on Stetson's 1000 + 5 * K, K = (N - 1030) / 10, plus one from N = 1400
# on (rules/LINES.ipco); the functions cite Stetson's numbers.  The test
# keeps the listings' numbers, not their text.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..12	# its tests (test/run counts those not run as failed)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# numbers FIRST LAST STEP: FIRST, FIRST+STEP ... LAST, one a line.
numbers() {
	n=$1
	while [ "$n" -le "$2" ]; do
		echo "$n"
		n=$((n + $3))
	done
}

# check NAME LINES_FILE COUNT MAP: the tests NAME-* of the index
# LINES_FILE, for the listing whose numbers are in $tmp/listing (COUNT of
# them); MAP, an awk expression of l, is the number a function's comment
# cites for the listing's line l.
check() {
name=$1 LINES_FILE=$2 count=$3 map=$4
want "$name-rows" "$name-cover" "$name-exist" "$name-cited" || return 0
if [ "$(wc -l <"$tmp/listing")" -ne "$count" ]; then
	echo "not ok $name-rows: the listing's numbers: $(expected "$count" "$(wc -l <"$tmp/listing")")"
	return
fi

# The rows, as "FIRST LAST FILE FUNCTION"; a row that does not parse is
# reported.
awk '
/^#/ || /^[ \t]*$/ { next }
{
	if ($1 !~ /^[0-9]+(-[0-9]+)?$/ || $2 !~ /^[a-z0-9_]+\.c$/ ||
	    $3 !~ /^[A-Za-z_][A-Za-z0-9_]*$/) {
		print "bad " NR ": " $0
		next
	}
	split($1, r, "-")
	print r[1], (r[2] == "" ? r[1] : r[2]), $2, $3
}' "$LINES_FILE" >"$tmp/rows"
if grep -q '^bad ' "$tmp/rows"; then
	echo "not ok $name-rows: $(expected "rows of FIRST[-LAST] FILE.c FUNCTION" "$(grep '^bad ' "$tmp/rows" | head -n 1)")"
	return
fi

# lines-rows and lines-cover: walk the listing's numbers along the rows.
why=$(awk -v listing="$tmp/listing" '
BEGIN {
	while ((getline l <listing) > 0)
		num[++count] = l
	next_i = 1
}
{
	first = $1; last = $2
	if (last < first) {
		print "rows: " first "-" last ": expected a last line not before the first, got " last; bad = 1; exit
	}
	if (next_i > count) {
		print "cover: expected no row past the last line of the listing, " num[count] ", got " first "-" last; bad = 1; exit
	}
	if (first != num[next_i]) {
		if (first > num[next_i])
			print "cover: expected a row for line " num[next_i] ", got the next row at " first "-" last
		else
			print "cover: expected the next row to begin at line " num[next_i] ", got " first "-" last " (a line in two rows, or out of order)"
		bad = 1
		exit
	}
	k = 0
	while (next_i <= count && num[next_i] <= last) {
		k++
		next_i++
	}
	if (num[next_i - 1] != last) {
		print "cover: " first "-" last ": expected a last line of the listing, got " last; bad = 1; exit
	}
	if (k > 15) {
		print "rows: " first "-" last ": expected 15 lines at most, got " k
		bad = 1
		exit
	}
}
END {
	if (next_i <= count && !bad)
		print "cover: expected a row for line " num[next_i] ", got none"
}' "$tmp/rows")
case $why in
rows:*)
	echo "not ok $name-rows: ${why#rows: }"
	echo "not ok $name-cover: $(expected "rows that read right" "${why#rows: }")"
	;;
cover:*)
	echo "ok $name-rows"
	echo "not ok $name-cover: ${why#cover: }"
	;;
*)
	echo "ok $name-rows"
	echo "ok $name-cover"
	;;
esac

# lines-exist and lines-cited: each function's cites read once, however
# many rows it has, in one awk (not four processes a function): comment,
# the comment just above the function's definition in its file (a
# definition starts at the line's start, has the name followed by ( or
# [, and does not end in ; unless it has an initialiser), and cited, the
# listing's lines it cites (after "line" or "lines", numbers and ranges
# N-M joined by ", ", " and " or ", and "), sorted as sort -u does, in
# $tmp/cited.FILE.FUNCTION; then every row checked in one awk: some 3,000
# forks a row at a time, 31 s of CPU
rm -f "$tmp"/cited.*
exist=$(awk -v dir="$tmp" '
function comment(f, name,    line, n, inc, c, last) {
	n = 0; inc = 0; c = ""; last = 0; found = 0; said = ""
	while ((getline line <f) > 0) {
		n++
		if (!inc && line ~ "^[A-Za-z].*[ *]" name "[([]" &&
		    (line !~ /;[ \t]*$/ || line ~ /=/)) {
			found = 1
			if (last == n - 1)
				said = c
			break
		}
		if (line ~ /^\/\*/) { c = ""; inc = 1 }
		if (inc) c = c " " line
		if (inc && line ~ /\*\//) { inc = 0; last = n; continue }
		if (!inc && line !~ /^[ \t]*$/) c = ""
	}
	close(f)
	return found
}
function cited(s, out,    re, m, k, part, i, r, lo, hi, l, v, nv, j, t) {
	s = tolower(s) " "
	re = "lines? [0-9]+(-[0-9]+)?((, | and |, and )[0-9]+(-[0-9]+)?)*"
	nv = 0
	while (match(s, re)) {
		m = substr(s, RSTART, RLENGTH)
		s = substr(s, RSTART + RLENGTH)
		sub(/^lines? /, "", m)
		gsub(/, and |, | and /, " ", m)
		k = split(m, part, " ")
		for (i = 1; i <= k; i++) {
			split(part[i], r, "-")
			lo = r[1] + 0
			hi = (r[2] == "" ? lo : r[2] + 0)
			for (l = lo; l <= hi; l += 5)
				if (l % 5 == 0 && !(("" l) in seen)) {
					seen["" l] = 1
					v[++nv] = "" l
				}
		}
	}
	for (i = 2; i <= nv; i++)	# sort -u: as strings
		for (j = i; j > 1 && v[j] < v[j - 1]; j--) {
			t = v[j]; v[j] = v[j - 1]; v[j - 1] = t
		}
	printf "" >out
	for (i = 1; i <= nv; i++)
		print v[i] >out
	close(out)
	delete seen
}
{
	c = dir "/cited." $3 "." $4
	if (c in done)
		next
	done[c] = 1
	f = "rules/" $3
	if ((getline x <f) < 0) {
		printf "" >(c ".none"); close(c ".none")
		if (exist == "")
			exist = $1 "-" $2 ": expected rules/" $3 ", got none"
		next
	}
	close(f)
	if (!comment(f, $4)) {
		printf "" >(c ".none"); close(c ".none")
		if (exist == "")
			exist = $1 "-" $2 ": expected " $4 " in rules/" $3 ", got none"
		next
	}
	cited(said, c)
}
END { print exist }' "$tmp/rows")
# the first row whose comment does not cite one of its listing's lines
cite=$(awk -v dir="$tmp" -v listing="$tmp/listing" '
BEGIN { while ((getline x <listing) > 0) L[++nl] = x }
{
	c = dir "/cited." $3 "." $4
	if (!(c in read)) {
		read[c] = 1
		got[c] = ""
		if ((getline x <c) < 0)
			nocite[c] = 1
		else {
			do { has[c, x] = 1; got[c] = got[c] x " " } while ((getline x <c) > 0)
			close(c)
		}
	}
	if (c in nocite)
		next
	for (i = 1; i <= nl; i++) {
		if (L[i] + 0 < $1 + 0 || L[i] + 0 > $2 + 0)
			continue
		l = L[i] + 0
		m = '"$map"'
		if (!((c, m) in has)) {
			printf "%s-%s: expected the comment of %s (%s) citing line %s, got %s\n",
			    $1, $2, $4, $3, m, substr(got[c], 1, 60)
			exit
		}
	}
}' "$tmp/rows")
if [ -n "$exist" ]; then echo "not ok $name-exist: $exist"
else echo "ok $name-exist"; fi
if [ -n "$cite" ]; then echo "not ok $name-cited: $cite"
else echo "ok $name-cited"; fi
}

numbers 10 3400 10 >"$tmp/listing"
check lines rules/LINES 340 l
numbers 1000 5580 5 >"$tmp/listing"
check lines-stetson rules/LINES.stetson 917 l
{ numbers 10 250 10; numbers 1000 10180 10; } >"$tmp/listing"
check lines-ipco rules/LINES.ipco 944 \
    '(l < 1030 ? l : 1000 + 5 * ((l - 1030) / 10 + (l >= 1400)))'
exit 0
