#!/bin/sh
# t_man.sh: the man page reads without a complaint wherever it is opened,
# and make install / uninstall put exactly the binary and the page where
# they are told, and take away those and the folders they made.
#
#   man-mandoc       mandoc -T lint, style messages too, says nothing but
#                    what it says of this machine's own manuals (a
#                    mandoc.db out of date, a page not installed here)
#   man-groff        groff -mandoc -Tutf8 -ww -z says nothing
#   man-db           man --warnings -l says nothing
#   man-history-R    the renderer R shows the magazine's name in HISTORY
#   install          DESTDIR and PREFIX: the two files, the binary as
#                    built; uninstall leaves DESTDIR as it was, empty
#   install-games    BINDIR=/usr/games, MANDIR=/usr/share/man, where the
#                    folders are there already, empty, and another file
#                    too: uninstall takes the two files and man6, made by
#                    install, and leaves the rest as it was
#   install-strip    the binary installed has no symbols, and runs
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..9	# its tests (test/run counts those not run as failed)
MAKE=${MAKE:-make}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
page=man/wizcastle.6
bs=$(printf '\b')

# quiet NAME OUTPUT: ok when OUTPUT is empty
quiet() {
	if [ -z "$2" ]; then
		echo "ok $1"
	else
		echo "not ok $1: $(echo "$2" | head -n 1)"
	fi
}

# history NAME: the rendered page on stdin, its HISTORY names the magazine
history() {
	sed "s/.$bs//g" | awk '/^[A-Z]/ { on = ($0 == "HISTORY") } on' |
	    tr -s ' \n' '  ' >"$tmp/history"
	if grep -q 'Recreational Computing' "$tmp/history"; then
		echo "ok man-history-$1"
	else
		echo "not ok man-history-$1: $(cut -c 1-100 "$tmp/history")"
	fi
}

if command -v mandoc >/dev/null 2>&1; then
	quiet man-mandoc "$(mandoc -T lint -W style $page 2>&1 |
	    grep -v -e 'mandoc\.db' -e 'referenced manual not found')"
	mandoc -T ascii $page 2>/dev/null | history mandoc
else
	echo "not ok man-mandoc: no mandoc (Debian: mandoc)"
	echo "not ok man-history-mandoc: no mandoc (Debian: mandoc)"
fi
if command -v groff >/dev/null 2>&1; then
	quiet man-groff "$(groff -mandoc -Tutf8 -ww -z $page 2>&1)"
	groff -mandoc -Tascii $page 2>/dev/null | history groff
else
	echo "not ok man-groff: no groff (Debian: groff-base)"
	echo "not ok man-history-groff: no groff (Debian: groff-base)"
fi
if command -v man >/dev/null 2>&1 && man --version 2>/dev/null | grep -q '^man '; then
	quiet man-db "$(MANWIDTH=80 man --warnings -l $page 2>&1 >/dev/null)"
	MANWIDTH=80 man -l $page 2>/dev/null | history man
else
	echo "not ok man-db: no man-db's man (Debian: man-db)"
	echo "not ok man-history-man: no man-db's man (Debian: man-db)"
fi

# tree DIR: every path under DIR, and for a file its size, sorted
tree() {
	(cd "$1" && find . | sort | while IFS= read -r f; do
		if [ -f "$f" ]; then echo "$f $(wc -c <"$f")"; else echo "$f"; fi
	done)
}

# inst TARGET VAR=VALUE...: make TARGET with DESTDIR and its own record
inst() {
	target=$1
	shift
	$MAKE -s "$target" DESTDIR="$dest" INSTALLED="$tmp/installed" "$@" \
	    >"$tmp/make.out" 2>&1
}

# DESTDIR empty, PREFIX given
dest=$tmp/d1
mkdir "$dest"
if ! inst install PREFIX=/usr/local; then
	echo "not ok install: make install failed: $(tail -n 1 "$tmp/make.out")"
else
	got=$(cd "$dest" && find . -type f | sort | tr '\n' ' ')
	want="./usr/local/bin/wizcastle ./usr/local/share/man/man6/wizcastle.6 "
	if [ "$got" != "$want" ]; then
		echo "not ok install: installed $got"
	elif ! cmp -s wizcastle "$dest/usr/local/bin/wizcastle" ||
	    [ ! -x "$dest/usr/local/bin/wizcastle" ]; then
		echo "not ok install: the binary is not the one built, or not executable"
	elif ! cmp -s $page "$dest/usr/local/share/man/man6/wizcastle.6"; then
		echo "not ok install: the page is not man/wizcastle.6"
	elif ! inst uninstall PREFIX=/usr/local; then
		echo "not ok install: make uninstall failed: $(tail -n 1 "$tmp/make.out")"
	elif [ -n "$(cd "$dest" && find . ! -name .)" ]; then
		echo "not ok install: uninstall left $(cd "$dest" && find . ! -name . | tr '\n' ' ')"
	elif [ -e "$tmp/installed" ]; then
		echo "not ok install: uninstall left the record of folders"
	else
		echo "ok install"
	fi
fi

# /usr/games and /usr/share/man there already, empty; another file
dest=$tmp/d2
mkdir -p "$dest/usr/games" "$dest/usr/share/man" "$dest/usr/share/doc/other"
echo other >"$dest/usr/share/doc/other/README"
tree "$dest" >"$tmp/before"
if ! inst install PREFIX=/usr BINDIR=/usr/games MANDIR=/usr/share/man; then
	echo "not ok install-games: make install failed: $(tail -n 1 "$tmp/make.out")"
elif [ ! -x "$dest/usr/games/wizcastle" ] ||
    [ ! -f "$dest/usr/share/man/man6/wizcastle.6" ]; then
	echo "not ok install-games: installed $(cd "$dest" && find . -type f | tr '\n' ' ')"
elif ! inst uninstall PREFIX=/usr BINDIR=/usr/games MANDIR=/usr/share/man; then
	echo "not ok install-games: make uninstall failed: $(tail -n 1 "$tmp/make.out")"
else
	tree "$dest" >"$tmp/after"
	if cmp -s "$tmp/before" "$tmp/after"; then
		echo "ok install-games"
	else
		echo "not ok install-games: after uninstall: $(diff "$tmp/before" "$tmp/after" | grep '^[<>]' | tr '\n' ' ')"
	fi
fi

# install-strip
dest=$tmp/d3
mkdir "$dest"
if ! command -v nm >/dev/null 2>&1; then
	echo "not ok install-strip: no nm (Debian: binutils)"
elif ! inst install-strip PREFIX=/usr; then
	echo "not ok install-strip: make install-strip failed: $(tail -n 1 "$tmp/make.out")"
elif nm "$dest/usr/bin/wizcastle" 2>/dev/null | grep -q .; then
	echo "not ok install-strip: symbols left in the binary"
elif ! "$dest/usr/bin/wizcastle" -h >/dev/null 2>&1; then
	echo "not ok install-strip: the stripped binary does not run"
else
	echo "ok install-strip"
fi
exit 0
