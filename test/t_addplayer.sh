#!/bin/sh
# t_addplayer.sh: wizcastle-addplayer as an operator uses it, without
# sshd (test/t_ssh.sh logs in with its lines):
#
#   addplayer-options  -i and -l go into the forced command as given;
#                      wrong ones (what wizcastle -i and -l refuse) are
#                      refused, status 1, the file as it was, the game's
#                      words whole (-l 2g's second line too)
#   addplayer-idle     with no -i the command has the page's -i 1800;
#                      -i 0 none
#   addplayer-said     each change said on standard output: the key's
#                      fingerprint (ssh-keygen -l's) and the command
#                      added; -f's line the fingerprint of each line it
#                      replaced; -d's of each it removed
#   addplayer-edited   a line whose forced command an operator edited by
#                      hand (-i and -l added) is still the player's: -d
#                      removes it, and a new key without -f is refused
#   addplayer-exists   a name that has a line (Alice for alice) is
#                      refused, status 1, the file as it was; -f puts the
#                      new key in its place, one line, the old key gone
#   addplayer-keys     two keys on standard input: refused, nothing
#                      written; a private key: refused as one, with the
#                      advice to make another, nothing written
#   addplayer-newline  a keys file whose last line, carol's, has no
#                      newline, as printf and editors leave it: bob
#                      added, carol's line whole; carol again refused
#                      as having a line; -d carol removes it
#   addplayer-further  -a adds alice's second key beside her first (its
#                      usage says so), not the same key twice; -d
#                      removes both
#   addplayer-link     a keys file that is a symbolic link stays one, the
#                      file it names written
#   addplayer-u        lines written by hand with -udave, -nu dave and
#                      -u Dave: each is dave's, refused as a line of his,
#                      removed by -d dave
#   addplayer-game     a game's path that is no executable file: refused,
#                      nothing written
W=${WIZCASTLE:-./wizcastle}
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..11
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
case $W in /*) game=$W ;; *) game=$(pwd)/$W ;; esac

# add GAME: the script with its game= line GAME, as make install writes
add() {
	sed "s|^game=.*|game=$1|" host/wizcastle-addplayer >"$tmp/add"
	chmod 755 "$tmp/add"
}
add "$game"
for k in k1 k2 k3; do
	ssh-keygen -q -t ed25519 -N '' -C "$k" -f "$tmp/$k" || exit 1
done
pubkey() { cut -d ' ' -f 1-2 "$tmp/$1.pub"; }
keys=$tmp/keys

# --- addplayer-options
: >"$keys"
why=
"$tmp/add" -i 1800 -l 4m "$keys" alice <"$tmp/k1.pub" >/dev/null 2>"$tmp/err" ||
    why="-i 1800 -l 4m: $(cat "$tmp/err")"
line="restrict,pty,command=\"$game -u alice -i 1800 -l 4m -M\" $(pubkey k1) alice"
[ -n "$why" ] || grep -q -x -F "$line" "$keys" ||
    why=$(expected "$line" "$(cat "$keys")")
cp "$keys" "$tmp/before"
for o in "-i abc" "-l 0" "-l 2g" "-i 604801"; do
	[ -n "$why" ] && break
	"$tmp/add" $o "$keys" bob <"$tmp/k2.pub" >/dev/null 2>"$tmp/err"
	rc=$?
	if [ $rc -ne 1 ] || ! cmp -s "$keys" "$tmp/before" ||
	    ! grep -q . "$tmp/err"; then
		why="$o: $(expected "status 1, a word, the file as it was" "status $rc, $(head -n 1 "$tmp/err")")"
	fi
done
# the game's words whole: each word of its first line about -l 2g
# (usage left out) in the script's
if [ -z "$why" ]; then
	"$tmp/add" -l 2g "$keys" bob <"$tmp/k2.pub" >/dev/null 2>"$tmp/err"
	$W -u bob -l 2g -h 2>&1 >/dev/null | grep -v '^usage:' | sed 's/^wizcastle: //' |
	    tr -s ' \n' '\n\n' >"$tmp/words"
	tr -s ' \n' '\n\n' <"$tmp/err" | sed 1d >"$tmp/got"
	cmp -s "$tmp/words" "$tmp/got" ||
	    why="-l 2g: $(expected "the game's words whole: $(tr '\n' ' ' <"$tmp/words")" "$(tr '\n' ' ' <"$tmp/err")")"
fi
[ -z "$why" ] && echo "ok addplayer-options" || echo "not ok addplayer-options: $why"

# --- addplayer-idle
if want addplayer-idle; then
	why=
	for o in "" "-i 0" "-l 2m" "-i 0 -l 2m" "-i 60"; do
		: >"$keys"
		"$tmp/add" $o "$keys" alice <"$tmp/k1.pub" >/dev/null 2>"$tmp/err" ||
		    { why="$why [$o: $(cat "$tmp/err")]"; continue; }
		case $o in
		"") want="-u alice -i 1800" ;;
		"-i 0") want="-u alice" ;;
		"-l 2m") want="-u alice -i 1800 -l 2m" ;;
		"-i 0 -l 2m") want="-u alice -l 2m" ;;
		"-i 60") want="-u alice -i 60" ;;
		esac
		grep -q -F "command=\"$game $want -M\" " "$keys" ||
		    why="$why [$o: $(expected "$want" "$(cat "$keys")")]"
	done
	[ -z "$why" ] && echo "ok addplayer-idle" || echo "not ok addplayer-idle:$why"
fi

# fpr N: the fingerprint of key kN, as ssh-keygen -l shows it
fpr() { ssh-keygen -l -f "$tmp/$1.pub" | cut -d ' ' -f 2; }

# --- addplayer-said
if want addplayer-said; then
	why=
	: >"$keys"
	"$tmp/add" "$keys" alice <"$tmp/k1.pub" >"$tmp/out" 2>"$tmp/err"
	grep -q "added.*$(fpr k1)" "$tmp/out" &&
	    grep -q -F "$game -u alice -i 1800" "$tmp/out" ||
	    why="$why [added: $(expected "k1's fingerprint and the command" "$(cat "$tmp/out" "$tmp/err")")]"
	"$tmp/add" -f "$keys" alice <"$tmp/k2.pub" >"$tmp/out" 2>"$tmp/err"
	grep -q "replaced.*$(fpr k1)" "$tmp/out" && grep -q "added.*$(fpr k2)" "$tmp/out" ||
	    why="$why [-f: $(expected "k1's fingerprint replaced, k2's added" "$(cat "$tmp/out" "$tmp/err")")]"
	"$tmp/add" -d "$keys" alice >"$tmp/out" 2>"$tmp/err"
	grep -q "removed.*$(fpr k2)" "$tmp/out" ||
	    why="$why [-d: $(expected "k2's fingerprint removed" "$(cat "$tmp/out" "$tmp/err")")]"
	[ -z "$why" ] && echo "ok addplayer-said" || echo "not ok addplayer-said:$why"
fi

# --- addplayer-edited
if want addplayer-edited; then
	why=
	printf 'restrict,pty,command="%s -u bob" %s bob\n' "$game" "$(pubkey k2)" >"$keys"
	sed 's/-u bob"/-u bob -i 60 -l 8m"/' "$keys" >"$tmp/ed" && mv "$tmp/ed" "$keys"
	cp "$keys" "$tmp/before"
	"$tmp/add" "$keys" bob <"$tmp/k3.pub" >/dev/null 2>"$tmp/err" && why="a new key without -f: status 0"
	[ -n "$why" ] || cmp -s "$keys" "$tmp/before" || why="a new key without -f: the file changed"
	[ -n "$why" ] || "$tmp/add" -d "$keys" bob >/dev/null 2>"$tmp/err" ||
	    why="-d: $(cat "$tmp/err")"
	[ -n "$why" ] || [ ! -s "$keys" ] || why="-d: $(expected "no line" "$(cat "$keys")")"
	[ -z "$why" ] && echo "ok addplayer-edited" || echo "not ok addplayer-edited: $why"
fi

# --- addplayer-exists
if want addplayer-exists; then
	why=
	: >"$keys"
	"$tmp/add" "$keys" alice <"$tmp/k1.pub" >/dev/null 2>"$tmp/err" || why=$(cat "$tmp/err")
	cp "$keys" "$tmp/before"
	"$tmp/add" "$keys" Alice <"$tmp/k2.pub" >/dev/null 2>"$tmp/err"
	rc=$?
	[ -n "$why" ] || { [ $rc -eq 1 ] && cmp -s "$keys" "$tmp/before" &&
	    grep -q 'alice has a line' "$tmp/err"; } ||
	    why="Alice again: $(expected "status 1, alice has a line ..., the file as it was" "status $rc, $(head -n 1 "$tmp/err")")"
	[ -n "$why" ] || "$tmp/add" -f "$keys" Alice <"$tmp/k2.pub" >/dev/null 2>"$tmp/err" ||
	    why="-f: $(cat "$tmp/err")"
	[ -n "$why" ] || { [ "$(wc -l <"$keys")" -eq 1 ] &&
	    grep -q -F "$(pubkey k2) alice" "$keys" && ! grep -q -F "$(pubkey k1)" "$keys"; } ||
	    why="-f: $(expected "one line, the new key's" "$(cat "$keys")")"
	[ -z "$why" ] && echo "ok addplayer-exists" || echo "not ok addplayer-exists: $why"
fi

# --- addplayer-keys
if want addplayer-keys; then
	: >"$keys"
	cat "$tmp/k1.pub" "$tmp/k2.pub" | "$tmp/add" "$keys" carol 2>"$tmp/err"
	rc=$?
	why=
	[ $rc -eq 1 ] && [ ! -s "$keys" ] && grep -q 'more than one key' "$tmp/err" ||
	    why="[two: $(expected "status 1, more than one key, nothing written" "status $rc, $(head -n 1 "$tmp/err"), $(wc -l <"$keys") lines")]"
	"$tmp/add" "$keys" carol <"$tmp/k1" >/dev/null 2>"$tmp/err"
	rc=$?
	[ $rc -eq 1 ] && [ ! -s "$keys" ] && grep -q 'a private key' "$tmp/err" &&
	    grep -q 'make another' "$tmp/err" ||
	    why="$why [private: $(expected "status 1, a private key, make another, nothing written" "status $rc, $(head -n 1 "$tmp/err"), $(wc -l <"$keys") lines")]"
	[ -z "$why" ] && echo "ok addplayer-keys" || echo "not ok addplayer-keys: $why"
fi

# --- addplayer-game
if want addplayer-game; then
	why=
	for g in "$tmp/none" "$tmp/k1.pub" "$tmp"; do
		add "$g"
		: >"$keys"
		"$tmp/add" "$keys" dave <"$tmp/k1.pub" >/dev/null 2>"$tmp/err"
		rc=$?
		[ $rc -eq 1 ] && [ ! -s "$keys" ] && grep -q -F "$g" "$tmp/err" ||
		    why="$why $g: $(expected "status 1, the path said, nothing written" "status $rc, $(head -n 1 "$tmp/err")")"
	done
	[ -z "$why" ] && echo "ok addplayer-game" || echo "not ok addplayer-game:$why"
	add "$game"
fi

# --- addplayer-newline
if want addplayer-newline; then
	why=
	carol="restrict,pty,command=\"$game -u carol\" $(pubkey k3) carol"
	printf '%s' "$carol" >"$keys"
	"$tmp/add" "$keys" bob <"$tmp/k2.pub" >/dev/null 2>"$tmp/err" ||
	    why="$why [bob: $(cat "$tmp/err")]"
	[ "$(wc -l <"$keys")" -eq 2 ] && grep -q -x -F "$carol" "$keys" &&
	    grep -q "$(pubkey k2) bob\$" "$keys" ||
	    why="$why [bob: $(expected "carol's line and bob's" "$(cat "$keys")")]"
	printf '%s' "$carol" >"$keys"
	"$tmp/add" "$keys" carol <"$tmp/k1.pub" >/dev/null 2>"$tmp/err" &&
	    why="$why [carol again: status 0]"
	grep -q 'carol has a line' "$tmp/err" ||
	    why="$why [carol again: $(expected "carol has a line" "$(cat "$tmp/err")")]"
	"$tmp/add" -d "$keys" carol >/dev/null 2>"$tmp/err" ||
	    why="$why [-d carol: $(cat "$tmp/err")]"
	! grep -q -F "$(pubkey k3)" "$keys" ||
	    why="$why [-d carol: $(expected "her line gone" "$(cat "$keys")")]"
	[ -z "$why" ] && echo "ok addplayer-newline" || echo "not ok addplayer-newline:$why"
fi

# --- addplayer-further
if want addplayer-further; then
	why=
	: >"$keys"
	"$tmp/add" "$keys" alice <"$tmp/k1.pub" >/dev/null 2>&1
	"$tmp/add" -a "$keys" Alice <"$tmp/k2.pub" >/dev/null 2>"$tmp/err" ||
	    why="$why [-a: $(cat "$tmp/err")]"
	[ "$(grep -c -e '-u alice -i 1800 -M"' "$keys")" -eq 2 ] &&
	    grep -q -F "$(pubkey k1) alice" "$keys" && grep -q -F "$(pubkey k2) alice" "$keys" ||
	    why="$why [-a: $(expected "two lines of alice's, k1 and k2" "$(cat "$keys")")]"
	cp "$keys" "$tmp/before"
	"$tmp/add" -a "$keys" alice <"$tmp/k2.pub" >/dev/null 2>"$tmp/err" &&
	    why="$why [-a k2 again: status 0]"
	cmp -s "$keys" "$tmp/before" || why="$why [-a k2 again: the file changed]"
	"$tmp/add" "$keys" 2>&1 | grep -q -e '-a' ||
	    why="$why [usage: $(expected "-a" "$("$tmp/add" 2>&1)")]"
	"$tmp/add" -d "$keys" alice >/dev/null 2>"$tmp/err" && [ ! -s "$keys" ] ||
	    why="$why [-d: $(expected "no line" "$(cat "$keys" "$tmp/err")")]"
	[ -z "$why" ] && echo "ok addplayer-further" || echo "not ok addplayer-further:$why"
fi

# --- addplayer-link
if want addplayer-link; then
	why=
	mkdir -p "$tmp/etc"
	: >"$tmp/etc/keys.real"
	ln -s "$tmp/etc/keys.real" "$tmp/etc/keys"
	"$tmp/add" "$tmp/etc/keys" alice <"$tmp/k1.pub" >/dev/null 2>"$tmp/err" ||
	    why="$(cat "$tmp/err")"
	[ -L "$tmp/etc/keys" ] && grep -q -F "$(pubkey k1) alice" "$tmp/etc/keys.real" ||
	    why="$why $(expected "a link still, its file written" "$(ls -l "$tmp/etc" | tr '\n' ' ')")"
	[ -z "$why" ] && echo "ok addplayer-link" || echo "not ok addplayer-link: $why"
fi

# --- addplayer-u
if want addplayer-u; then
	why=
	for u in "-udave" "-nu dave" "-u Dave" "-i 60 -udave"; do
		printf 'restrict,pty,command="%s %s" %s dave\n' "$game" "$u" "$(pubkey k3)" >"$keys"
		cp "$keys" "$tmp/before"
		"$tmp/add" "$keys" dave <"$tmp/k2.pub" >/dev/null 2>"$tmp/err" &&
		    why="$why [$u: a new key without -f, status 0]"
		cmp -s "$keys" "$tmp/before" || why="$why [$u: the file changed]"
		"$tmp/add" -d "$keys" dave >/dev/null 2>"$tmp/err" && [ ! -s "$keys" ] ||
		    why="$why [$u: -d: $(expected "no line" "$(cat "$keys" "$tmp/err")")]"
	done
	[ -z "$why" ] && echo "ok addplayer-u" || echo "not ok addplayer-u:$why"
fi
exit 0
