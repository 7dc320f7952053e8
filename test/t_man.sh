#!/bin/sh
# t_man.sh: the pages (the player's wizcastle.6, the host's
# wizcastle-host.7, the fidelity notes' wizcastle-fidelity.7) read
# without a complaint wherever they are opened, the player's page is
# short and starts with the game, every message they quote is the
# program's, the README's first screen shows commands that work, and
# make install / uninstall put exactly the binary and the pages where
# they are told, and take away those and the folders they made.
#
#   man-mandoc       mandoc -T lint, style messages too, says nothing of
#                    any page but what it says of this machine's own
#                    manuals (a mandoc.db out of date, a page not
#                    installed here)
#   man-groff        groff -mandoc -Tutf8 -ww -z says nothing
#   man-db           man --warnings -l says nothing
#   man-history-R    the renderer R shows the magazine's name in HISTORY
#   man-player-R     the player's page, rendered by R at 80 columns, is
#                    400 lines at most, and its Quick start, How to win,
#                    Commands, The map and Resuming a game begin in its
#                    first 100, with the map's letters (its legend's
#                    last, "? not yet seen") and the answers each
#                    character question takes (the sex's "M or F", the
#                    armour's "NOTHING", the lamp's "Y or N")
#   man-see-also     wizcastle.6's SEE ALSO names the two other pages
#   man-quotes       every message of the program's own that a page
#                    quotes ("wizcastle: ...") is the program's text, as
#                    its sources hold it (test/lib/quotes.py): no word
#                    dropped by a macro, no quote closed in the wrong place
#   man-quotes-host  every quote "..." of the host page, not only those
#                    that start "wizcastle: ", is a part of a message of
#                    the program's (test/lib/quotes.py --every), a part of
#                    a line of the page's own blocks, or nologin's
#   man-keepalive    the host page's keep-alive as sshd(8) counts it,
#                    from the values of its wizcastle.conf (block
#                    `t_ssh: wizcastle.conf'), INTERVAL and COUNT: asked
#                    after INTERVAL seconds of silence, ended at the ask
#                    after COUNT unanswered, so (COUNT + 1) x INTERVAL s
#                    at the soonest (serverloop.c: a timeout past COUNT
#                    ends it), and the times OpenSSH took said beside
#   readme-screen    the README's first screen (24 lines) shows make run,
#                    make check and man ./man/wizcastle.6, and each works:
#                    make run builds and plays (input at its end, status
#                    0, the game's first question shown); make check
#                    runs test/check, whose last line is its count (its
#                    normal suite with one golden case: make check whole
#                    is the suite this runs in); man renders the page
#   readme-source    the README's Source section names every .c file of
#                    the tree by its path from the root, and every path
#                    it names that ends .c or .h is a file; those not
#                    named, and those not there, named
#   install          the host page's step, make install, with DESTDIR
#                    and PREFIX: the five files, the binary as
#                    built, wizcastle-addplayer's game the one in BINDIR;
#                    uninstall leaves DESTDIR as it was, empty
#   install-games    BINDIR=/usr/games, MANDIR=/usr/share/man, where the
#                    folders are there already, empty, and another file
#                    too: uninstall takes the five files and man6 and
#                    man7, made by install, and leaves the rest as it was
#   install-strip    the binary installed has no symbols, and runs
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..17	# its tests (test/run counts those not run as failed)
MAKE=${MAKE:-make}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
page=man/wizcastle.6
pages="man/wizcastle.6 man/wizcastle-host.7 man/wizcastle-fidelity.7"
bs=$(printf '\b')

# quiet NAME OUTPUT: ok when OUTPUT is empty
quiet() {
	if [ -z "$2" ]; then
		echo "ok $1"
	else
		echo "not ok $1: $(expected "no word" "$(echo "$2" | head -n 1)")"
	fi
}

# history NAME: the rendered page on stdin, its HISTORY names the magazine
history() {
	sed "s/.$bs//g" | awk '/^[A-Z]/ { on = ($0 == "HISTORY") } on' |
	    tr -s ' \n' '  ' >"$tmp/history"
	if grep -q 'Recreational Computing' "$tmp/history"; then
		echo "ok man-history-$1"
	else
		echo "not ok man-history-$1: $(expected "Recreational Computing in HISTORY" "$(cut -c 1-100 "$tmp/history")")"
	fi
}

