#!/bin/sh
# t_limits.sh: a host's limits: a player's unfinished journals kept to
# the ceiling of -l, and a refusal's words within 64 columns, however
# long the folder's name.  (t_players.sh: the players kept apart;
# t_full.sh: a full disk.)
#
#   limits-flood    flo's game at a terminal (tmux) with -l 64k: 40 lines
#                   of 4 KB pasted at YOUR MOVE, then M: the game plays
#                   every line, says once, in a line within 64 columns,
#                   that later answers are not kept; her folder's
#                   journals hold no more than 64 KiB, and within a line
#                   of it; another player's folder as it was; her next
#                   login resumes the game kept, at YOUR MOVE
#   limits-default  the same flood in a pipe (-u keeps it), no -l: the
#                   journal within 1 MiB, and within a line of it, the
#                   word said once; with -l 2m every line is kept, and no
#                   word
#   limits-refusal  a state folder at a long path (190 columns, a blank
#                   and an ESC in it) that others can write, then one
#                   whose player's folder a lock of no pid holds (an OFD
#                   lock): the game plays, not kept, and says so in lines
#                   of 64 columns, the path's name escaped and on a line
#                   of its own, its start and its end with "..." between
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
tmux_test=limits
echo 1..3	# its tests (test/run counts those not run as failed)
home=$tmp/home
state=$home/state/wizcastle
mkdir -p "$home"
HOME=$home XDG_STATE_HOME=$home/state
export HOME XDG_STATE_HOME
notice="wizcastle: journal limit reached; later answers are not kept"

. "$(dirname "$0")/lib/tmux.sh"	# T, start, on_screen, wait_screen, wait_file
. "$(dirname "$0")/lib/scenario.sh"	# run.sh, scenario, journals
scenario_tests=limits

# bytes FOLDER: the bytes of its unfinished journals, all told
bytes() {
	find "$1" -maxdepth 1 -name '*.journal' -type f -printf '%s\n' |
	    awk '{ n += $1 } END { print n + 0 }'
}

# at_move PLAYER: PLAYER's game kept at its first YOUR MOVE, from a pipe
# (castle 6, s001's first nine answers)
at_move() {
	head -n 9 golden/sorcerer/s001.in |
	    "$W" -u "$1" -m sorcerer -s "$(cat golden/sorcerer/s001.seed)" \
	    >/dev/null 2>"$tmp/err.$1" ||
	    fail $t "$1: $(expected "status 0" "status $? $(lines "$tmp/err.$1")")"
}

# flood N: N lines of 4,096 bytes, Z and 4,095 more (no command), one a
# line
flood() {
	z=$(printf '%04095d' 0 | tr 0 Z)
	i=0
	while [ $i -lt "$1" ]; do
		echo "Z$z"
		i=$((i + 1))
	done
}

# ceiling_said NAME: NAME's stderr has the word of the ceiling once, a line of
# its own, and no line wider than 64 columns
ceiling_said() {
	[ "$(grep -c -x -F "$notice" "$tmp/err.$1")" -eq 1 ] &&
	    [ "$(grep -c -F 'journal limit' "$tmp/err.$1")" -eq 1 ] &&
	    awk 'length($0) > 64 { exit 1 }' "$tmp/err.$1"
}

limits_flood() {
	d=$state/players/flo
	at_move flo
	at_move grace
	before=$(find "$state/players/grace" -printf '%p %s %T@\n' | sort)
	start F1 -u flo -l 64k
	wait_screen F1 'YOUR MOVE ? *$' || fail $t "F1: $(expected "YOUR MOVE ?" "$(shown F1)")"
	{ flood 40; echo M; } | tr '\n' '\r' >"$tmp/paste"
	T load-buffer "$tmp/paste"
	T paste-buffer -d -t F1
	# the map, after the last of the flood: every line played
	poll 600 on_screen F1 '?  ?  ?  ?' ||
	    fail $t "F1: $(expected "the map after the flood" "$(shown F1)")"
	ceiling_said F1 || fail $t "F1's stderr: $(expected "$notice" "$(lines "$tmp/err.F1")")"
	quiet_kill "$(cat "$tmp/pid.F1")"
	wait_file "$tmp/exit.F1" || fail $t "F1: $(expected "ended by kill -9" "still running")"
	kept=$(bytes "$d")
	[ "$kept" -le 65536 ] && [ "$kept" -gt $((65536 - 4097)) ] ||
	    fail $t "flo's journals: $(expected "64 KiB at most, within a line of it" "$kept bytes")"
	after=$(find "$state/players/grace" -printf '%p %s %T@\n' | sort)
	[ "$before" = "$after" ] ||
	    fail $t "grace's folder: $(expected "$before" "$after" | tr '\n' ' ')"
	start F2 -u flo -l 64k
	wait_screen F2 'YOUR MOVE ? *$' || fail $t "F2: $(expected "resumed at YOUR MOVE ?" "$(shown F2)")"
	grep -q '^wizcastle: your castle [0-9]* goes on$' "$tmp/err.F2" ||
	    fail $t "F2's stderr: $(expected "wizcastle: your castle N goes on" "$(lines "$tmp/err.F2")")"
	quiet_kill "$(cat "$tmp/pid.F2")"
	echo "ok $t ($kept bytes kept)"
}

