#!/bin/sh
# t_addplayer.sh: wizcastle-addplayer as an operator uses it, without
# sshd (test/t_ssh.sh logs in with its lines):
#
#   addplayer-options  -i and -l go into the forced command as given;
#                      wrong ones (what wizcastle -i and -l refuse) are
#                      refused, status 1, the file as it was
#   addplayer-edited   a line whose forced command an operator edited by
#                      hand (-i and -l added) is still the player's: -d
#                      removes it, and a new key without -f is refused
#   addplayer-exists   a name that has a line (Alice for alice) is
#                      refused, status 1, the file as it was; -f puts the
#                      new key in its place, one line, the old key gone
#   addplayer-keys     two keys on standard input: refused, nothing
#                      written
#   addplayer-game     a game's path that is no executable file: refused,
#                      nothing written
W=${WIZCASTLE:-./wizcastle}
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..5
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
case $W in /*) game=$W ;; *) game=$(pwd)/$W ;; esac

# add GAME: the script with its game= line GAME, as make install writes
add() {
	sed "s|^game=.*|game=$1|" tools/wizcastle-addplayer >"$tmp/add"
	chmod 755 "$tmp/add"
}
add "$game"
for k in k1 k2 k3; do
	ssh-keygen -q -t ed25519 -N '' -C "$k" -f "$tmp/$k" || exit 1
done
key() { cut -d ' ' -f 1-2 "$tmp/$1.pub"; }
keys=$tmp/keys

# --- addplayer-options
: >"$keys"
why=
"$tmp/add" -i 1800 -l 4m "$keys" alice <"$tmp/k1.pub" 2>"$tmp/err" ||
    why="-i 1800 -l 4m: $(cat "$tmp/err")"
line="restrict,pty,command=\"$game -u alice -i 1800 -l 4m\" $(key k1) alice"
[ -n "$why" ] || grep -q -x -F "$line" "$keys" ||
    why=$(expected "$line" "$(cat "$keys")")
cp "$keys" "$tmp/before"
for o in "-i 0" "-i abc" "-l 0" "-l 2g" "-i 604801"; do
	[ -n "$why" ] && break
	"$tmp/add" $o "$keys" bob <"$tmp/k2.pub" 2>"$tmp/err"
	rc=$?
	if [ $rc -ne 1 ] || ! cmp -s "$keys" "$tmp/before" ||
	    ! grep -q . "$tmp/err"; then
		why="$o: $(expected "status 1, a word, the file as it was" "status $rc, $(head -n 1 "$tmp/err")")"
	fi
done
[ -z "$why" ] && echo "ok addplayer-options" || echo "not ok addplayer-options: $why"

# --- addplayer-edited
if want addplayer-edited; then
	why=
	printf 'restrict,pty,command="%s -u bob" %s bob\n' "$game" "$(key k2)" >"$keys"
	sed 's/-u bob"/-u bob -i 60 -l 8m"/' "$keys" >"$tmp/ed" && mv "$tmp/ed" "$keys"
	cp "$keys" "$tmp/before"
	"$tmp/add" "$keys" bob <"$tmp/k3.pub" 2>"$tmp/err" && why="a new key without -f: status 0"
	[ -n "$why" ] || cmp -s "$keys" "$tmp/before" || why="a new key without -f: the file changed"
	[ -n "$why" ] || "$tmp/add" -d "$keys" bob 2>"$tmp/err" ||
	    why="-d: $(cat "$tmp/err")"
	[ -n "$why" ] || [ ! -s "$keys" ] || why="-d: $(expected "no line" "$(cat "$keys")")"
	[ -z "$why" ] && echo "ok addplayer-edited" || echo "not ok addplayer-edited: $why"
fi

# --- addplayer-exists
if want addplayer-exists; then
	why=
	: >"$keys"
	"$tmp/add" "$keys" alice <"$tmp/k1.pub" 2>"$tmp/err" || why=$(cat "$tmp/err")
	cp "$keys" "$tmp/before"
	"$tmp/add" "$keys" Alice <"$tmp/k2.pub" 2>"$tmp/err"
	rc=$?
	[ -n "$why" ] || { [ $rc -eq 1 ] && cmp -s "$keys" "$tmp/before" &&
	    grep -q 'alice has a line' "$tmp/err"; } ||
	    why="Alice again: $(expected "status 1, alice has a line ..., the file as it was" "status $rc, $(head -n 1 "$tmp/err")")"
	[ -n "$why" ] || "$tmp/add" -f "$keys" Alice <"$tmp/k2.pub" 2>"$tmp/err" ||
	    why="-f: $(cat "$tmp/err")"
	[ -n "$why" ] || { [ "$(wc -l <"$keys")" -eq 1 ] &&
	    grep -q -F "$(key k2) alice" "$keys" && ! grep -q -F "$(key k1)" "$keys"; } ||
	    why="-f: $(expected "one line, the new key's" "$(cat "$keys")")"
	[ -z "$why" ] && echo "ok addplayer-exists" || echo "not ok addplayer-exists: $why"
fi

# --- addplayer-keys
if want addplayer-keys; then
	: >"$keys"
	cat "$tmp/k1.pub" "$tmp/k2.pub" | "$tmp/add" "$keys" carol 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 1 ] && [ ! -s "$keys" ] && grep -q 'more than one key' "$tmp/err"; then
		echo "ok addplayer-keys"
	else
		echo "not ok addplayer-keys: $(expected "status 1, more than one key, nothing written" "status $rc, $(head -n 1 "$tmp/err"), $(wc -l <"$keys") lines")"
	fi
fi

# --- addplayer-game
if want addplayer-game; then
	why=
	for g in "$tmp/none" "$tmp/k1.pub" "$tmp"; do
		add "$g"
		: >"$keys"
		"$tmp/add" "$keys" dave <"$tmp/k1.pub" 2>"$tmp/err"
		rc=$?
		[ $rc -eq 1 ] && [ ! -s "$keys" ] && grep -q -F "$g" "$tmp/err" ||
		    why="$why $g: $(expected "status 1, the path said, nothing written" "status $rc, $(head -n 1 "$tmp/err")")"
	done
	[ -z "$why" ] && echo "ok addplayer-game" || echo "not ok addplayer-game:$why"
fi
exit 0
