#!/bin/sh
# t_abuse.sh: the host's promises under abuse (issue 32, items 1 and 7),
# on a real sshd of the test's own, the very host t_ssh.sh plays on:
# built from wizcastle-host(7)'s own text by test/lib/host.sh.  What it
# measures it prints on "# " lines, never asserting a time (make bench
# measures speed); every wait is bounded; what it started it stops by
# PID.
#
#   abuse-burst    200 scripted logins at once (each waits on a lock
#                  the test then lets go of) through the robot's key and
#                  castle-script (the page's MaxStartups), from 40
#                  addresses of 127.0.0.0/8, 5 each, within the page's
#                  PerSourceMaxStartups, each given 240
#                  s to connect: each ends status 0, its output byte for
#                  byte its golden case's.  With SLOW_BINARY=yes
#                  (test/check's sanitizer suite) a spread sample of 50
#                  of the 200
#   abuse-drops    one long game (golden/sorcerer/j034's castle and
#                  answers; its first answer given in a pipe, which
#                  keeps it as the player's, the rest typed at a
#                  terminal, ssh -tt in tmux) dropped 40 times at random
#                  moments (at a question, in the middle of an answer,
#                  just after one), each way in turn: the ssh client
#                  killed -9, wizcastle sent SIGHUP, wizcastle killed
#                  -9, the sshd's session process killed -9; each login
#                  after resumes at the last screen, as a pipe of the
#                  answers kept shows it, at its question; at the end
#                  the player's one journal holds every answer, in
#                  order, as typed, and -r shows the game's last screen
#                  as the pipe does
#   abuse-killall  five players mid-game; every wizcastle and the sshd,
#                  its sessions too, killed -9; a new sshd (by PID):
#                  each player logs in, and resumes their own game at
#                  their question, with no takeover, no "in use", every
#                  answer kept
#   abuse-full     fay's state folder on a 64 KiB tmpfs the test mounts
#                  (as root; as another user skipped, saying so): her
#                  game starts over ssh on a full disk and says it is
#                  not kept; a second login, the disk still full, takes
#                  it over by its lock (no "in use"); space freed, her
#                  answers typed, her line dropped: a third login
#                  resumes every answer, and the journal's head, one
#                  journal
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
echo 1..4	# its tests (test/run counts those not run as failed)
host_test=abuse-burst
host_players="dan k1 k2 k3 k4 k5"	# fay: abuse-full adds her
. "$(dirname "$0")/lib/host.sh"	# the page's host, its sshd, the panes
. "$(dirname "$0")/lib/golden.sh"	# golden_same WANTS GOTS
mnt=$tmp/full	# abuse-full's tmpfs, unmounted at the end (lazily)
host_stop() {
	i=0	# each mount there, if more than one (bounded)
	while mountpoint -q "$mnt" && [ $i -lt 5 ]; do
		umount -l "$mnt" || break
		i=$((i + 1))
	done
	return 0
}
host_make
host_up
# the robot's game and the page's check, as t_ssh.sh's ssh-sshd: the host
run_block check || host_fail abuse-burst "the page's check to run" "$(tr '\n' ' ' <"$tmp/run.out")"
grep -q -x 'maxstartups 200:30:400' "$tmp/run.out" ||
    host_fail abuse-burst "sshd -T: maxstartups 200:30:400" "$(tr '\n' ' ' <"$tmp/run.out")"
slow=${SLOW_BINARY:-no}

# seconds_since T0: the seconds since T0 (now), to the hundredth
seconds_since() {
	s_ms=$(since "$1")
	printf '%d.%02d' $((s_ms / 1000)) $((s_ms % 1000 / 10))
}

