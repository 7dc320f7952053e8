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
#
# No service starts during the install: openssh-server, which the tests
# need for their own sshd, would otherwise start the system's sshd on port
# 22.  Debian asks /usr/sbin/policy-rc.d before a package starts a service
# (invoke-rc.d, deb-systemd-invoke), and exit status 101 forbids it: where
# there is none, deps.sh puts one in place for the install and removes it
# afterwards, and says so; one that is there already is left as it is.
# POLICY (default /usr/sbin/policy-rc.d) is the file.
#
# Another apt at work (an upgrade, unattended-upgrades) holds the package
# lock: apt-get waits for it, five minutes at most (DPkg::Lock::Timeout),
# and deps.sh says so once, before it starts, rather than give up at once.
DPKG_QUERY=${DPKG_QUERY:-dpkg-query}
POLICY=${POLICY:-/usr/sbin/policy-rc.d}

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

apt="apt-get -o DPkg::Lock::Timeout=300"
install="$apt install -y --no-install-recommends$missing"
if [ "$(id -u)" -eq 0 ]; then
	sudo=
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	sudo="sudo -n"
elif command -v sudo >/dev/null 2>&1 && [ -t 0 ] && [ -z "$CI" ]; then
	sudo=sudo	# asks for the password
else
	echo "wizcastle needs these Debian packages, not installed:$missing"
	echo "Install them as root, then run make again:"
	echo "	$apt update && $install"
	exit 1
fi
echo "Installing the Debian packages wizcastle needs:$missing"

# policy: no service started by the install (see above)
policy='#!/bin/sh
# put here by wizcastle'"'"'s deps.sh for an install: no service starts
exit 101'
ours=
if [ -e "$POLICY" ] || [ -L "$POLICY" ]; then
	if "$POLICY" ssh start >/dev/null 2>&1 </dev/null; [ $? -eq 101 ]; then
		echo "deps.sh: $POLICY is there already and lets no service start; left as it is"
	else
		echo "deps.sh: $POLICY is there already and may let a service start: the install may start one (openssh-server: the system's sshd)"
	fi
else
	printf '%s\n' "$policy" | $sudo sh -c 'umask 022; cat >"$1.new" && chmod 755 "$1.new" && mv "$1.new" "$1"' sh "$POLICY" || {
		echo "deps.sh: could not write $POLICY" >&2
		exit 1
	}
	ours=yes
	echo "deps.sh: put $POLICY in place (exit 101) for the install: no service starts"
fi

# unpolicy: take away the policy-rc.d put in place, if it is still ours
unpolicy() {
	[ -n "$ours" ] || return 0
	ours=
	if [ "$(cat "$POLICY" 2>/dev/null)" = "$policy" ]; then
		$sudo rm -f "$POLICY" && echo "deps.sh: removed $POLICY, put in place for the install"
	else
		echo "deps.sh: $POLICY changed during the install; left as it is" >&2
	fi
}
trap unpolicy EXIT
trap 'exit 2' INT TERM HUP

echo "deps.sh: if another apt holds the package lock, this waits for it, 5 minutes at most"
$sudo $apt update &&
    $sudo env DEBIAN_FRONTEND=noninteractive $install </dev/null || {
	echo "deps.sh: could not install:$missing" >&2
	exit 1
}
