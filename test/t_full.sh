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
#                  hangs it up (no wait, no "in use"), and the first
#                  says its game went on at another login, status 0,
#                  though the disk took no word of it; once space returns
#                  her game is kept again, every answer, its head too, in
#                  one journal; a third login takes that game over and
#                  resumes it
#   full-nofolder  gil is a new player on a disk out of inodes (her
#                  folder cannot be made: ENOSPC): her game starts, says
#                  it is not kept; her next login, the disk still full,
#                  finds it by the lock of her place among the players
#                  and hangs it up (no wait, no "in use"), and the first
#                  says its game went on at another login, status 0: one
#                  game runs, hers anew; once space returns, its next answer
#                  makes her folder (0700), kept again, every answer,
#                  its head too, in one journal; a third login takes it
#                  over and resumes it
#   full-limit     hal's answers wait in memory on a full disk (in a
#                  pipe) until they reach -l's ceiling: one line says
#                  the disk is full, one that the limit is reached, and
#                  none after it that the game is kept again
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
tmux_test=full
echo 1..3	# its tests (test/run counts those not run as failed)
home=$tmp/home
mkdir -p "$home"
HOME=$home XDG_STATE_HOME=$home/state
export HOME XDG_STATE_HOME

. "$(dirname "$0")/lib/tmux.sh"	# T, start, on_screen, wait_screen, wait_file
. "$(dirname "$0")/lib/scenario.sh"	# run.sh, scenario, journals
scenario_tests=full
# every pane's game keeps its games on its scenario's small disk
for n in F1 F2 F3; do
	echo "$tmp/full/state" >"$tmp/state.$n"
done
for n in I1 I2 I3; do
	echo "$tmp/inodes/state" >"$tmp/state.$n"
done

# game_gone NAME: NAME's game has ended (its process is gone)
game_gone() {
	wait_file "$tmp/exit.$1" && ! kill -0 "$(cat "$tmp/pid.$1")" 2>/dev/null
}

# mounted DIR OPTIONS NAME...: the test's own tmpfs at $tmp/DIR, in $mnt,
# mounted with -o OPTIONS, or the scenario ends: "not ok" as root,
# skipped as another user; at the scenario's end the NAMEs' games are
# killed and the tmpfs unmounted
mounted() {
	mnt=$tmp/$1 opts=$2
	shift 2
	panes=$*
	mkdir "$mnt" || fail $t "$(expected "a new folder $mnt" "mkdir status $?")"
	if ! mount -t tmpfs -o "$opts" tmpfs "$mnt" 2>"$tmp/mount.err"; then
		[ "$(id -u)" -ne 0 ] &&
		    echo "ok $t # SKIP not root: no tmpfs of the test's own" &&
		    exit 0
		fail $t "$(expected "a tmpfs of $opts mounted (as root)" "$(lines "$tmp/mount.err")")"
	fi
	trap 'for n in $panes; do [ -f "$tmp/pid.$n" ] && quiet_kill "$(cat "$tmp/pid.$n")"; done; umount -l "$mnt"' EXIT
}

# kept_and_resumed OLD NEW PLAYER: the folder $d holds one journal, its
# head and the answers E, M, 1; a login NEW of PLAYER resumes it at
# STRENGTH ?, hangs OLD up (it says its game went on at another login)
# and keeps its next answer there
kept_and_resumed() {
	k_old=$1 k_new=$2
	j=$(journals "$d")
	[ "$(echo "$j" | wc -l)" -eq 1 ] && [ -n "$j" ] ||
	    fail $t "$(expected "one journal" "$(echo "$j" | tr '\n' ' ')")"
	[ "$(head -n 1 "$j")" = "wizcastle journal 1" ] &&
	    [ "$(sed -n 3p "$j")" = "machine sorcerer" ] &&
	    [ "$(journal_line "$j")" = "E|M|1|" ] ||
	    fail $t "the journal: $(expected "its head, E|M|1|" "$(lines "$j")")"
	start $k_new -u "$3"
	wait_screen $k_new 'STRENGTH ? *$' || fail $t "$k_new: $(expected "resumed at STRENGTH ?" "$(shown $k_new)")"
	game_gone $k_old || fail $t "$k_old: $(expected "hung up by $k_new" "still running")"
	grep -q '^wizcastle: your game went on at another login$' "$tmp/err.$k_old" ||
	    fail $t "$k_old: $(expected "its game went on at another login" "$(lines "$tmp/err.$k_old")")"
	answer $k_new 2 'DEXTERITY ?' || fail $t "$k_new: $(expected "the prompt DEXTERITY ?" "$(shown $k_new)")"
	[ "$(journal_line "$j")" = "E|M|1|2|" ] || fail $t "the journal: $(expected "E|M|1|2|" "$(journal_line "$j")")"
}

# fill: the tmpfs full
fill() {
	dd if=/dev/zero of="$mnt/fill" bs=4k 2>/dev/null
}

full_start() {
	mounted full size=64k F1 F2 F3
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
	game_gone F1 || fail $t "F1: $(expected "hung up by F2" "still running")"
	# told so, though the disk could take no line of F2's asking
	grep -q '^wizcastle: your game went on at another login$' "$tmp/err.F1" &&
	    [ "$(cat "$tmp/exit.F1")" = EXIT=0 ] ||
	    fail $t "F1: $(expected "its game went on at another login, status 0" "$(lines "$tmp/err.F1") status $(cat "$tmp/exit.F1")")"
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
	kept_and_resumed F2 F3 fay
	echo "ok $t"
}