# --- abuse-burst: 200 scripted logins at once, each its golden case
burst() {
	all=$(ls golden/gwbasic/v*.in | head -n 200)
	n=200
	if [ "$slow" = yes ]; then
		n=50
		all=$(echo "$all" | awk 'NR % 4 == 1')
	fi
	args=$(cat golden/gwbasic/args)
	pids= k=0
	# all at once: each waits for the lock the test holds, then logs in
	exec 8>"$tmp/go"
	flock 8 || host_fail abuse-burst "flock of $tmp/go" "it failed"
	# (a name, a seed, a status by the shell alone: no basename or cat
	# a login, some 1,000 processes in all)
	for f in $all; do
		b=${f##*/}
		b=$tmp/b.${b%.in}
		read -r seed <"${f%.in}.seed"
		# from 40 addresses, 5 each, as players come from many:
		# the page's PerSourceMaxStartups holds one to 10
		k=$((k + 1))
		{
			flock -s -w 120 8
			ssh_from=127.0.0.$((k % 40 + 2)) connect_timeout=240 \
			    timeout 300 "$tmp/ssh" robot $args -s "$seed" \
			    <"$f" >"$b.out" 2>"$b.err"
			echo $? >"$b.rc"
		} 8<"$tmp/go" &
		pids="$pids $!"
	done
	t0=$(now)
	exec 8>&-
	wait $pids	# not sshd's
	echo "# abuse-burst: $n logins at once over $(seconds_since "$t0") s"
	# the outputs all compared at once (golden_same), one by one only
	# when they differ
	same=0 differ= wants= gots= rcs=
	for f in $all; do
		b=${f##*/}
		b=$tmp/b.${b%.in}
		rc=
		read -r rc <"$b.rc"
		wants="$wants ${f%.in}.out" gots="$gots $b.out" rcs="$rcs $rc"
	done
	all_same=no
	[ -z "$(echo $rcs | tr -d ' 0')" ] && golden_same "$wants" "$gots" &&
	    all_same=yes
	set -- $rcs
	for f in $all; do
		b=${f##*/}
		if [ "$1" = 0 ] && { [ $all_same = yes ] ||
		    cmp -s "${f%.in}.out" "$tmp/b.${b%.in}.out"; }; then
			same=$((same + 1))
		else
			differ="$differ ${b%.in}:$1"
		fi
		shift
	done
	[ "$same" -eq $n ] ||
	    host_fail abuse-burst "$n sessions of status 0, each its golden case" "$same; differ (case:status):$(echo "$differ" | cut -c 1-200); $(cat "$tmp"/b.*.err | sort | uniq -c | sort -rn | head -n 2 | tr '\n' ' ')"
	echo "# abuse-burst: $same of $n identical"
	echo "ok abuse-burst"
}
want abuse-burst && (burst)

# game_pids NAME: the pids of player NAME's games (command line $W -u NAME
# and its options; the menu, -M, no game)
game_pids() {
	for f in $(grep -l -s -z -x -F -e "$W" /proc/[0-9]*/cmdline); do
		{ tr '\0' ' ' <"$f"; } 2>/dev/null | grep -e "^$W -u $1 " |
		    grep -q -v -e ' -M ' &&
		    { f=${f#/proc/}; echo "${f%/cmdline}"; }
	done
}

# ppid PID: its parent's pid
ppid() {
	awk '/^PPid:/ { print $2 }' "/proc/$1/status" 2>/dev/null
}

# session_of PID: the sshd process nearest above PID, its session's
session_of() {
	so_p=$1 so_i=0
	while [ $so_i -lt 10 ]; do
		so_p=$(ppid "$so_p")
		[ -n "$so_p" ] && [ "$so_p" -gt 1 ] || return 1
		[ "$(cat "/proc/$so_p/comm" 2>/dev/null)" = sshd ] && echo "$so_p" && return 0
		so_i=$((so_i + 1))
	done
	return 1
}

# under PID: the processes below PID, one a line
under() {
	cat /proc/[0-9]*/status 2>/dev/null |
	    awk -v top="$1" '/^Pid:/ { p = $2 } /^PPid:/ { up[p] = $2 } END {
		for (p in up) {
			q = up[p]
			for (n = 0; q != top && (q in up) && n < 50; n++)
				q = up[q]
			if (q == top)
				print p
		} }'
}

# lastscreen: of a session's output (a pipe's), what a resume shows:
# the lines after the last form feed, the blanks at their ends and the
# blank lines at the end left out, and what a terminal does not show
# (carriage returns at a line's ends, bells)
lastscreen() {
	awk '{ while ((i = index($0, "\f")) > 0) { n = 0; $0 = substr($0, i + 1) }
		gsub(/\r|\007/, ""); sub(/ +$/, ""); l[++n] = $0 }
	    END { while (n > 0 && l[n] == "") n--
		for (i = 1; i <= n; i++) print l[i] }'
}

# pane NAME: the pane's screen, the program's notes (wizcastle: ...)
# and the blank lines at the end left out
pane() {
	T capture-pane -p -t "$1" 2>/dev/null | grep -v '^wizcastle: ' |
	    awk '{ l[++n] = $0 } END { while (n > 0 && l[n] ~ /^ *$/) n--
		for (i = 1; i <= n; i++) print l[i] }'
}

# last4 FILE: its last 4 lines, joined by |: a failure's words
last4() {
	tail -n 4 "$1" 2>/dev/null | tr '\n' '|'
}

# pane_ends NAME FILE: the pane shows the end of FILE (a last screen; blank
# lines at the top of either left out), 3 lines at least or all of it
pane_ends() {
	pane "$1" | sed '/./,$!d' >"$tmp/pane.$1"
	g=$(wc -l <"$tmp/pane.$1")
	sed '/./,$!d' "$2" >"$tmp/at.want"
	[ "$g" -ge 3 ] || [ "$g" -eq "$(wc -l <"$tmp/at.want")" ] || return 1
	[ "$g" -ge 1 ] && tail -n "$g" "$tmp/at.want" | cmp -s - "$tmp/pane.$1"
}


# --- abuse-drops: one long game, dropped 40 times at random moments
game=golden/sorcerer/j034
gseed=$(cat $game.seed)
A=120		# its answers played
D=40		# drops
dan=$state/wizcastle/players/dan

# dan_kept: how many answers dan's one unfinished journal holds (-1: not
# one journal)
dan_kept() {
	k_j=$(find "$dan" -maxdepth 1 -name '*.journal')
	[ -n "$k_j" ] && [ "$(echo "$k_j" | wc -l)" -eq 1 ] &&
	    echo $(($(wc -l <"$k_j") - 3)) || echo -1
}

# wait_kept N: dan's journal holds N answers (60 s at most: a bound for
# a machine under load)
wait_kept() {
	wk_i=0
	while [ "$(dan_kept)" -ne "$1" ]; do
		wk_i=$((wk_i + 1))
		[ $wk_i -le 1200 ] || return 1
		sleep 0.05
	done
}

# type_line NAME K [PART]: the case's answer K typed at pane NAME, and
# Enter; with PART, its first half and no Enter
type_line() {
	ty_l=$(sed -n "$2p" $game.in)
	[ -n "${3-}" ] && ty_l=$(printf '%s' "$ty_l" | cut -c 1-$(((${#ty_l} + 1) / 2)))
	[ -z "$ty_l" ] || T send-keys -t "$1" -l -- "$ty_l"
	[ -n "${3-}" ] || T send-keys -t "$1" Enter
}

# screen_of N: the last screen after the case's first N answers, as a
# pipe of them shows it, in $tmp/want.N
screen_of() {
	head -n "$1" $game.in | "$W" -s "$gseed" -m sorcerer 2>/dev/null |
	    lastscreen >"$tmp/want.$1"
}

# at_screen NAME N: the pane shows the last screen after N answers (60 s
# at most)
at_screen() {
	[ -f "$tmp/want.$2" ] || screen_of "$2"
	poll 600 pane_ends "$1" "$tmp/want.$2"
}

# dan_alone: one game of dan's runs, no more (the last one dropped may
# take a moment to exit under load)
dan_alone() {
	[ "$(game_pids dan | wc -w)" -eq 1 ]
}

# drop_by WAY NAME: the line of pane NAME dropped the WAY-th way, and
# its game and its ssh gone (30 s at most)
drop_by() {
	poll 100 dan_alone
	db_g=$(game_pids dan)
	[ "$(echo "$db_g" | wc -w)" -eq 1 ] || { db_why="one game of dan's (10 s), got: $db_g"; return 1; }
	case $1 in
	0) kill -9 "$(cat "$tmp/pid.$2")" ;;
	1) kill -HUP "$db_g" ;;
	2) kill -9 "$db_g" ;;
	3) kill -9 "$(session_of "$db_g")" ;;
	esac
	poll 300 gone "$db_g" || { db_why="the game gone"; return 1; }
	poll 300 test -f "$tmp/exit.$2" || { db_why="its ssh gone"; return 1; }
	T kill-session -t "$2"
}

drops() {
	rs=${ABUSE_SEED:-$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')}
	echo "# abuse-drops: drops at random, ABUSE_SEED=$rs plays them again"
	# the drops: after which answer, and how (0 at its question, 1 in
	# the middle of the next, 2 just after the next), sorted
	awk -v s="$rs" -v a=$A -v d=$D 'BEGIN { srand(s)
		while (c < d) { p = 2 + int(rand() * (a - 3))
			if (!(p in at)) { at[p] = int(rand() * 3); c++ } }
		for (p in at) print p, at[p] }' | sort -n >"$tmp/drops"
	# the first answer in a pipe: the castle of the case, dan's game
	head -n 1 $game.in | "$bin/wizcastle" -s "$gseed" -u dan >/dev/null 2>&1
	[ "$(dan_kept)" -eq 1 ] || host_fail abuse-drops "dan's game begun in a pipe, one answer kept" "$(dan_kept)"
	k=1 di=0 times=
	login d0 dan && enter d0 || host_fail abuse-drops "d0: the menu, and p" "$(last4 "$tmp/screen.d0")"
	at_screen d0 1 || host_fail abuse-drops "d0: resumed after 1 answer, $(last4 "$tmp/want.1")" "$(last4 "$tmp/pane.d0")"
	while read -r p how; do
		while [ $k -lt "$p" ]; do
			k=$((k + 1))
			type_line "d$di" $k
			wait_kept $k || host_fail abuse-drops "answer $k kept" "$(dan_kept) kept"
		done
		at_screen "d$di" $k || host_fail abuse-drops "d$di: the screen after $k answers, $(last4 "$tmp/want.$k")" "$(last4 "$tmp/pane.d$di")"
		case $how in
		1) type_line "d$di" $((k + 1)) half; sleep 0.$(od -An -N1 -tu1 /dev/urandom | tr -d ' ') ;;
		2) type_line "d$di" $((k + 1)); sleep 0.$(od -An -N1 -tu1 /dev/urandom | tr -d ' ') ;;
		esac
		way=$((di % 4))
		drop_by $way "d$di" || host_fail abuse-drops "drop $di (way $way, after answer $k): $db_why" "it still running"
		got=$(dan_kept)
		case $how:$got in
		[01]:$k | 2:$k | 2:$((k + 1))) ;;
		*) host_fail abuse-drops "drop $di (way $way, after answer $k, moment $how): $k answers kept" "$got" ;;
		esac
		k=$got di=$((di + 1))
		t0=$(now)
		login "d$di" dan && enter "d$di" ||
		    host_fail abuse-drops "d$di: the menu, and p" "$(last4 "$tmp/screen.d$di")"
		at_screen "d$di" $k ||
		    host_fail abuse-drops "drop $((di - 1)) (way $way, moment $how): resumed at the screen after $k answers, $(last4 "$tmp/want.$k")" "$(last4 "$tmp/pane.d$di")"
		times="$times $(seconds_since "$t0")"
		T capture-pane -p -t "d$di" | grep -q -x "wizcastle: your castle $gseed goes on" ||
		    host_fail abuse-drops "d$di: the line of the castle $gseed going on" "$(T capture-pane -p -t "d$di" | grep '^wizcastle' | tr '\n' '|')"
	done <"$tmp/drops"
	[ $di -eq $D ] || host_fail abuse-drops "$D drops" "$di"
	while [ $k -lt $A ]; do
		k=$((k + 1))
		type_line "d$di" $k
		wait_kept $k || host_fail abuse-drops "answer $k kept" "$(dan_kept) kept"
	done
	at_screen "d$di" $A || host_fail abuse-drops "the screen after $A answers" "$(last4 "$tmp/pane.d$di")"
	hangup || host_fail abuse-drops "dan's game gone within 30 s of his line" "it still running"
	echo "# abuse-drops: $D resumes, login to the last screen in$(echo "$times" |
	    awk '{ for (i = 1; i <= NF; i++) { s += $i; if ($i > m) m = $i }
		printf " %.2f s on average, %.2f s at most", s / NF, m }')"
	# one journal, every answer in order; nothing finished
	j=$(find "$dan" -name '*.journal')
	[ "$(echo "$j" | wc -l)" -eq 1 ] && [ "${j%/*}" = "$dan" ] ||
	    host_fail abuse-drops "dan's one journal" "$(echo "$j" | tr '\n' ' ')"
	head -n $A $game.in >"$tmp/typed"
	tail -n +4 "$j" | cmp -s - "$tmp/typed" ||
	    host_fail abuse-drops "the journal's answers the case's first $A" "$(tail -n +4 "$j" | diff - "$tmp/typed" | head -n 4 | tr '\n' '|')"
	[ "$(sed -n 2p "$j")" = "seed $gseed" ] && [ "$(sed -n 3p "$j")" = "machine sorcerer" ] ||
	    host_fail abuse-drops "its head: seed $gseed, machine sorcerer" "$(head -n 3 "$j" | tr '\n' '|')"
	# -r shows its last screen as the pipe of the answers ends
	cp "$j" "$tmp/dan.journal"
	"$W" -r "$tmp/dan.journal" </dev/null >"$tmp/r.out" 2>/dev/null
	head -n $A $game.in | "$W" -s "$gseed" -m sorcerer >"$tmp/pipe.out" 2>/dev/null
	r=$(wc -c <"$tmp/r.out")
	[ "$r" -gt 100 ] && tail -c "$r" "$tmp/pipe.out" | cmp -s - "$tmp/r.out" ||
	    host_fail abuse-drops "-r: the end of the pipe's output" "$(tail -n 3 "$tmp/r.out" | tr '\n' '|')"
	echo "ok abuse-drops"
}
want abuse-drops && (drops)
# --- abuse-killall: players mid-game, every wizcastle and the sshd
# killed -9, a new sshd: each player resumes their own game at once
kill_all() {
	pl="1 2 3 4 5"
	for x in $pl; do
		login "K$x" "k$x" || host_fail abuse-killall "a tmux session" "tmux failed"
	done
	for x in $pl; do
		enter "K$x" || host_fail abuse-killall "K$x: the menu, and p" "$(last4 "$tmp/screen.K$x")"
	done
	# each a game of their own, told apart by their answers
	for a in 'R:SEX ?' 'S:INTELLIGENCE ?' 'P:STRENGTH ?'; do
		for x in $pl; do
			wait_screen "K$x" '\(YOUR CHOICE\|SEX\|INTELLIGENCE\) ? *$' ||
			    host_fail abuse-killall "K$x at a question" "$(last4 "$tmp/screen.K$x")"
			case ${a%%:*} in
			R) v=$(echo EDMHE | cut -c "$x") ;;
			S) v=$(echo MFMFM | cut -c "$x") ;;
			P) v=$((x - 1)) ;;
			esac
			T send-keys -t "K$x" "$v" Enter
			echo "$v" >>"$tmp/k$x.typed"
		done
		for x in $pl; do
			wait_screen "K$x" "${a#*:} *\$" ||
			    host_fail abuse-killall "K$x: ${a#*:}" "$(last4 "$tmp/screen.K$x")"
		done
	done
	for x in $pl; do
		from STATISTICS "$tmp/screen.K$x" >"$tmp/k$x.before"
		j=$(find "$state/wizcastle/players/k$x" -name '*.journal')
		[ -n "$j" ] && [ "$(echo "$j" | wc -l)" -eq 1 ] &&
		    tail -n +4 "$j" | cmp -s - "$tmp/k$x.typed" ||
		    host_fail abuse-killall "k$x: one journal of the answers typed" "$(echo "$j" | wc -l) journals"
		cp "$j" "$tmp/k$x.journal"
	done
	# kill -9 of every game of ours (its state folder in $tmp: not the
	# games of the scripts that run beside this one), and of the sshd
	# and its sessions
	victims="$sshd_pid $(under "$sshd_pid") $(grep -l -s -z -x -F -e "$W" /proc/[0-9]*/cmdline |
	    sed 's|^/proc/\([0-9]*\)/cmdline$|\1|' | while read -r p; do
		grep -q -s -z -F -e "$tmp" "/proc/$p/environ" && echo "$p"
	    done)"
	echo "# abuse-killall: kill -9 of $(echo "$victims" | wc -w) processes, the sshd $sshd_pid among them"
	kill -9 $victims 2>/dev/null
	all_gone() {
		for v in $victims; do
			gone "$v" || return 1
		done
	}
	poll 100 all_gone || host_fail abuse-killall "every process killed -9 gone" "some still there"
	wait "$sshd_pid" 2>/dev/null
	sshd_pid=
	for x in $pl; do
		poll 300 test -f "$tmp/exit.K$x" || host_fail abuse-killall "K$x: its ssh ended" "still running"
		T kill-session -t "K$x"
	done
	start_sshd
	client
	echo "# abuse-killall: a new sshd, $sshd_pid, on port $port"
	t0=$(now)
	for x in $pl; do
		login "L$x" "k$x" || host_fail abuse-killall "a tmux session" "tmux failed"
	done
	for x in $pl; do
		enter "L$x" || host_fail abuse-killall "L$x: the menu, and p" "$(last4 "$tmp/screen.L$x")"
	done
	for x in $pl; do
		wait_screen "L$x" 'STRENGTH ? *$' ||
		    host_fail abuse-killall "k$x: resumed at STRENGTH ?" "$(last4 "$tmp/screen.L$x")"
	done
	echo "# abuse-killall: all 5 resumed $(seconds_since "$t0") s after their logins began"
	for x in $pl; do
		T capture-pane -p -S - -t "L$x" >"$tmp/all.L$x"
		from STATISTICS "$tmp/all.L$x" |
		    grep -v '^wizcastle: your castle [0-9]* goes on$' >"$tmp/k$x.after"
		[ -s "$tmp/k$x.before" ] && cmp -s "$tmp/k$x.before" "$tmp/k$x.after" &&
		    [ "$(shown_seed "L$x")" = "$(seed "$tmp/k$x.journal")" ] ||
		    host_fail abuse-killall "k$x: their own last screen, castle $(seed "$tmp/k$x.journal")" "$(last4 "$tmp/k$x.after"), castle $(shown_seed "L$x")"
		grep -q -e 'in use' -e 'another login' -e 'not kept' "$tmp/all.L$x" &&
		    host_fail abuse-killall "k$x: no word of a game in use, hung up or not kept" "$(grep '^wizcastle' "$tmp/all.L$x" | tr '\n' '|')"
		j=$(find "$state/wizcastle/players/k$x" -name '*.journal')
		[ "$(echo "$j" | wc -l)" -eq 1 ] && cmp -s "$j" "$tmp/k$x.journal" ||
		    host_fail abuse-killall "k$x: their one journal, every answer" "$(echo "$j" | wc -l) journals, $(tail -n +4 "$j" | tr '\n' '|')"
	done
	hangup || host_fail abuse-killall "no game within 30 s of the lines gone" "games still running"
	echo "ok abuse-killall"
}
want abuse-killall && (kill_all)

