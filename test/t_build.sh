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
#   build-deps        make builds again whatever it made from a source
#                     (each object, the sanitizers' programs) when a
#                     header that source includes changes, directly or
#                     through another header: the headers found from
#                     each source's #include "..." lines, what make does
#                     seen in a copy of the tree whose compiler only
#                     notes what it is asked to make
#   build-deps-lock   deps.sh, with a package missing, runs apt-get with
#                     DPkg::Lock::Timeout=300 for the update and the
#                     install, and says once that it may wait for another
#                     apt's lock; as root, with stubs of apt-get, id and
#                     dpkg-query first in PATH: no apt runs for real
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..8	# its tests (test/run counts those not run as failed)
flags="-std=c99 -Wall -Wextra -pedantic -Wshadow -Wconversion -D_POSIX_C_SOURCE=200809L"
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
if $PKG_CONFIG --exists libedit 2>/dev/null; then
	edit="$($PKG_CONFIG --cflags libedit) -DHAVE_LIBEDIT"
else
	edit=
fi
srcs="*.c host/*.c io/*.c io/*/*.c rules/*.c test/unit.c test/unit-io.c test/fuzz/main.c test/bench/*.c"
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
		echo "not ok build-$cc: $(expected "$cc (Debian: $cc)" "none")"
		continue
	fi
	build "build-$cc" $cc
	if [ -n "$edit" ]; then
		# shellcheck disable=SC2086
		build "build-$cc-libedit" $cc $edit
	else
		echo "not ok build-$cc-libedit: $(expected "libedit found by pkg-config (Debian: pkgconf, libedit-dev)" "none")"
	fi
done

# No -D: cppcheck then checks each configuration of the #ifdefs, with
# libedit and without.  Not test/fuzz/out, the fuzzer's findings.
if ! want cppcheck; then
	:
elif command -v cppcheck >/dev/null 2>&1; then
	out=$(timeout 120 cppcheck --enable=warning,style,performance,portability \
	    --std=c99 --quiet --error-exitcode=1 \
	    *.c host io rules test/unit.c test/unit-io.c test/fuzz/main.c test/bench 2>&1)
	rc=$?
	if [ $rc -eq 0 ] && [ -z "$out" ]; then
		echo "ok cppcheck"
	else
		echo "not ok cppcheck: $(expected "status 0, no word" "status $rc, $(echo "$out" | head -n 1)")"
	fi
else
	echo "not ok cppcheck: $(expected "cppcheck (Debian: cppcheck)" "none")"
fi

# The program's functions, each at most 60 lines long: the tests' are
# not counted.
if want build-short; then
	long=$(for f in *.c host/*.c io/*.c io/*/*.c rules/*.c; do
		awk -v f="$f" '/^[A-Za-z_].*\(/ { name = $0 }
		    /^\{/ { start = NR }
		    /^\}/ && start { if (NR - start - 1 > 60) print f ": " name; start = 0 }' "$f"
	done)
	if [ -z "$long" ]; then
		echo "ok build-short"
	else
		echo "not ok build-short: $(expected "no function over 60 lines" "$(echo "$long" | head -n 3 | tr '\n' ' ')")"
	fi
fi

# wanted FILES...: for each line "PRODUCT SOURCE..." of $d/made, a line
# "HEADER PRODUCT" for every header the sources include, directly or
# through another header; the FILES are the tree's sources and headers,
# whose #include "..." lines are read.
wanted() {
	awk '
	function norm(p) {
		sub(/^\.\//, "", p)
		while (sub(/[^\/.][^\/]*\/\.\.\//, "", p))
			;
		return p
	}
	FILENAME != made && /^[ \t]*#[ \t]*include[ \t]*"/ {
		h = $0
		sub(/^[^"]*"/, "", h)
		sub(/".*/, "", h)
		dir = FILENAME
		if (!sub(/\/[^\/]*$/, "/", dir))
			dir = ""
		inc[FILENAME] = inc[FILENAME] " " norm(dir h)
		next
	}
	FILENAME == made && NF > 1 {
		split("", seen)
		n = 0
		for (i = 2; i <= NF; i++)
			todo[++n] = $i
		while (n > 0) {
			f = todo[n--]
			k = split(inc[f], hs, " ")
			for (i = 1; i <= k; i++)
				if (!(hs[i] in seen)) {
					seen[hs[i]] = 1
					todo[++n] = hs[i]
					print hs[i], $1
				}
		}
	}' made="$d/made" "$@" "$d/made" | sort -u
}

