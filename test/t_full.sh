#!/bin/sh
# t_full.sh: a player's games (-u) when the disk can take no more, at a
# terminal (tmux), on a tmpfs of the test's own, mounted by the test.
# Mounting needs root: as root a mount that fails is a failure; as
# another user the tests are skipped, and say so.  (t_players.sh's
# players-full: a disk that fills during a game.)
#
#   full-start     fay's game starts on a full disk: one word that it is
#                  not kept; it holds her folder all the same: her next
#                  login, the disk still full, finds it by its lock and
#                  hangs it up (no wait, no "in use"); once space returns
#                  her game is kept again, every answer, its head too, in
#                  one journal; a third login takes that game over and
#                  resumes it
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
tmux_test=full
echo 1..1	# its tests (test/run counts those not run as failed)
home=$tmp/home
mkdir -p "$home"
HOME=$home XDG_STATE_HOME=$home/state
export HOME XDG_STATE_HOME

. "$(dirname "$0")/lib/tmux.sh"	# T, start, on_screen, wait_screen, wait_file
. "$(dirname "$0")/lib/scenario.sh"	# run.sh, fail, answer, lines, journals
# every pane's game keeps its games on the small disk
for n in F1 F2 F3; do
	echo "$tmp/full/state" >"$tmp/state.$n"
done

# answers FILE: the journal's answers, joined by |
answers() {
	tail -n +4 "$1" | tr '\n' '|'
}

# gone NAME: NAME's game has ended (its process is gone)
gone() {
	wait_file "$tmp/exit.$1" && ! kill -0 "$(cat "$tmp/pid.$1")" 2>/dev/null
}

# mounted: the test's own tmpfs of 64 KiB at $mnt, or the scenario ends:
# "not ok" as root, skipped as another user
mounted() {
	mnt=$tmp/full
	mkdir "$mnt" || fail $t "$(expected "a new folder $mnt" "mkdir status $?")"
	if ! mount -t tmpfs -o size=64k tmpfs "$mnt" 2>"$tmp/mount.err"; then
		[ "$(id -u)" -ne 0 ] &&
		    echo "ok $t # SKIP not root: no tmpfs of the test's own" &&
		    exit 0
		fail $t "$(expected "a tmpfs of 64 KiB mounted (as root)" "$(lines "$tmp/mount.err")")"
	fi
	trap 'for n in F1 F2 F3; do [ -f "$tmp/pid.$n" ] && quiet_kill "$(cat "$tmp/pid.$n")"; done; umount -l "$mnt"; T kill-server 2>/dev/null; clean "$tmp"' EXIT
}

# fill: the tmpfs full
fill() {
	dd if=/dev/zero of="$mnt/fill" bs=4k 2>/dev/null
}

full_start() {
	mounted
	d=$mnt/state/wizcastle/players/fay
	fill
	start F1 -u fay
	wait_screen F1 'YOUR CHOICE ?' || fail $t "F1: $(expected "the prompt YOUR CHOICE ?" "$(shown F1)")"
	answer F1 E '^SEX ?' || fail $t "F1: $(expected "the prompt SEX ?" "$(shown F1)")"
	[ "$(lines "$tmp/err.F1")" = "wizcastle: disk full; the game is not kept until space returns|" ] ||
	    fail $t "F1, disk full: $(expected "one line: disk full" "$(lines "$tmp/err.F1")")"
	[ -z "$(journals "$d")" ] || fail $t "F1: $(expected "no journal" "$(journals "$d")")"
	# the disk still full: the next login finds F1 and hangs it up
	start F2 -u fay
	wait_screen F2 'YOUR CHOICE ?' || fail $t "F2: $(expected "the prompt YOUR CHOICE ?" "$(shown F2)")"
	gone F1 || fail $t "F1: $(expected "hung up by F2" "still running")"
	grep -q '^wizcastle: your game at another login was hung up$' "$tmp/err.F2" &&
	    ! grep -q 'in use' "$tmp/err.F2" ||
	    fail $t "F2: $(expected "F1 hung up" "$(lines "$tmp/err.F2")")"
	grep -q '^wizcastle: disk full; the game is not kept until space returns$' "$tmp/err.F2" ||
	    fail $t "F2: $(expected "disk full" "$(lines "$tmp/err.F2")")"
	answer F2 E '^SEX ?' || fail $t "F2: $(expected "the prompt SEX ?" "$(shown F2)")"
	answer F2 M 'INTELLIGENCE ?' || fail $t "F2: $(expected "the prompt INTELLIGENCE ?" "$(shown F2)")"
	[ -z "$(journals "$d")" ] || fail $t "F2, disk full: $(expected "no journal" "$(journals "$d")")"
	rm -f "$mnt/fill"
	answer F2 1 'STRENGTH ?' || fail $t "F2: $(expected "the prompt STRENGTH ?" "$(shown F2)")"
	[ "$(tail -n 1 "$tmp/err.F2")" = "wizcastle: the game is kept again, every answer" ] ||
	    fail $t "F2, space again: $(expected "kept again" "$(lines "$tmp/err.F2")")"
	j=$(journals "$d")
	[ "$(echo "$j" | wc -l)" -eq 1 ] && [ -n "$j" ] ||
	    fail $t "$(expected "one journal" "$(echo "$j" | tr '\n' ' ')")"
	[ "$(head -n 1 "$j")" = "wizcastle journal 1" ] &&
	    [ "$(sed -n 3p "$j")" = "machine sorcerer" ] &&
	    [ "$(answers "$j")" = "E|M|1|" ] ||
	    fail $t "the journal: $(expected "its head, E|M|1|" "$(lines "$j")")"
	start F3 -u fay
	wait_screen F3 'STRENGTH ? *$' || fail $t "F3: $(expected "resumed at STRENGTH ?" "$(shown F3)")"
	gone F2 || fail $t "F2: $(expected "hung up by F3" "still running")"
	grep -q '^wizcastle: your game went on at another login$' "$tmp/err.F2" ||
	    fail $t "F2: $(expected "its game went on at another login" "$(lines "$tmp/err.F2")")"
	answer F3 2 'DEXTERITY ?' || fail $t "F3: $(expected "the prompt DEXTERITY ?" "$(shown F3)")"
	[ "$(answers "$j")" = "E|M|1|2|" ] || fail $t "the journal: $(expected "E|M|1|2|" "$(answers "$j")")"
	echo "ok $t"
}

# scenario NAME: the scenario NAME (full_NAME), the test full-NAME (in
# $t), in a subshell: fail ends it alone
scenario() {
	want "full-$1" || return 0
	(
		t=full-$1
		"full_$1"
	)
}

scenario start
exit 0
