#!/bin/sh
# deps.sh: install those of the Debian packages named that are missing.
#
#	sh deps.sh PACKAGE...
#
# The Makefile names them (BUILDDEPS, TESTDEPS): make run and make check
# call this first, and make deps installs them all.  It says what it
# installs, then installs it: as root with apt-get, otherwise through
# sudo.  Where it cannot (no root, no sudo), it names the packages and the
# command to run, and exits 1.  Without standard input or with CI set, it
# never asks.  DPKG_QUERY (default dpkg-query) is the command asked which
# packages are installed.
DPKG_QUERY=${DPKG_QUERY:-dpkg-query}

if ! command -v "$DPKG_QUERY" >/dev/null 2>&1; then
	echo "deps.sh: not Debian (no $DPKG_QUERY): this needs what these Debian packages hold: $*"
	exit 0
fi

missing=
for p in "$@"; do
	case $("$DPKG_QUERY" -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null) in
	ii*) ;;
	*) missing="$missing $p" ;;
	esac
done
[ -z "$missing" ] && exit 0

install="apt-get install -y --no-install-recommends$missing"
if [ "$(id -u)" -eq 0 ]; then
	sudo=
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	sudo="sudo -n"
elif command -v sudo >/dev/null 2>&1 && [ -t 0 ] && [ -z "$CI" ]; then
	sudo=sudo	# asks for the password
else
	echo "wizcastle needs these Debian packages, not installed:$missing"
	echo "Install them as root, then run make again:"
	echo "	apt-get update && $install"
	exit 1
fi
echo "Installing the Debian packages wizcastle needs:$missing"
$sudo apt-get update &&
    $sudo env DEBIAN_FRONTEND=noninteractive $install </dev/null || {
	echo "deps.sh: could not install:$missing" >&2
	exit 1
}