# player R: the player's page as R renders it at 80 columns, on stdin:
# 400 lines at most, what a player needs first in its first 100
player() {
	sed "s/.$bs//g" >"$tmp/player"
	n=$(wc -l <"$tmp/player")
	late=
	for h in 'Quick start' 'How to win' 'Commands' 'The map' \
	    'Resuming a game'; do
		at=$(grep -n -x "   $h" "$tmp/player" | head -n 1 | cut -d: -f1)
		[ -n "$at" ] && [ "$at" -le 100 ] || late="$late '$h' at ${at:-none}"
	done
	# the map's letters, and each character question's answers
	for w in '? not yet seen' 'sex (M or F)' 'LEATHER or NOTHING' \
	    'DAGGER or NOTHING' 'lamp (Y or N)'; do
		head -n 100 "$tmp/player" | tr -s ' \n' '  ' | grep -qF "$w" ||
		    late="$late '$w' not in the first 100"
	done
	if [ "$n" -gt 400 ]; then
		echo "not ok man-player-$1: $(expected "400 lines at most at 80 columns" "$n lines")"
	elif [ -n "$late" ]; then
		echo "not ok man-player-$1: $(expected "each heading by line 100" "$late")"
	else
		echo "ok man-player-$1 # $n lines"
	fi
}

if command -v mandoc >/dev/null 2>&1; then
	quiet man-mandoc "$(for p in $pages; do mandoc -T lint -W style "$p" 2>&1; done |
	    grep -v -e 'mandoc\.db' -e 'referenced manual not found')"
	mandoc -T ascii $page 2>/dev/null | history mandoc
	mandoc -T utf8 -O width=80 $page 2>/dev/null | player mandoc
else
	echo "not ok man-mandoc: $(expected "mandoc (Debian: mandoc)" "none")"
	echo "not ok man-history-mandoc: $(expected "mandoc (Debian: mandoc)" "none")"
	echo "not ok man-player-mandoc: $(expected "mandoc (Debian: mandoc)" "none")"
fi
if command -v groff >/dev/null 2>&1; then
	quiet man-groff "$(for p in $pages; do groff -mandoc -Tutf8 -ww -z "$p" 2>&1; done)"
	groff -mandoc -Tascii $page 2>/dev/null | history groff
else
	echo "not ok man-groff: $(expected "groff (Debian: groff-base)" "none")"
	echo "not ok man-history-groff: $(expected "groff (Debian: groff-base)" "none")"
fi
if command -v man >/dev/null 2>&1 && man --version 2>/dev/null | grep -q '^man '; then
	quiet man-db "$(for p in $pages; do MANWIDTH=80 man --warnings -l "$p" 2>&1 >/dev/null; done)"
	MANWIDTH=80 man -l $page 2>/dev/null | history man
	MANWIDTH=80 man -l $page 2>/dev/null | player man
else
	echo "not ok man-db: $(expected "man-db's man (Debian: man-db)" "none")"
	echo "not ok man-history-man: $(expected "man-db's man (Debian: man-db)" "none")"
	echo "not ok man-player-man: $(expected "man-db's man (Debian: man-db)" "none")"
fi

# man-see-also: the player's page leads to the other two
awk '/^\.Sh/ { on = ($0 == ".Sh SEE ALSO") } on' $page >"$tmp/see"
if grep -q -x '\.Xr wizcastle-host 7\( ,\)\{0,1\}' "$tmp/see" &&
    grep -q -x '\.Xr wizcastle-fidelity 7\( ,\)\{0,1\}' "$tmp/see"; then
	echo "ok man-see-also"
else
	echo "not ok man-see-also: $(expected "SEE ALSO with .Xr wizcastle-host 7 and .Xr wizcastle-fidelity 7" "$(tr '\n' ' ' <"$tmp/see")")"
fi