limits_default() {
	flood 300 >"$tmp/flood"
	for c in dan:1048576 dora:2097152; do
		p=${c%:*} max=${c#*:}
		at_move $p
		if [ $p = dan ]; then
			"$W" -u dan <"$tmp/flood" >/dev/null 2>"$tmp/err.$p"
		else
			"$W" -u dora -l 2m <"$tmp/flood" >/dev/null 2>"$tmp/err.$p"
		fi
		kept=$(bytes "$state/players/$p")
		if [ $p = dan ]; then
			ceiling_said dan || fail $t "dan's stderr: $(expected "$notice" "$(lines "$tmp/err.dan")")"
			[ "$kept" -le $max ] && [ "$kept" -gt $((max - 4097)) ] ||
			    fail $t "dan's journals: $(expected "1 MiB at most, within a line of it" "$kept bytes")"
		else
			grep -q 'journal limit' "$tmp/err.dora" &&
			    fail $t "dora's stderr: $(expected "no word of the limit" "$(lines "$tmp/err.dora")")"
			[ "$(tail -n +13 "$state/players/dora/"*.journal)" = "$(cat "$tmp/flood")" ] ||
			    fail $t "dora's journal: $(expected "every line of the flood" "$kept bytes")"
		fi
	done
	echo "ok $t"
}

# refused NAME WHY END: NAME's stderr says the game is not kept, WHY,
# in lines of 64 columns, a path in $long (escaped) on a line of its
# own: its start, "...", and its end, END
refused() {
	awk 'length($0) > 64 { exit 1 }' "$tmp/err.$1" && ! grep -q "$esc" "$tmp/err.$1" ||
	    fail $t "$1: $(expected "lines of 64 columns, no ESC" "$(lines "$tmp/err.$1")")"
	head -n 1 "$tmp/err.$1" | grep -q '^wizcastle: game not kept' &&
	    tr '\n' ' ' <"$tmp/err.$1" | grep -q -F "$2" ||
	    fail $t "$1: $(expected "wizcastle: game not kept ... $2" "$(lines "$tmp/err.$1")")"
	line=$(grep -F '...' "$tmp/err.$1")
	start=${tmp%"${tmp#????????????????}"}
	end=$3:
	[ "${line#*"$start"*...}" != "$line" ] && [ "${line%"$end"}" != "$line" ] ||
	    fail $t "$1: $(expected "a line of the path, $start...$end" "$line" |
	    sed 's/\\/\\\\/g')"	# fail's echo makes \\ \
}

limits_refusal() {
	esc=$(printf '\033')
	long=$tmp/$(printf 'a%.0s' $(seq 60))/two\ words/$(printf 'b%.0s' $(seq 60))/end${esc}game
	mkdir -p "$long/wizcastle"
	chmod 777 "$long/wizcastle"
	echo E | XDG_STATE_HOME=$long "$W" -u rob >/dev/null 2>"$tmp/err.R1" ||
	    fail $t "R1: $(expected "status 0" "status $?")"
	refused R1 "others can write the state folder" '/end\033game/wizcastle'
	chmod 700 "$long/wizcastle"
	lock=$long/wizcastle/players/rob/.lock
	mkdir -p "${lock%/*}"
	"$PYTHON3" -c 'import fcntl, os, struct, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o600)
fcntl.fcntl(fd, fcntl.F_OFD_SETLK, struct.pack("hhqqi", fcntl.F_WRLCK, 0, 0, 0, 0))
open(sys.argv[1] + ".held", "w").close()
time.sleep(30)' "$lock" &
	holder=$!
	wait_file "$lock.held" || fail $t "$(expected "an OFD lock held on $lock" "none")"
	echo E | XDG_STATE_HOME=$long timeout 30 "$W" -u rob >/dev/null 2>"$tmp/err.R2" ||
	    fail $t "R2: $(expected "status 0" "status $?")"
	quiet_kill $holder
	refused R2 "in use by a running game" /wizcastle/players/rob/.lock
	echo "ok $t"
}

scenario flood
scenario default
scenario refusal
exit 0
