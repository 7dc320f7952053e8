#!/bin/sh
# t_man.sh: the man page is lint-clean, and make install / uninstall put
# exactly the binary and the page under DESTDIR, and take them away.
MAKE=${MAKE:-make}

if command -v mandoc >/dev/null 2>&1; then
	out=$(mandoc -T lint -W warning man/wizcastle.6 2>&1)
	if [ -z "$out" ]; then
		echo "ok man-lint"
	else
		echo "not ok man-lint: $(echo "$out" | head -n 1)"
	fi
else
	echo "ok man-lint # skipped, no mandoc"
fi

dest=$(mktemp -d) || exit 1
trap 'rm -rf "$dest"' EXIT
if $MAKE -s install DESTDIR="$dest" PREFIX=/usr/local >/dev/null 2>&1; then
	got=$(cd "$dest" && find . -type f | sort | tr '\n' ' ')
	want="./usr/local/bin/wizcastle ./usr/local/share/man/man6/wizcastle.6 "
	if [ "$got" = "$want" ] && [ -x "$dest/usr/local/bin/wizcastle" ]; then
		echo "ok install"
	else
		echo "not ok install: installed $got"
	fi
	$MAKE -s uninstall DESTDIR="$dest" PREFIX=/usr/local >/dev/null 2>&1
	left=$(cd "$dest" && find . -type f)
	if [ -z "$left" ]; then
		echo "ok uninstall"
	else
		echo "not ok uninstall: left $left"
	fi
else
	echo "not ok install: make install failed"
fi
