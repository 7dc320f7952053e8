#!/bin/sh
# t_calls.sh: the layers call one way, and no file calls back a file that
# calls it: the call graph read from the built objects (nm), one file a
# node, an edge from a file to the file that defines a symbol it uses.
#
#   calls-graph      every object of the program is there (make builds
#                    them), newer than its source, and the graph has the
#                    edges the layers must have (main to host/, host/ to
#                    io/ and rules/, rules/ to io/)
#   calls-down       no call upward: io/ calls nothing but io/; rules/
#                    nothing but rules/ and io/; host/ nothing of main
#                    (wizcastle.c); the edges that go up, named
#   calls-circle     no circle between files: a file's callees, and
#                    theirs, never call it; a circle, named
#   calls-rooms      io/'s two rooms call each other never, either way:
#                    the teletype (io/tty/) nothing of the journal's
#                    storage (io/store/), the storage nothing of the
#                    teletype, and what both use (io/'s own files:
#                    alloc.c, atomicio.c, now.c) nothing of either; the
#                    calls that cross, named
#   names-prefix     one prefix a file, one meaning a name: each global
#                    of io/, rules/ and host/ (nm) is named for its file
#                    (FILE, FILE_..., or FILES, the file's table), but
#                    the conventional names below; no struct is defined
#                    under one tag in two files; rules/ says no
#                    "session" (host/session.c's word); those that are
#                    not, named
#   tty-private      struct tty is io/'s alone: defined in
#                    io/tty/teletype.h and nowhere else, and no file of
#                    wizcastle.c, host/ or rules/ includes it; so the
#                    compiler stops any of them that reads or sets a
#                    field of it (a struct of no known fields); the files
#                    named
#
# The layers, lowest first: io/ (the teletype in io/tty/, the journal's
# storage in io/store/, what both use in io/ itself),
# rules/ (the game), host/ (the session, the choice of game, -g, -w, the
# xlogfile, the words), wizcastle.c (main).
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..6	# its tests (test/run counts those not run as failed)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# The objects, and for each a line "def FILE SYMBOL" for each global it
# defines and "use FILE SYMBOL" for each it uses.  nm -P: name, type.
stale= objs=
for c in wizcastle.c host/*.c io/*.c io/*/*.c rules/*.c; do
	o=${c%.c}.o
	if [ ! -f "$o" ] || [ "$c" -nt "$o" ]; then
		stale="$stale $o"
	else
		objs="$objs $o"
	fi
done
# shellcheck disable=SC2086
nm -P -A $objs | awk '{
	f = $1
	sub(/\.o:$/, ".c", f)
	if ($3 == "U")
		print "use", f, $2
	else if ($3 ~ /^[TDBRCGSVW]$/)
		print "def", f, $2
}' >"$tmp/syms"

# The edges "FROM TO", a file to the file defining what it uses.
awk '$1 == "def" { by[$3] = $2; next }
{ use[++n] = $2 " " $3 }
END {
	for (i = 1; i <= n; i++) {
		split(use[i], u, " ")
		if ((u[2] in by) && by[u[2]] != u[1])
			print u[1], by[u[2]]
	}
}' "$tmp/syms" | sort -u >"$tmp/edges"

# layer FILE: 0 io/, 1 rules/, 2 host/, 3 main.
layers='
function layer(f) {
	if (f ~ /^io\//) return 0
	if (f ~ /^rules\//) return 1
	if (f ~ /^host\//) return 2
	return 3
}'

if want calls-graph; then
	need=$(awk "$layers"'
	{ seen[layer($1) " " layer($2)] = 1 }
	END {
		split("3 2|2 0|2 1|1 0", want, "|")
		for (i = 1; i <= 4; i++)
			if (!(want[i] in seen))
				printf " %s", want[i]
	}' "$tmp/edges")
	if [ -n "$stale" ]; then
		echo "not ok calls-graph: $(expected "every object built and newer than its source (make)" "missing or older:$(echo "$stale" | cut -d ' ' -f 1-4)")"
	elif [ -n "$need" ]; then
		echo "not ok calls-graph: $(expected "edges from layer to layer (3 main, 2 host, 1 rules, 0 io): 3 2, 2 0, 2 1, 1 0" "none of$need")"
	else
		echo "ok calls-graph # $(wc -l <"$tmp/edges" | tr -d ' ') edges"
	fi
fi

if want calls-down; then
	up=$(awk "$layers"'
	layer($2) > layer($1) { printf " %s->%s", $1, $2 }' "$tmp/edges")
	if [ -z "$up" ] && [ -z "$stale" ]; then
		echo "ok calls-down"
	else
		echo "not ok calls-down: $(expected "no call to a layer above" "${up:-objects missing}")"
	fi
fi

# calls-circle: the files that call nothing taken away, again and again
# (Kahn's); what is left is a circle or calls into one.  From a file
# left, callee after callee left, until one comes again: that circle.
if want calls-circle; then
	circle=$(awk '
	{ out[$1] = out[$1] " " $2; n[$1]++; node[$1]; node[$2] }
	END {
		do {
			gone = 0
			for (f in node)
				if (!(f in dead) && n[f] == 0) {
					dead[f] = 1
					gone = 1
					for (g in node)
						if (!(g in dead) && index(out[g] " ", " " f " "))
							n[g]--
				}
		} while (gone)
		for (f in node)
			if (!(f in dead)) {
				start = f
				break
			}
		if (start == "")
			exit
		f = start
		while (!(f in at)) {
			at[f] = ++k
			path[k] = f
			m = split(out[f], c, " ")
			for (i = 1; i <= m; i++)
				if (!(c[i] in dead))
					break
			f = c[i]
		}
		s = path[at[f]]
		for (i = at[f] + 1; i <= k; i++)
			s = s " -> " path[i]
		print s " -> " f
	}' "$tmp/edges")
	if [ -z "$circle" ] && [ -z "$stale" ]; then
		echo "ok calls-circle"
	else
		echo "not ok calls-circle: $(expected "no circle between files" "${circle:-objects missing}")"
	fi
fi

# calls-rooms: io/tty/ and io/store/ apart, io/'s own files below both.
if want calls-rooms; then
	cross=$(awk '
	function room(f) {
		if (f ~ /^io\/tty\//) return "tty"
		if (f ~ /^io\/store\//) return "store"
		if (f ~ /^io\/[^\/]*$/) return "floor"
		return ""
	}
	{ a = room($1); b = room($2) }
	a != "" && b != "" && a != b && b != "floor" { printf " %s->%s", $1, $2 }' "$tmp/edges")
	if [ -z "$cross" ] && [ -z "$stale" ]; then
		echo "ok calls-rooms"
	else
		echo "not ok calls-rooms: $(expected "no call between io/tty/ and io/store/, none from io/ to either" "${cross:-objects missing}")"
	fi
fi

# names-prefix: the conventional names, the one place they are listed,
# each with its reason:
#   main                  C's
#   complain              host/say.c: the program's line on standard
#                         error, as warnx(3) is the BSDs'
#   xmalloc, xrealloc     io/alloc.c: OpenSSH's and the BSDs' names for
#                         memory had or the program ended
#   out_of_memory         io/alloc.c: the one place that says so
#   io_*                  io/alloc.c: io/'s own name and its words
#                         (io_name, io_named, io_complain)
#   editor_*              io/tty/edit.c: the line editor (io/tty/
#                         editor.h), libedit's EditLine held
#   signals_*             io/tty/signal.c: the signals, more than one
if want names-prefix; then
	bad=$(awk '$1 == "def" {
		f = $2; n = $3
		sub(/\.c$/, "", f)
		sub(/^.*\//, "", f)
		if (n == f || index(n, f "_") == 1 || n == f "s")
			next
		if (n == "main" || n == "complain" && $2 == "host/say.c")
			next
		if ($2 == "io/alloc.c" && (n ~ /^(io_|xmalloc$|xrealloc$|out_of_memory$)/))
			next
		if ($2 == "io/tty/edit.c" && n ~ /^editor_/)
			next
		if ($2 == "io/tty/signal.c" && n ~ /^signals_/)
			next
		printf " %s:%s", $2, n
	}' "$tmp/syms")
	twice=$(grep -h '^struct [a-z_]* {' wizcastle.[ch] host/*.[ch] rules/*.[ch] \
	    io/*.[ch] io/*/*.[ch] | sort | uniq -d | cut -d ' ' -f 2 |
	    paste -s -d ' ' -)
	word=$(grep -l -w -i session rules/*.[ch] | paste -s -d ' ' -)
	if [ -n "$bad$twice$word" ] || [ -n "$stale" ]; then
		echo "not ok names-prefix: $(expected "each global named for its file, one struct a tag, no session in rules/" "${bad:+not its file's:$bad; }${twice:+struct defined twice: $twice; }${word:+session in: $word}${stale:+objects missing}")"
	else
		echo "ok names-prefix"
	fi
fi

# tty-private: where struct tty is defined, and who includes its header.
if want tty-private; then
	defs=$(grep -l '^struct tty {' wizcastle.[ch] host/*.[ch] io/*.[ch] io/*/*.[ch] \
	    rules/*.[ch] | paste -s -d ' ' -)
	incs=$(grep -l '^#include.*[/"]teletype\.h"' wizcastle.[ch] host/*.[ch] \
	    rules/*.[ch] | paste -s -d ' ' -)
	if [ "$defs" != io/tty/teletype.h ]; then
		echo "not ok tty-private: $(expected "struct tty defined in io/tty/teletype.h alone" "${defs:-none}")"
	elif [ -n "$incs" ]; then
		echo "not ok tty-private: $(expected "io/tty/teletype.h included by io/ alone" "$incs")"
	else
		echo "ok tty-private"
	fi
fi