# build-deps: in a copy of the tree, with a compiler (CC and SANCC)
# that notes each product and its sources, and makes an empty file.
deps() {
	top=$(pwd) d=$tmp/deps
	mkdir -p "$d/tree" || return
	find . -name '*.[ch]' ! -path './test/fuzz/*' ! -path './.git/*' |
	    sed 's|^\./||' >"$d/files"
	# shellcheck disable=SC2046
	tar cf - Makefile $(cat "$d/files") | (cd "$d/tree" && tar xf -) ||
	    return
	cat >"$d/cc" <<'CC'
#!/bin/sh
out= srcs=
while [ $# -gt 0 ]; do
	case $1 in
	-o) out=$2; shift ;;
	*.c) srcs="$srcs $1" ;;
	esac
	shift
done
echo "$out$srcs" >>"$DEPS_LOG"
: >"$out"
CC
	cd "$d/tree" || return
	make="${MAKE:-make} CC=sh\ $d/cc SANCC=sh\ $d/cc"
	goals="wizcastle test/unit test/unit-io test/wizcastle-san test/unit-san test/unit-io-san"
	export DEPS_LOG="$d/made"
	if ! eval "$make $goals" >"$d/out" 2>&1; then
		echo "not ok build-deps: make in a copy: $(expected "status 0" "$(tail -n 1 "$d/out")")"
		cd "$top" || exit 1
		return
	fi
	# shellcheck disable=SC2046
	wanted $(cat "$d/files") >"$d/want"
	products=$(awk '{ print $1 }' "$d/made")
	miss=
	for h in $(awk '{ print $1 }' "$d/want" | sort -u); do
		find . -type f -exec touch -t 200001010000 {} +
		# shellcheck disable=SC2086
		touch -t 200101010000 $products
		touch -t 200201010000 "$h"
		: >"$d/made"
		eval "$make $goals" >"$d/out" 2>&1
		for out in $(awk -v h="$h" '$1 == h { print $2 }' "$d/want"); do
			grep -q "^$out " "$d/made" || miss="$miss $out:$h"
		done
	done
	cd "$top" || exit 1
	if [ -z "$miss" ]; then
		echo "ok build-deps"
	else
		echo "not ok build-deps: $(expected "each product made again when a header it includes changed" "not made again (product:header):$(echo "$miss" | cut -d ' ' -f 1-4)")"
	fi
}
if want build-deps; then
	deps
fi

# build-deps-lock: deps.sh as root (a stub id) with wizcastle-nothing
# missing (a stub dpkg-query), its apt-get a stub that notes its words
lock() {
	b=$tmp/lockbin
	mkdir -p "$b"
	printf '#!/bin/sh\necho 0\n' >"$b/id"
	printf '#!/bin/sh\nexit 1\n' >"$b/dpkg-query"
	printf '#!/bin/sh\necho "$*" >>"%s"\n' "$tmp/apt" >"$b/apt-get"
	chmod 755 "$b/id" "$b/dpkg-query" "$b/apt-get"
	: >"$tmp/apt"
	PATH=$b:$PATH POLICY=$tmp/policy-rc.d CI=yes \
	    sh .ci/deps.sh wizcastle-nothing >"$tmp/deps.out" 2>&1 </dev/null
	rc=$?
	want="-o DPkg::Lock::Timeout=300 update|-o DPkg::Lock::Timeout=300 install -y --no-install-recommends wizcastle-nothing|"
	got=$(tr '\n' '|' <"$tmp/apt")
	if [ $rc -ne 0 ]; then
		echo "not ok build-deps-lock: $(expected "status 0" "$rc: $(tail -n 1 "$tmp/deps.out")")"
	elif [ "$got" != "$want" ]; then
		echo "not ok build-deps-lock: $(expected "apt-get $want" "$got")"
	elif [ "$(grep -c 'waits for it' "$tmp/deps.out")" != 1 ]; then
		echo "not ok build-deps-lock: $(expected "one line that it may wait" "$(tr '\n' '|' <"$tmp/deps.out")")"
	elif [ -e "$tmp/policy-rc.d" ]; then
		echo "not ok build-deps-lock: $(expected "no policy-rc.d left after it" "$(ls -d "$tmp/policy-rc.d")")"
	else
		echo "ok build-deps-lock"
	fi
}
want build-deps-lock && lock
exit 0