# --- abuse-full: fay's state folder on a full disk of 64 KiB, over ssh
full() {
	mkdir "$mnt" || host_fail abuse-full "a new folder $mnt" "mkdir status $?"
	if ! mount -t tmpfs -o size=64k tmpfs "$mnt" 2>"$tmp/mount.err"; then
		[ "$(id -u)" -ne 0 ] &&
		    echo "ok abuse-full # SKIP not root: no tmpfs of the test's own" &&
		    exit 0
		host_fail abuse-full "a tmpfs of 64 KiB mounted (as root)" "$(tr '\n' ' ' <"$tmp/mount.err")"
	fi
	game_wrapper "$bin/wizcastle-full" "$mnt/state"
	ssh-keygen -q -t ed25519 -N '' -C fay -f "$tmp/keys/fay" </dev/null &&
	    add_player fay "$bin/wizcastle-full" ||
	    host_fail abuse-full "fay's key line by the page's command" "it failed"
	fd=$mnt/state/wizcastle/players/fay
	fjournals() {
		find "$fd" -name '*.journal' 2>/dev/null
	}
	dd if=/dev/zero of="$mnt/fill" bs=4k 2>/dev/null
	login F1 fay && enter F1 || host_fail abuse-full "F1: the menu, and p" "$(last4 "$tmp/screen.F1")"
	wait_screen F1 'YOUR CHOICE ? *$' || host_fail abuse-full "F1: YOUR CHOICE ?" "$(last4 "$tmp/screen.F1")"
	answer F1 E 'SEX ? *$' || host_fail abuse-full "F1: SEX ?" "$(last4 "$tmp/screen.F1")"
	grep -q -x 'wizcastle: disk full; the game is not kept until space returns' "$tmp/screen.F1" ||
	    host_fail abuse-full "F1, the disk full: the line that says so" "$(grep '^wizcastle' "$tmp/screen.F1" | tr '\n' '|')"
	[ -z "$(fjournals)" ] || host_fail abuse-full "F1: no journal" "$(fjournals)"
	g1=$(game_pids fay)
	# the disk still full: the next login finds F1 by its lock
	t0=$(now)
	login F2 fay && enter F2 || host_fail abuse-full "F2: the menu, and p" "$(last4 "$tmp/screen.F2")"
	poll 300 gone "$g1" && echo "# abuse-full: the game on a full disk gone $(seconds_since "$t0") s after the next login began"
	wait_screen F2 'YOUR CHOICE ? *$' || host_fail abuse-full "F2: YOUR CHOICE ?" "$(last4 "$tmp/screen.F2")"
	poll 300 gone "$g1" && poll 300 test -f "$tmp/exit.F1" ||
	    host_fail abuse-full "F1's game and ssh ended" "still running"
	T capture-pane -p -S - -t F2 >"$tmp/all.F2"
	grep -q -x 'wizcastle: your game at another login was hung up' "$tmp/all.F2" &&
	    ! grep -q 'in use' "$tmp/all.F2" &&
	    grep -q -x 'wizcastle: disk full; the game is not kept until space returns' "$tmp/all.F2" ||
	    host_fail abuse-full "F2: F1 hung up, and the disk full" "$(grep '^wizcastle' "$tmp/all.F2" | tr '\n' '|')"
	answer F2 E 'SEX ? *$' && answer F2 M 'INTELLIGENCE ? *$' ||
	    host_fail abuse-full "F2: INTELLIGENCE ?" "$(last4 "$tmp/screen.F2")"
	[ -z "$(fjournals)" ] || host_fail abuse-full "F2, the disk full: no journal" "$(fjournals)"
	rm -f "$mnt/fill"
	answer F2 1 'STRENGTH ? *$' || host_fail abuse-full "F2: STRENGTH ?" "$(last4 "$tmp/screen.F2")"
	wait_screen F2 '^wizcastle: the game is kept again, every answer$' ||
	    host_fail abuse-full "F2, space again: kept again" "$(grep '^wizcastle' "$tmp/screen.F2" | tr '\n' '|')"
	j=$(fjournals)
	[ -n "$j" ] && [ "$(echo "$j" | wc -l)" -eq 1 ] &&
	    [ "$(head -n 1 "$j")" = "wizcastle journal 1" ] &&
	    [ "$(sed -n 3p "$j")" = "machine sorcerer" ] &&
	    [ "$(tail -n +4 "$j" | tr '\n' '|')" = "E|M|1|" ] ||
	    host_fail abuse-full "one journal, its head and E|M|1|" "$(echo "$j" | wc -l) journals, $(cat $j | tr '\n' '|')"
	drop F2 || host_fail abuse-full "F2's ssh gone after kill -9" "it still running"
	poll 300 test -z "$(game_pids fay)" || host_fail abuse-full "F2's game gone" "it still running"
	login F3 fay && enter F3 || host_fail abuse-full "F3: the menu, and p" "$(last4 "$tmp/screen.F3")"
	wait_screen F3 'STRENGTH ? *$' || host_fail abuse-full "F3: resumed at STRENGTH ?" "$(last4 "$tmp/screen.F3")"
	T capture-pane -p -S - -t F3 >"$tmp/all.F3"
	[ "$(shown_seed F3)" = "$(seed "$j")" ] && ! grep -q -e 'in use' -e 'another login' -e 'not kept' "$tmp/all.F3" ||
	    host_fail abuse-full "F3: castle $(seed "$j") goes on, nothing more" "$(grep '^wizcastle' "$tmp/all.F3" | tr '\n' '|')"
	answer F3 2 'DEXTERITY ? *$' || host_fail abuse-full "F3: DEXTERITY ?" "$(last4 "$tmp/screen.F3")"
	[ "$(fjournals)" = "$j" ] && [ "$(tail -n +4 "$j" | tr '\n' '|')" = "E|M|1|2|" ] ||
	    host_fail abuse-full "her one journal, E|M|1|2|" "$(fjournals | wc -l) journals, $(tail -n +4 "$j" | tr '\n' '|')"
	hangup || host_fail abuse-full "no game within 30 s of the lines gone" "games still running"
	echo "ok abuse-full"
}
want abuse-full && (full)
exit 0