# man-quotes: each page rendered wide, a paragraph a line
if ! command -v mandoc >/dev/null 2>&1 || ! command -v "$PYTHON3" >/dev/null 2>&1; then
	echo "not ok man-quotes: $(expected "mandoc and python3 (Debian: mandoc, python3)" "$(command -v mandoc python3 | tr '\n' ' ')")"
else
	for p in $pages; do
		mandoc -T ascii -O width=1000 "$p" >"$tmp/wide.${p##*/}"
	done
	"$PYTHON3" test/lib/quotes.py "$tmp"/wide.* -- *.c host/*.c host/*.h io/*.c io/*/*.c rules/*.c \
	    >"$tmp/quotes" 2>&1
	if [ $? -eq 0 ] && grep -q '^[1-9][0-9]* checked, 0 ' "$tmp/quotes"; then
		echo "ok man-quotes # $(tail -n 1 "$tmp/quotes")"
	else
		echo "not ok man-quotes: $(expected "status 0, N checked, 0 not the program's" "$(grep -v checked "$tmp/quotes" | head -n 3 | tr '\n' ' ')$(tail -n 1 "$tmp/quotes")")"
	fi
fi

# man-quotes-host: the host page's every quote, rendered wide
if [ -s "$tmp/wide.wizcastle-host.7" ] &&
    "$PYTHON3" test/lib/quotes.py --every "$tmp/wide.wizcastle-host.7" \
    man/wizcastle-host.7 -- *.c host/*.c host/*.h io/*.c io/*/*.c rules/*.c \
    >"$tmp/hquotes" 2>&1 && grep -q '^[1-9][0-9]* checked, 0 ' "$tmp/hquotes"; then
	echo "ok man-quotes-host # $(tail -n 1 "$tmp/hquotes")"
else
	echo "not ok man-quotes-host: $(expected "status 0, N checked, 0 not the program's" "$(grep -v checked "$tmp/hquotes" 2>&1 | head -n 3 | tr '\n' ' ')$(tail -n 1 "$tmp/hquotes" 2>&1)")"
fi

# man-keepalive: the paragraph of the keep-alive, rendered, one line
. test/lib/page.sh
conf=$(page_block man/wizcastle-host.7 't_ssh: wizcastle.conf')
i=$(echo "$conf" | awk '$1 == "ClientAliveInterval" { print $2 }')
c=$(echo "$conf" | awk '$1 == "ClientAliveCountMax" { print $2 }')
mandoc -T ascii -O width=1000 man/wizcastle-host.7 | sed "s/.$bs//g" |
    grep 'ClientAliveCountMax end a session' >"$tmp/alive"
if [ -z "$i" ] || [ -z "$c" ]; then
	echo "not ok man-keepalive: $(expected "ClientAliveInterval and ClientAliveCountMax in wizcastle.conf" "$(echo "$conf" | tr '\n' ' ')")"
elif ! grep -q "After $i seconds in which nothing came from the client" "$tmp/alive" ||
    ! grep -q "a fifth time with $c asks unanswered" "$tmp/alive" ||
    [ "$c" != 4 ] || ! grep -q "dropped $(((c + 1) * i)) s after its last word at the soonest" "$tmp/alive" ||
    ! grep -q 'measured with OpenSSH' "$tmp/alive"; then
	echo "not ok man-keepalive: $(expected "asked after $i s, $c asks unanswered, $(((c + 1) * i)) s at the soonest, as measured" "$(cat "$tmp/alive")")"
else
	echo "ok man-keepalive"
fi

# readme_screen: the commands of the README's first screen, each run
readme_screen() {
	head -n 24 README >"$tmp/screen"
	cmds=$(sed -n 's/^    \(make [a-z]*\|man [^ ]*\)\( .*\)*$/\1/p' "$tmp/screen" | tr '\n' '|')
	if [ "$cmds" != 'make run|make check|man ./man/wizcastle.6|' ]; then
		echo "not ok readme-screen: the first screen: $(expected "make run|make check|man ./man/wizcastle.6|" "$cmds")"
	elif ! XDG_STATE_HOME=$tmp/state $MAKE -s run </dev/null >"$tmp/run.out" 2>&1; then
		echo "not ok readme-screen: make run: $(expected "status 0" "status $?: $(tail -n 2 "$tmp/run.out" | tr '\n' ' ')")"
	elif ! grep -q 'YOU MAY BE AN ELF, DWARF, MAN, OR HOBBIT' "$tmp/run.out"; then
		echo "not ok readme-screen: make run: $(expected "a game (YOU MAY BE AN ELF, DWARF, MAN, OR HOBBIT)" "$(head -n 5 "$tmp/run.out" | tr '\n' ' ')")"
	elif ! $MAKE -n check 2>/dev/null | grep -q '^sh test/check$'; then
		echo "not ok readme-screen: make -n check: $(expected "sh test/check" "$($MAKE -n check 2>&1 | tr '\n' ' ')")"
	elif ! TESTS= UNIT= UNITIO= GOLDEN=golden/gwbasic/x-eof-points-v01.in \
	    OUT=$tmp/out sh test/check normal >"$tmp/check.out" 2>&1 ||
	    ! tail -n 1 "$tmp/check.out" | grep -q -x '1 passed, 0 failed'; then
		echo "not ok readme-screen: test/check's last line: $(expected "1 passed, 0 failed" "$(tail -n 1 "$tmp/check.out")")"
	elif ! MANWIDTH=80 man ./man/wizcastle.6 2>/dev/null | grep -q 'How to win'; then
		echo "not ok readme-screen: man ./man/wizcastle.6: $(expected "the page (How to win)" "$(MANWIDTH=80 man ./man/wizcastle.6 2>&1 | head -n 2 | tr '\n' ' ')")"
	else
		echo "ok readme-screen"
	fi
}
want readme-screen && readme_screen

# readme-source: the .c files of the tree against the paths the README's
# Source section (from its title to the end) names.
if want readme-source; then
	sed -n '/^Source$/,$p' README | tr -s ' \t,;:()' '\n\n' |
	    grep -E '^[A-Za-z0-9_./-]+\.[ch]$' | sort -u >"$tmp/named"
	find . -name .git -prune -o -name '*.c' -type f -print |
	    sed 's|^\./||' | sort >"$tmp/sources"
	unnamed=$(comm -13 "$tmp/named" "$tmp/sources" | paste -s -d ' ' -)
	gone=$(while read -r f; do [ -f "$f" ] || echo "$f"; done \
	    <"$tmp/named" | paste -s -d ' ' -)
	if [ -n "$unnamed$gone" ]; then
		echo "not ok readme-source: $(expected "every .c file named, every file named there" "not named: ${unnamed:-none}; not there: ${gone:-none}")"
	else
		echo "ok readme-source # $(wc -l <"$tmp/sources" | tr -d ' ') files"
	fi
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

# DESTDIR empty, PREFIX given; the target the host page's step names
# (its block marked t_man: install, "# make install")
dest=$tmp/d1
mkdir "$dest"
. test/lib/page.sh
set -- $(page_block man/wizcastle-host.7 't_man: install' | sed -n 's/^# //p')
if [ "$*" != "make install" ]; then
	echo "not ok install: the host page's step: $(expected "make install" "$*")"
elif ! inst "$2" PREFIX=/usr/local; then
	echo "not ok install: make install: $(expected "status 0" "$(tail -n 1 "$tmp/make.out")")"
else
	got=$(cd "$dest" && find . -type f | sort | tr '\n' ' ')
	want="./usr/local/bin/wizcastle ./usr/local/bin/wizcastle-addplayer ./usr/local/share/man/man6/wizcastle.6 ./usr/local/share/man/man7/wizcastle-fidelity.7 ./usr/local/share/man/man7/wizcastle-host.7 "
	if [ "$got" != "$want" ]; then
		echo "not ok install: $(expected "$want" "$got")"
	elif ! cmp -s wizcastle "$dest/usr/local/bin/wizcastle" ||
	    [ ! -x "$dest/usr/local/bin/wizcastle" ]; then
		echo "not ok install: $(expected "the binary built, executable" "$(ls -l "$dest/usr/local/bin/wizcastle" 2>&1)")"
	elif [ ! -x "$dest/usr/local/bin/wizcastle-addplayer" ] ||
	    ! sed 's|^game=.*|game=/usr/local/bin/wizcastle|' host/wizcastle-addplayer |
	    cmp -s - "$dest/usr/local/bin/wizcastle-addplayer" ||
	    ! grep -q -x 'game=/usr/local/bin/wizcastle' "$dest/usr/local/bin/wizcastle-addplayer"; then
		echo "not ok install: $(expected "wizcastle-addplayer, the tree's with its game in BINDIR, executable" "$(ls -l "$dest/usr/local/bin/wizcastle-addplayer" 2>&1)")"
	elif ! cmp -s $page "$dest/usr/local/share/man/man6/wizcastle.6" ||
	    ! cmp -s man/wizcastle-host.7 "$dest/usr/local/share/man/man7/wizcastle-host.7" ||
	    ! cmp -s man/wizcastle-fidelity.7 "$dest/usr/local/share/man/man7/wizcastle-fidelity.7"; then
		echo "not ok install: $(expected "the pages in man/" "$(for m in man6/wizcastle.6 man7/wizcastle-host.7 man7/wizcastle-fidelity.7; do cmp "man/${m#*/}" "$dest/usr/local/share/man/$m" 2>&1; done | head -n 1)")"
	elif ! inst uninstall PREFIX=/usr/local; then
		echo "not ok install: make uninstall: $(expected "status 0" "$(tail -n 1 "$tmp/make.out")")"
	elif [ -n "$(cd "$dest" && find . ! -name .)" ]; then
		echo "not ok install: uninstall: $(expected "DESTDIR empty" "$(cd "$dest" && find . ! -name . | tr '\n' ' ')")"
	elif [ -e "$tmp/installed" ]; then
		echo "not ok install: uninstall: $(expected "the record of folders gone" "it left")"
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
	echo "not ok install-games: make install: $(expected "status 0" "$(tail -n 1 "$tmp/make.out")")"
