#!/bin/sh
# t_build.sh: every source compiles without a warning under strict flags,
# with gcc and with clang, with and without libedit; and cppcheck finds
# nothing.  A missing compiler, libedit or cppcheck is a failure that
# names its Debian package (make deps installs them).
#
#   build-CC          every .c file, HAVE_LIBEDIT not defined
#   build-CC-libedit  the same with pkg-config's cflags and HAVE_LIBEDIT
#   cppcheck          the tree, every configuration of its #ifdefs
#   build-short       no function of the program over 60 lines (a body
#                     from its "{" at column 0 to its "}" at column 0)
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..6	# its tests (test/run counts those not run as failed)
flags="-std=c99 -Wall -Wextra -pedantic -Wshadow -Wconversion -D_POSIX_C_SOURCE=200809L"
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
if $PKG_CONFIG --exists libedit 2>/dev/null; then
	edit="$($PKG_CONFIG --cflags libedit) -DHAVE_LIBEDIT"
else
	edit=
fi
srcs="*.c io/*.c rules/*.c test/unit.c test/unit-io.c test/fuzz/main.c bench/*.c"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# build NAME CC FLAGS...: compile every source, any output is a failure
build() {
	name=$1 cc=$2
	shift 2
	want "$name" || return 0
	: >"$tmp/log"
	for f in $srcs; do
		[ -f "$f" ] || continue
		timeout 60 "$cc" $flags "$@" -c -o /dev/null "$f" >>"$tmp/log" 2>&1 ||
		    echo "$f: $cc: exit status $?" >>"$tmp/log"
	done
	if [ -s "$tmp/log" ]; then
		echo "not ok $name: $(expected "no word from $cc" "$(grep -m1 -E 'warning|error|exit status' "$tmp/log")")"
	else
		echo "ok $name"
	fi
}

for cc in gcc clang; do
	if ! command -v $cc >/dev/null 2>&1; then
		echo "not ok build-$cc: no $cc (Debian: $cc)"
		continue
	fi
	build "build-$cc" $cc
	if [ -n "$edit" ]; then
		# shellcheck disable=SC2086
		build "build-$cc-libedit" $cc $edit
	else
		echo "not ok build-$cc-libedit: pkg-config finds no libedit (Debian: pkgconf, libedit-dev)"
	fi
done

# No -D: cppcheck then checks each configuration of the #ifdefs, with
# libedit and without.  Not test/fuzz/out, the fuzzer's findings.
if ! want cppcheck; then
	:
elif command -v cppcheck >/dev/null 2>&1; then
	out=$(timeout 120 cppcheck --enable=warning,style,performance,portability \
	    --std=c99 --quiet --error-exitcode=1 \
	    *.c io rules test/unit.c test/unit-io.c test/fuzz/main.c bench 2>&1)
	rc=$?
	if [ $rc -eq 0 ] && [ -z "$out" ]; then
		echo "ok cppcheck"
	else
		echo "not ok cppcheck: $(expected "status 0, no word" "status $rc, $(echo "$out" | head -n 1)")"
	fi
else
	echo "not ok cppcheck: no cppcheck (Debian: cppcheck)"
fi

# The program's functions, each at most 60 lines long: the tests' are
# not counted.
want build-short || exit 0
long=$(for f in *.c io/*.c rules/*.c; do
	awk -v f="$f" '/^[A-Za-z_].*\(/ { name = $0 }
	    /^\{/ { start = NR }
	    /^\}/ && start { if (NR - start - 1 > 60) print f ": " name; start = 0 }' "$f"
done)
if [ -z "$long" ]; then
	echo "ok build-short"
else
	echo "not ok build-short: $(expected "no function over 60 lines" "$(echo "$long" | head -n 3 | tr '\n' ' ')")"
fi
