#!/bin/sh
# t_build.sh: every source compiles without a warning under strict flags,
# with gcc and with clang where installed, with and without libedit; and
# cppcheck, where installed, finds nothing.
flags="-std=c99 -Wall -Wextra -pedantic -Wshadow -Wconversion -D_POSIX_C_SOURCE=200809L"
edit=$(pkg-config --cflags libedit 2>/dev/null && echo -DHAVE_LIBEDIT)
srcs="wizcastle.c io/*.c rules/*.c test/unit.c test/fuzz/main.c bench/*.c"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

for cc in gcc clang; do
	if ! command -v $cc >/dev/null 2>&1; then
		echo "ok build-$cc # skipped, no $cc"
		continue
	fi
	for with in "" "$edit"; do
		name="build-$cc${with:+-libedit}"
		: >"$tmp/log"
		for f in $srcs; do
			[ -f "$f" ] || continue
			# shellcheck disable=SC2086
			$cc $flags $with -c -o "$tmp/o.o" "$f" >>"$tmp/log" 2>&1
		done
		if [ -s "$tmp/log" ]; then
			echo "not ok $name: $(grep -m1 -E 'warning|error' "$tmp/log")"
		else
			echo "ok $name"
		fi
	done
done

if command -v cppcheck >/dev/null 2>&1; then
	out=$(cppcheck --enable=warning,style,performance,portability --std=c99 \
	    --quiet --error-exitcode=1 -D_POSIX_C_SOURCE=200809L \
	    wizcastle.c io rules test bench 2>&1)
	if [ $? -eq 0 ] && [ -z "$out" ]; then
		echo "ok cppcheck"
	else
		echo "not ok cppcheck: $(echo "$out" | head -n 1)"
	fi
else
	echo "ok cppcheck # skipped, no cppcheck"
fi
