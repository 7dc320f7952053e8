#!/bin/sh
# t_edges.sh: the edges of input and of the command line, each with its
# exact behaviour (wizcastle-fidelity(7), wizcastle(6)'s EXIT STATUS).
# W plays GW-BASIC, as the v* and x-* golden cases these tests start from
# were made; W0 is the binary, which plays the Exidy Sorcerer by default.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
# The plan: 28 tests, one a file of the fuzzer's corpus, and line-cap but
# with NOMEM=no (test/run counts those not run as failed)
set -- test/fuzz/corpus/*
echo "1..$((28 + $# + $([ "${NOMEM:-yes}" = no ] && echo 0 || echo 1)))"
W0=${WIZCASTLE:-./wizcastle}
W="$W0 -m gwbasic"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

ok() { echo "ok edges-$1"; }
bad() { echo "not ok edges-$1: $2"; }

# run_seed SEED INPUT: output in $tmp/out, errors in $tmp/err, status in $rc
run_seed() {
	timeout 20 $W -s "$1" <"$2" >"$tmp/out" 2>"$tmp/err"
	rc=$?
}

# Input that ends after each line of a case: the case's output up to the
# next prompt, then a newline, status 0; each longer than the last
# (test/lib/cuts.py, a run a cut and no other fork).
# With SLOW_BINARY=yes (test/check's sanitizer and valgrind suites) some
# 40 cuts spread over the case, the last line's among them.
truncations() {
	name=$1
	want "edges-eof-$name" || return 0
	seed=$(cat "golden/$name.seed")
	n=$(wc -l <"golden/$name.in")
	step=1
	[ "${SLOW_BINARY:-no}" = yes ] && step=$((n / 40 + 1))
	if why=$("$PYTHON3" "$(dirname "$0")/lib/cuts.py" "$name" $step -- \
	    $W -s "$seed"); then
		ok "eof-$name"
	else
		bad "eof-$name" "${why:-cuts.py failed}"
	fi
}
truncations gwbasic/v01
truncations gwbasic/v293
W="$W0 -m sorcerer"
truncations sorcerer/s012
W="$W0 -m gwbasic"

# A 1 MiB answer to the race question: its first 4,096 bytes kept and
# echoed, the rest read and dropped, one unusable answer, then the game
# of v01 as before: the output of golden/gwbasic/x-long-v01, whose line
# of 10000 X is kept as 4,096 X the same way.  So the whole output is
# compared.
{ head -c 1048576 /dev/zero | tr '\0' X; echo; cat golden/gwbasic/v01.in; } >"$tmp/in"
run_seed 121 "$tmp/in"
if [ $rc -ne 0 ]; then
	bad long-line "$(expected "status 0" "status $rc")"
elif [ "$(awk 'index($0, "YOUR CHOICE ? X") == 1 { print length }' \
    "$tmp/out")" != $((14 + 4096)) ]; then
	bad long-line "the echo: $(expected "the line's first 4,096 bytes" "$(awk 'index($0, "YOUR CHOICE ? X") == 1 { print length - 14 }' "$tmp/out") bytes")"
elif ! cmp -s "$tmp/out" golden/gwbasic/x-long-v01.out; then
	bad long-line "$(expected "x-long-v01's output" "$(cmp golden/gwbasic/x-long-v01.out "$tmp/out" 2>&1 | head -n 1)")"
else
	ok long-line
fi

# NUL and bytes 128-255: echoed and read as '?'.  "E\0X" is still ELF;
# "\0E" and "\351LF" are unusable answers.  The output is the same, byte
# for byte, as for the same lines with '?' typed in their place.
printf '\000E\n\351LF\nE\000X\nM\n' >"$tmp/in"
run_seed 121 "$tmp/in"
cp "$tmp/out" "$tmp/bytes"
printf '?E\n?LF\nE?X\nM\n' >"$tmp/in"
run_seed 121 "$tmp/in"
if [ $rc -eq 0 ] && cmp -s "$tmp/out" "$tmp/bytes" &&
    grep -q '^YOUR CHOICE ? ?E$' "$tmp/out" &&
    grep -q '^YOUR CHOICE ? ?LF$' "$tmp/out" &&
    grep -q '^YOUR CHOICE ? E?X$' "$tmp/out" &&
    [ "$(grep -c 'THAT WAS INCORRECT' "$tmp/out")" -eq 2 ] &&
    grep -q '^OK ELF, YOU HAVE THESE' "$tmp/out"; then
	ok bytes
else
	bad bytes "$(expected "the output of '?' typed in their place" "status $rc, $(cmp "$tmp/out" "$tmp/bytes" 2>&1 | head -n 1)")"
fi
if LC_ALL=C tr -d '\n\f -~' <"$tmp/bytes" | grep -q .; then
	bad bytes-out "$(expected "ASCII and form feeds only" "$(LC_ALL=C tr -d '\n\f -~' <"$tmp/bytes" | od -An -tx1 | head -n 1)")"
else
	ok bytes-out
fi

# CR LF line ends: the same output as LF.
sed 's/$/\r/' golden/gwbasic/v01.in >"$tmp/in"
run_seed 121 "$tmp/in"
if [ $rc -eq 0 ] && cmp -s "$tmp/out" golden/gwbasic/v01.out; then ok crlf
else bad crlf "$(expected "status 0, v01's output" "status $rc, $(cmp golden/gwbasic/v01.out "$tmp/out" 2>&1 | head -n 1)")"; fi

# A last line without a newline is a line.
printf '%s' "$(cat golden/gwbasic/v01.in)" >"$tmp/in"
run_seed 121 "$tmp/in"
if [ $rc -eq 0 ] && cmp -s "$tmp/out" golden/gwbasic/v01.out; then ok no-newline
else bad no-newline "$(expected "status 0, v01's output" "status $rc, $(cmp golden/gwbasic/v01.out "$tmp/out" 2>&1 | head -n 1)")"; fi

# An empty file: the start-up to the first prompt, a newline, status 0.
: >"$tmp/in"
run_seed 121 "$tmp/in"
size=$(($(wc -c <"$tmp/out") - 1))
head -c "$size" "$tmp/out" >"$tmp/cut"
if [ $rc -eq 0 ] && [ "$(tail -c 1 "$tmp/out" | od -An -c | tr -d ' ')" = '\n' ] &&
    [ "$(tail -n 1 "$tmp/cut")" = "YOUR CHOICE ? " ] &&
    head -c "$size" golden/gwbasic/v01.out | cmp -s - "$tmp/cut"; then
	ok empty-input
	cp "$tmp/out" "$tmp/empty"
else
	bad empty-input "$(expected "status 0, the start-up to YOUR CHOICE ? and a newline" "status $rc, $(tail -n 2 "$tmp/out" | tr '\n' '|')")"
fi

# Input that cannot be read: a word on standard error, status 1; on
# standard output what empty input gives, the start-up to the first prompt
# and the newline.
[ -f "$tmp/empty" ] || printf 'no empty-input output\n' >"$tmp/empty"
timeout 60 $W -s 121 </ >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
    grep -q '^wizcastle: cannot read input: ' "$tmp/err" &&
    cmp -s "$tmp/out" "$tmp/empty"; then
	ok unreadable
else
	bad unreadable "$(expected "status 1, wizcastle: cannot read input: ..., the start-up" "status $rc, '$(head -c 80 "$tmp/err" | tr '\n' '|')'")"
fi

# Standard input closed: the same, for its own reason.
timeout 60 $W -s 121 <&- >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && [ "$(cat "$tmp/err")" = "wizcastle: cannot read input: Bad file descriptor" ]; then
	ok closed-input
else
	bad closed-input "$(expected "status 1, wizcastle: cannot read input: Bad file descriptor" "status $rc, '$(head -c 80 "$tmp/err" | tr '\n' '|')'")"
fi

# Output that cannot be written (a full disk, a closed descriptor): a
# word on standard error, status 1.
timeout 60 $W -s 121 <golden/gwbasic/v01.in >/dev/full 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && [ "$(cat "$tmp/err")" = "wizcastle: write error: No space left on device" ]; then
	ok full-output
else
	bad full-output "$(expected "status 1, wizcastle: write error: No space left on device" "status $rc, '$(head -c 80 "$tmp/err" | tr '\n' '|')'")"
fi
timeout 60 $W -s 121 <golden/gwbasic/v01.in >&- 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && [ "$(cat "$tmp/err")" = "wizcastle: write error: Bad file descriptor" ]; then
	ok closed-output
else
	bad closed-output "$(expected "status 1, wizcastle: write error: Bad file descriptor" "status $rc, '$(head -c 80 "$tmp/err" | tr '\n' '|')'")"
fi

# Output that fails only at the end: the last lines, after the last
# answer, go out as the program ends.  A file-size limit (ulimit -f, 512
# bytes a block) lets all before them into the file, not all of them
# (SIGXFSZ ignored: the write fails with EFBIG): a word, status 1.
total=$(wc -c <golden/gwbasic/v01.out)
before=$(($(grep -b -o 'PLAY AGAIN ? ' golden/gwbasic/v01.out | tail -n 1 |
    cut -d: -f1) + 13))
blocks=$((total / 512 + 1))
head -c $((blocks * 512 - total + 1)) /dev/zero >"$tmp/out"
(
	ulimit -f $blocks
	trap '' XFSZ
	exec timeout 20 $W -s 121 <golden/gwbasic/v01.in >>"$tmp/out" 2>"$tmp/err"
)
rc=$?
if [ "$before" -ge "$total" ]; then
	bad last-output "$(expected "v01 printing after its last answer" "it ends at $before of $total bytes")"
elif [ $rc -eq 1 ] && [ "$(cat "$tmp/err")" = "wizcastle: write error: File too large" ]; then
	ok last-output
else
	bad last-output "$(expected "status 1, wizcastle: write error: File too large" "status $rc, '$(head -c 80 "$tmp/err" | tr '\n' '|')'")"
fi

# A line of any length in bounded memory (ulimit -v, 64 MiB): of a
# line of 128 MiB the first 4,096 bytes are kept and the rest read and
# dropped, so the session is the one of that line cut at 4,096 bytes;
# and /dev/zero, a line without end, is still being read when timeout
# stops it (status 124), not out of memory.  Not with NOMEM=no: the
# sanitizers' binaries and valgrind cannot run under the limit at all
# (their shadow memory), and test/check's suites for them say so.
if [ "${NOMEM:-yes}" = no ] || ! want edges-line-cap; then
	:
elif ! (
	ulimit -v 65536
	timeout 20 $W -s 121 </dev/null >/dev/null 2>&1
	rc=$?	# not the last command, not exec'd: the shell's word for an
	exit $rc	# abort (a sanitizer's) goes to the /dev/null below
) 2>/dev/null; then
	bad line-cap "$W does not run in 64 MiB (for a binary that cannot: NOMEM=no)"
else
	{ head -c 134217728 /dev/zero | tr '\0' X; echo; echo E; } | (
		ulimit -v 65536
		exec timeout 20 $W -s 121 >"$tmp/out" 2>"$tmp/err"
	)
	rc=$?
	{ head -c 4096 /dev/zero | tr '\0' X; echo; echo E; } |
	    timeout 20 $W -s 121 >"$tmp/cut" 2>&1
	(
		ulimit -v 65536
		exec timeout 3 $W -s 121 </dev/zero >/dev/null 2>"$tmp/zerr"
	)
	zrc=$?
	if [ $rc -ne 0 ] || [ -s "$tmp/err" ] || ! cmp -s "$tmp/out" "$tmp/cut"; then
		bad line-cap "a line of 128 MiB: $(expected "status 0, no stderr, the output of the line cut, $(wc -c <"$tmp/cut") bytes" "status $rc, '$(head -c 80 "$tmp/err" | tr '\n' '|')', $(wc -c <"$tmp/out") bytes")"
	elif [ $zrc -ne 124 ]; then
		bad line-cap "/dev/zero: $(expected "still reading after 3 s (status 124)" "status $zrc, '$(head -c 80 "$tmp/zerr" | tr '\n' '|')'")"
	else
		ok line-cap
	fi
fi

# Output closed early (| head -c 100), with SIGPIPE as it comes and
# ignored: test/t_signals.sh, signals-pipe*.

# The fuzzer's seeds, and inputs it found that play deepest or hold the
# most stray bytes (test/fuzz/corpus/f-*): the first byte chooses the
# edition and machine, the next three the seed, the rest is typed
# (test/fuzz/main.c, which this follows: the pairs in the tables' order,
# each played here with the options of its golden folder's args; the
# seed modulo the count of the edition's -s values, from its least, and
# in the later editions one value more, the last, for no -s).  Each
# plays to its end: status 0, nothing on standard error; the last line
# closed, or, in the later editions, whose input's end prints no newline,
# a question left open ("? " or ": "); no byte beyond ASCII, newline and
# form feed that the folder's golden cases never print, but its
# machine's at a halt ("Overflow in 5445"), and on the Sorcerer the BS
# that echoes DEL and BS and the bytes typed, which its INPUT echoes as
# they are.  A seed made from a golden case
# (FOLDER-NAME) plays that case's output byte for byte.
fuzz_pairs="sorcerer gwbasic mbasic stetson ipco"

# odd_bytes: the bytes of standard input beyond printable ASCII, newline
# and form feed, in hex, one a line
odd_bytes() {
	LC_ALL=C tr -d '\n\f -~' | od -An -tx1 -v | tr -s ' ' '\n' | grep . |
	    sort -u
}

# stray_typed FOLDER: the bytes of $tmp/out odd_bytes finds are none, or
# ones FOLDER's golden cases print, or that its machine prints on the
# line where BASIC halts a program ("Overflow in 5445") in any golden
# case played on it, or on the Sorcerer BS and bytes of $tmp/in; else
# those bytes in $stray
stray_typed() {
	if [ ! -f "$tmp/golden.$1" ]; then
		m=$(sed -n 's/.*-m \([a-z]*\).*/\1/p' "golden/$1/args")
		{
			cat golden/"$1"/*.out | odd_bytes
			for a in $(grep -l -e "-m $m\$" -e "-m $m " golden/*/args)
			do
				cat "${a%args}"*.out
			done | grep -a ' in [0-9][0-9]*' | odd_bytes
		} >"$tmp/golden.$1"
	fi
	cp "$tmp/golden.$1" "$tmp/typed"
	if [ "$1" = sorcerer ]; then
		odd_bytes <"$tmp/in" >>"$tmp/typed"
		echo 08 >>"$tmp/typed"
	fi
	stray=$(odd_bytes <"$tmp/out" | grep -vxF -f "$tmp/typed" | tr '\n' ' ')
	[ -z "$stray" ]
}