# running NAME: NAME's game runs
running() {
	kill -0 "$(cat "$tmp/pid.$1")" 2>/dev/null
}

# no_inodes: every inode of the tmpfs at $mnt taken, by empty files
# (fill.N, 1,000 at most): a folder cannot be made there
no_inodes() {
	i=0
	while [ $i -lt 1000 ] && touch "$mnt/fill.$i" 2>/dev/null; do
		i=$((i + 1))
	done
	! mkdir "$mnt/probe" 2>"$tmp/probe.err" &&
	    grep -q 'No space left' "$tmp/probe.err" ||
	    fail $t "$(expected "no inode left: mkdir fails, ENOSPC" "$(lines "$tmp/probe.err")")"
}

full_nofolder() {
	mounted inodes size=1m,nr_inodes=64 I1 I2 I3
	d=$mnt/state/wizcastle/players/gil
	# a player before her made the folder of players
	XDG_STATE_HOME=$mnt/state "$W" -u ann </dev/null >/dev/null 2>&1
	[ -d "$mnt/state/wizcastle/players/ann" ] ||
	    fail $t "ann: $(expected "her folder" "$(find "$mnt" | tr '\n' ' ')")"
	no_inodes
	start I1 -u gil
	wait_screen I1 'YOUR CHOICE ?' || fail $t "I1: $(expected "the prompt YOUR CHOICE ?" "$(shown I1) stderr $(lines "$tmp/err.I1")")"
	answer I1 E '^SEX ?' || fail $t "I1: $(expected "the prompt SEX ?" "$(shown I1)")"
	[ "$(lines "$tmp/err.I1")" = "wizcastle: disk full; the game is not kept until space returns|" ] ||
	    fail $t "I1, disk full: $(expected "one line: disk full" "$(lines "$tmp/err.I1")")"
	[ ! -e "$d" ] || fail $t "I1: $(expected "no folder players/gil" "$(find "$d" | tr '\n' ' ')")"
	# the disk still full: the next login finds I1 and hangs it up
	start I2 -u gil
	wait_screen I2 'YOUR CHOICE ?' || fail $t "I2: $(expected "the prompt YOUR CHOICE ?" "$(shown I2) stderr $(lines "$tmp/err.I2")")"
	game_gone I1 || fail $t "I1: $(expected "hung up by I2" "still running")"
	# told so, though no folder of gil's could take I2's asking
	grep -q '^wizcastle: your game went on at another login$' "$tmp/err.I1" &&
	    [ "$(cat "$tmp/exit.I1")" = EXIT=0 ] ||
	    fail $t "I1: $(expected "its game went on at another login, status 0" "$(lines "$tmp/err.I1") status $(cat "$tmp/exit.I1")")"
	running I2 || fail $t "I2: $(expected "its game running" "gone: $(lines "$tmp/err.I2")")"
	grep -q '^wizcastle: your game at another login was hung up$' "$tmp/err.I2" &&
	    ! grep -q 'in use' "$tmp/err.I2" ||
	    fail $t "I2: $(expected "I1 hung up" "$(lines "$tmp/err.I2")")"
	grep -q '^wizcastle: disk full; the game is not kept until space returns$' "$tmp/err.I2" ||
	    fail $t "I2: $(expected "disk full" "$(lines "$tmp/err.I2")")"
	answer I2 E '^SEX ?' || fail $t "I2: $(expected "the prompt SEX ?" "$(shown I2)")"
	answer I2 M 'INTELLIGENCE ?' || fail $t "I2: $(expected "the prompt INTELLIGENCE ?" "$(shown I2)")"
	[ ! -e "$d" ] || fail $t "I2, disk full: $(expected "no folder players/gil" "$(find "$d" | tr '\n' ' ')")"
	rm -f "$mnt"/fill.*
	answer I2 1 'STRENGTH ?' || fail $t "I2: $(expected "the prompt STRENGTH ?" "$(shown I2)")"
	[ "$(tail -n 1 "$tmp/err.I2")" = "wizcastle: the game is kept again, every answer" ] ||
	    fail $t "I2, space again: $(expected "kept again" "$(lines "$tmp/err.I2")")"
	[ "$(stat -c %a "$d" 2>&1)" = 700 ] ||
	    fail $t "players/gil: $(expected "a folder of mode 700" "$(stat -c %a "$d" 2>&1)")"
	kept_and_resumed I2 I3 gil
	echo "ok $t"
}

full_limit() {
	mounted limit size=64k
	XDG_STATE_HOME=$mnt/state "$W" -u hal </dev/null >/dev/null 2>&1
	[ -d "$mnt/state/wizcastle/players/hal" ] ||
	    fail $t "hal: $(expected "his folder" "$(find "$mnt" | tr '\n' ' ')")"
	fill
	# six lines of 3,000 bytes past -l's 8 KiB, then two answers
	x=$(printf 'X%.0s' $(seq 3000))
	printf '%s\n%s\n%s\n%s\n%s\n%s\nE\nM\n' "$x" "$x" "$x" "$x" "$x" "$x" |
	    XDG_STATE_HOME=$mnt/state "$W" -u hal -l 8k >/dev/null 2>"$tmp/err.L1"
	[ "$(lines "$tmp/err.L1")" = "wizcastle: disk full; the game is not kept until space returns|wizcastle: journal limit reached; later answers are not kept|" ] ||
	    fail $t "$(expected "disk full, then the limit, and nothing more" "$(lines "$tmp/err.L1")")"
	echo "ok $t"
}

scenario start
scenario nofolder
scenario limit
exit 0