elif [ ! -x "$dest/usr/games/wizcastle" ] ||
    [ ! -f "$dest/usr/share/man/man6/wizcastle.6" ] ||
    ! grep -q -x 'game=/usr/games/wizcastle' "$dest/usr/games/wizcastle-addplayer" ||
    [ ! -f "$dest/usr/share/man/man7/wizcastle-host.7" ] ||
    [ ! -f "$dest/usr/share/man/man7/wizcastle-fidelity.7" ]; then
	echo "not ok install-games: $(expected "usr/games/wizcastle, wizcastle-addplayer (its game there) and the three pages" "$(cd "$dest" && find . -type f | tr '\n' ' ')")"
elif ! inst uninstall PREFIX=/usr BINDIR=/usr/games MANDIR=/usr/share/man; then
	echo "not ok install-games: make uninstall: $(expected "status 0" "$(tail -n 1 "$tmp/make.out")")"
else
	tree "$dest" >"$tmp/after"
	if cmp -s "$tmp/before" "$tmp/after"; then
		echo "ok install-games"
	else
		echo "not ok install-games: after uninstall: $(expected "the tree as before" "$(diff "$tmp/before" "$tmp/after" | grep '^[<>]' | tr '\n' ' ')")"
	fi
fi

# install-strip
dest=$tmp/d3
mkdir "$dest"
if ! command -v nm >/dev/null 2>&1; then
	echo "not ok install-strip: $(expected "nm (Debian: binutils)" "none")"
elif ! inst install-strip PREFIX=/usr; then
	echo "not ok install-strip: make install-strip: $(expected "status 0" "$(tail -n 1 "$tmp/make.out")")"
elif nm "$dest/usr/bin/wizcastle" 2>/dev/null | grep -q .; then
	echo "not ok install-strip: $(expected "no symbol in the binary" "$(nm "$dest/usr/bin/wizcastle" 2>/dev/null | grep -c .)")"
elif ! "$dest/usr/bin/wizcastle" -h >/dev/null 2>&1; then
	echo "not ok install-strip: the stripped binary's -h: $(expected "status 0" "status $?")"
else
	echo "ok install-strip"
fi
exit 0