# fuzz_options [PAIR [B1 [B2 [B3]]]]: the folder of pair PAIR (0 if
# none) in $d, and the options it plays with in $opts, the seed of the
# bytes B1 B2 B3 (as many as there are) among them
fuzz_options() {
	d=$(echo $fuzz_pairs | cut -d ' ' -f "$((${1:-0} % 5 + 1))")
	v=0
	[ $# -gt 0 ] && shift
	for b; do
		v=$((v * 256 + b))
	done
	case $d in
	sorcerer|gwbasic) opts="-s $((v % 8388608))" ;;
	*) opts=$((v % 65537)); [ $opts -eq 65536 ] && opts= ||
	    opts="-s $((opts - 32768))" ;;
	esac
	opts="$(cat "golden/$d/args") $opts"
}

for f in test/fuzz/corpus/*; do
	name=fuzz-$(basename "$f")
	want "edges-$name" || continue
	fuzz_options $(od -An -tu1 -N4 "$f")
	tail -c +5 "$f" >"$tmp/in"
	timeout 20 $W0 $opts <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	# the last two bytes: a newline last, or "? " or ": " open
	case $d:$(tail -c 2 "$tmp/out" | od -An -tx1 | tr -d ' ') in
	*0a|mbasic:3f20|stetson:3f20|ipco:3f20|mbasic:3a20|stetson:3a20|ipco:3a20)
		closed=1 ;;
	*) closed= ;;
	esac
	golden=golden/$(basename "$f" | tr - /).out
	if [ $rc -ne 0 ] || [ -s "$tmp/err" ]; then
		bad "$name" "$opts: $(expected "status 0, no stderr" "status $rc, '$(head -c 80 "$tmp/err" | tr '\n' '|')'")"
	elif [ -z "$closed" ]; then
		bad "$name" "$opts: $(expected "the last line closed or a question open" "$(tail -c 20 "$tmp/out" | od -An -c | tr -s ' ')")"
	elif ! stray_typed "$d"; then
		bad "$name" "$opts: $(expected "only bytes the golden cases of $d print" "$stray")"
	elif [ -f "$golden" ] && ! cmp -s "$tmp/out" "$golden"; then
		bad "$name" "$opts: $(expected "$golden's output" "$(cmp "$golden" "$tmp/out" 2>&1 | head -n 1)")"
	else
		ok "$name"
	fi
done

# Bad options: on standard error what is wrong and the line pointing at
# -h, status 1, nothing on stdout (what the words say: test/t_options.sh).
for args in "-s abc" "-s 12x" "-s -1" "-s 8388608" "-s" "-x" "-s 5 extra" \
    "-s +5"; do
	timeout 60 $W $args </dev/null >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 1 ] && [ ! -s "$tmp/out" ] &&
	    tail -n 1 "$tmp/err" | grep -q '^usage: wizcastle .*-h'; then
		ok "usage $args"
	else
		bad "usage $args" "$(expected "status 1, the usage on stderr, nothing on stdout" "status $rc, $(head -n 1 "$tmp/err")")"
	fi
done
timeout 60 $W -s '' </dev/null >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && [ ! -s "$tmp/out" ] && grep -q '^usage:' "$tmp/err"; then
	ok "usage empty seed"
else
	bad "usage empty seed" "$(expected "status 1, the usage on stderr, nothing on stdout" "status $rc, $(head -n 1 "$tmp/err")")"
fi
for m in sorcerer gwbasic; do
	for s in 0 8388607; do
		timeout 60 $W0 -m $m -s $s </dev/null >"$tmp/out" 2>"$tmp/err"
		rc=$?
		if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ]; then ok "seed $m $s"
		else bad "seed $m $s" "$(expected "status 0, no stderr" "status $rc, $(head -n 1 "$tmp/err")")"; fi
	done
done

# Without -m, the Exidy Sorcerer: s001 as with -m sorcerer.
timeout 20 $W0 -s "$(cat golden/sorcerer/s001.seed)" <golden/sorcerer/s001.in >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 0 ] && cmp -s "$tmp/out" golden/sorcerer/s001.out; then
	ok machine-default
else
	bad machine-default "$(expected "status 0, s001's output" "status $rc, $(cmp golden/sorcerer/s001.out "$tmp/out" 2>&1 | head -n 1)")"
fi
