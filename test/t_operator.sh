#!/bin/sh
# t_operator.sh: the host's tools for its operator, at terminals of the
# test's own (test/lib/pty_run.py): the idle limit (-i).  (The record of
# games, the xlogfile, is t_xlog.sh's.)
#
#   idle-kept      -u ivy -i 3, a few answers typed, then no key: the
#                  game ends by itself, status 0, its last line on the
#                  screen within 64 columns saying it is kept; ivy's
#                  journal holds every answer typed
#   idle-resumed   ivy's next login (-u ivy, no -i) resumes that game and
#                  plays it to the end, as the golden case has it
#   idle-none      without -i the same game still waits for its answer
#                  after 8 seconds
#   who-proc       -w lists pat's game (-u pat, at a terminal of 93
#                  columns by 31 lines) with its process ID and 93x31
#   end-kept       wizcastle -k pat: status 0; pat's game ends, status
#                  0, its terminal's last lines "the host ended your
#                  game" and "the game is kept; log in again to go on";
#                  every answer in its journal; -w lists it no more, and
#                  -k pat again says in a line that no game is played,
#                  then names the folder it read, status 1
#   as-account     the page's -w and -k run as the account (block
#                  `t_operator: account', su, castle the user nobody,
#                  as root; skipped as another user): sam's game, played
#                  as nobody, listed by the page's -w with its process,
#                  then ended by its -k, kept, its terminal saying so;
#                  root's own -w, in a home of its own, lists no game
#   watch-unkept   eve's new game on a full disk (a tmpfs of the test's
#                  own, as root; skipped as another user), listed by -w
#                  with no journal yet: -w eve waits for it, saying so,
#                  and once the disk has room and eve answers, watches
#                  her game (on main: "no game is being played now")
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
pids=
# at the end: what it started killed, its tmpfs let go of (lazily: a
# game killed may hold it a moment more), its folder removed
trap 'quiet_kill $pids; umount -l "$tmp/full" 2>/dev/null; clean "$tmp"' EXIT
echo 1..7	# its tests (test/run counts those not run as failed)
TERM=dumb XDG_STATE_HOME=$tmp/state
export TERM XDG_STATE_HOME
# python3 itself, not a wrapper that finds it each time (test/lib/tap.sh)
py=$PYTHON3
run="$py test/lib/pty_run.py"
case=golden/sorcerer/j002
opts="-m sorcerer -s $(cat $case.seed)"

idle() {
	head -n 5 $case.in >"$tmp/in1"
	tail -n +6 $case.in >"$tmp/in2"
	$run --timeout 60 --in "$tmp/in1" --out "$tmp/out1" -- \
	    "$W" -u ivy -i 3 $opts
	rc=$?
	last=$(tr -d '\r' <"$tmp/out1" | tail -n 1)
	j=$(ls "$tmp/state/wizcastle/players/ivy/"*.journal 2>/dev/null)
	if [ $rc -ne 0 ]; then
		echo "not ok idle-kept: $(expected "exit status 0" "$rc")"
	elif ! echo "$last" | grep -q 'kept' || [ ${#last} -gt 64 ]; then
		echo "not ok idle-kept: $(expected "a last line of 64 columns at most saying it is kept" "$last")"
	elif [ "$(tail -n +4 "$j" 2>/dev/null)" != "$(cat "$tmp/in1")" ]; then
		echo "not ok idle-kept: $(expected "the journal to hold every answer" "$(tail -n +4 "$j" 2>&1 | tr '\n' '|')")"
	else
		echo "ok idle-kept"
	fi
	$run --timeout 60 --in "$tmp/in2" --out "$tmp/out2" -- "$W" -u ivy
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "not ok idle-resumed: $(expected "exit status 0" "$rc")"
	elif ! grep -q 'goes on' "$tmp/out2" ||
	    [ "$(grep -c 'PLAY AGAIN ? N' "$tmp/out2")" != 1 ] ||
	    [ "$(grep -c 'TOOK YOU' "$tmp/out2")" != "$(grep -c 'TOOK YOU' $case.out)" ]; then
		echo "not ok idle-resumed: $(expected "the game resumed, and played to its end" "$(tr -d '\r' <"$tmp/out2" | tail -n 3 | tr '\n' '|')")"
	else
		echo "ok idle-resumed"
	fi
}

# ivan's game, the same answers, no -i: still waiting after 8 s
idle_none() {
	head -n 5 $case.in >"$tmp/in3"
	$run --timeout 8 --in "$tmp/in3" --out "$tmp/out3" -- \
	    "$W" -u ivan $opts
	rc=$?
	if [ $rc -ne 124 ]; then
		echo "not ok idle-none: $(expected "no end without -i (status 124 of timeout)" "status $rc: $(tr -d '\r' <"$tmp/out3" | tail -n 1)")"
	else
		echo "ok idle-none"
	fi
}

# idle-none's 8 s beside the others', its line after theirs
want idle-none && idle_none >"$tmp/none.tap" 2>&1 &
none_job=$!
want idle-kept idle-resumed && idle
wait $none_job
cat "$tmp/none.tap" 2>/dev/null

# pat's game at a terminal of its own, 93 by 31, typed to through a
# FIFO, listed by -w, then ended by -k
operate() {
	mkfifo "$tmp/pat.fifo"
	$py test/lib/pty_player.py --timeout 60 --out "$tmp/pat.out" \
	    --pid "$tmp/pat.pid" -- sh -c 'stty cols 93 rows 31 &&
	    exec "$0" -u pat "$@"' "$W" $opts <"$tmp/pat.fifo" &
	player=$!
	exec 7>"$tmp/pat.fifo"
	head -n 3 $case.in >&7
	d=$tmp/state/wizcastle/players/pat
	i=0
	while [ "$(cat "$d"/*.journal 2>/dev/null | wc -l)" -lt 6 ] &&
	    [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	pid=$(cat "$tmp/pat.pid" 2>/dev/null)
	"$W" -w >"$tmp/who" 2>&1
	if grep -Eq "^pat +power sorcerer +[0-9a-z]+ +[0-9a-z]+ +$pid +93x31 +[0-9-]+\$" "$tmp/who" &&
	    head -n 1 "$tmp/who" | grep -Eq ' PID +SIZE +W$' &&
	    ! awk 'length($0) > 64' "$tmp/who" | grep -q .; then
		echo "ok who-proc"
	else
		echo "not ok who-proc: $(expected "pat's line with its pid $pid and 93x31, within 64 columns" "$(tr '\n' '|' <"$tmp/who")")"
	fi
	"$W" -k pat >"$tmp/k.out" 2>&1
	rc=$?
	wait $player
	prc=$?
	exec 7>&-
	tail2=$(tr -d '\r' <"$tmp/pat.out" | tail -n 2 | tr '\n' '|')
	"$W" -w >"$tmp/who2" 2>&1
	"$W" -k pat >"$tmp/k2.out" 2>"$tmp/k2.err"
	rc2=$?
	if [ $rc -ne 0 ] || [ $prc -ne 0 ]; then
		echo "not ok end-kept: $(expected "status 0 of -k and of the game" "$rc and $prc: $(cat "$tmp/k.out")")"
	elif [ "$tail2" != "wizcastle: the host ended your game|wizcastle: the game is kept; log in again to go on|" ]; then
		echo "not ok end-kept: $(expected "the host ended your game|the game is kept; log in again to go on|" "$tail2")"
	elif [ "$(tail -n +4 "$d"/*.journal)" != "$(head -n 3 $case.in)" ]; then
		echo "not ok end-kept: $(expected "the journal to hold every answer" "$(tail -n +4 "$d"/*.journal | tr '\n' '|')")"
	elif grep -q '^pat ' "$tmp/who2" || [ $rc2 -ne 1 ] || [ -s "$tmp/k2.out" ] ||
	    ! head -n 1 "$tmp/k2.err" | grep -q 'pat: no game' ||
	    ! tr '\n' ' ' <"$tmp/k2.err" | grep -q -F "the folder read: $d"; then
		echo "not ok end-kept: $(expected "pat listed no more, -k again: pat: no game, the folder read: $d, status 1" "$(tr '\n' '|' <"$tmp/who2") $rc2: $(cat "$tmp/k2.out" "$tmp/k2.err" | tr '\n' '|')")"
	else
		echo "ok end-kept"
	fi
}

want who-proc end-kept && operate

# as_account: sam's game played as nobody, the account, in a state
# folder of its own, in a folder that nobody can reach, at a terminal
# that is nobody's, as sshd makes a player's the account's; the page's
# commands run as written, castle nobody, wizcastle the tree's (copied
# where nobody can run it), alice sam, and the account's XDG_STATE_HOME
# passed on (su keeps it, as it keeps all but HOME, SHELL, USER, LOGNAME
# and PATH)
as_account() {
	if [ "$(id -u)" -ne 0 ]; then
		echo "ok as-account # SKIP not root: no other account to be"
		return
	fi
	. "$(dirname "$0")/lib/page.sh"
	a=$tmp/acct
	chmod 711 "$tmp" && mkdir -m 755 "$a" && cp "$W" "$a/wizcastle" &&
	    chmod 755 "$a/wizcastle" && mkdir "$a/state" &&
	    chown nobody "$a/state" || {
		echo "not ok as-account: $(expected "the account's folder made" "a failure")"
		return
	}
	page_block man/wizcastle-host.7 't_operator: account' |
	    sed -n "s/^# //p" | sed -e "s| castle\$| nobody|" \
	    -e "s|'wizcastle |'$a/wizcastle |" -e "s| alice'| sam'|" >"$tmp/cmds"
	mkfifo "$tmp/sam.fifo"
	XDG_STATE_HOME=$a/state $py test/lib/pty_player.py --timeout 60 \
	    --out "$tmp/sam.out" --pid "$tmp/sam.pid" -- sh -c 'stty cols 80 \
	    rows 24 && chown nobody "$(tty)" && exec setpriv --reuid=nobody --regid="$(id -g nobody)" \
	    --clear-groups "$0" -u sam "$@"' "$a/wizcastle" $opts \
	    <"$tmp/sam.fifo" &
	player=$!
	pids="$pids $player"
	exec 7>"$tmp/sam.fifo"
	head -n 3 $case.in >&7
	i=0
	while [ "$(cat "$a/state/wizcastle/players/sam"/*.journal 2>/dev/null |
	    wc -l)" -lt 6 ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	pid=$(cat "$tmp/sam.pid" 2>/dev/null)
	mkdir "$tmp/roothome"
	HOME=$tmp/roothome env -u XDG_STATE_HOME "$W" -w >"$tmp/root.w" 2>&1
	rrc=$?
	XDG_STATE_HOME=$a/state sh -c "$(sed -n 1p "$tmp/cmds")" >"$tmp/acct.w" 2>&1
	wrc=$?
	XDG_STATE_HOME=$a/state sh -c "$(sed -n 2p "$tmp/cmds")" >"$tmp/acct.k" 2>&1
	krc=$?
	wait $player
	prc=$?
	exec 7>&-
	tail2=$(tr -d '\r' <"$tmp/sam.out" | tail -n 2 | tr '\n' '|')
	if [ "$(wc -l <"$tmp/cmds")" -ne 2 ] || ! grep -q "^su .*-w' nobody\$" "$tmp/cmds" ||
	    ! grep -q "^su .*-k sam' nobody\$" "$tmp/cmds"; then
		echo "not ok as-account: $(expected "the page's two su commands" "$(tr '\n' '|' <"$tmp/cmds")")"
	elif [ $rrc -ne 0 ] || [ "$(sed -n 2p "$tmp/root.w")" != "no game is being played now" ]; then
		echo "not ok as-account: root's -w: $(expected "status 0, no game is being played now" "status $rrc, $(tr '\n' '|' <"$tmp/root.w")")"
	elif [ $wrc -ne 0 ] || [ -z "$pid" ] ||
	    ! grep -Eq "^sam +power sorcerer +[0-9a-z]+ +[0-9a-z]+ +$pid +80x24 +[0-9-]+\$" "$tmp/acct.w"; then
		echo "not ok as-account: $(sed -n 1p "$tmp/cmds"): $(expected "status 0, sam's line with its pid $pid, 80x24" "status $wrc, $(tr '\n' '|' <"$tmp/acct.w")")"
	elif [ $krc -ne 0 ] || [ $prc -ne 0 ] ||
	    [ "$tail2" != "wizcastle: the host ended your game|wizcastle: the game is kept; log in again to go on|" ]; then
		echo "not ok as-account: $(sed -n 2p "$tmp/cmds"): $(expected "status 0, sam's game ended, kept" "status $krc, the game's $prc, $(tr '\n' '|' <"$tmp/acct.k") $tail2")"
	else
		echo "ok as-account"
	fi
}

want as-account && as_account

# eve's game on a full disk, watched
unkept() {
	mkdir "$tmp/full"
	if ! mount -t tmpfs -o size=64k tmpfs "$tmp/full" 2>/dev/null; then
		[ "$(id -u)" -ne 0 ] &&
		    echo "ok watch-unkept # SKIP not root: no tmpfs of the test's own" ||
		    echo "not ok watch-unkept: $(expected "a tmpfs mounted (as root)" "none")"
		return
	fi
	dd if=/dev/zero of="$tmp/full/fill" bs=4k 2>/dev/null
	mkfifo "$tmp/eve.fifo"
	XDG_STATE_HOME=$tmp/full/state "$W" -u eve $opts <"$tmp/eve.fifo" \
	    >/dev/null 2>&1 &
	pids="$pids $!"
	exec 8>"$tmp/eve.fifo"
	echo E >&8
	i=0
	while ! XDG_STATE_HOME=$tmp/full/state "$W" -w 2>/dev/null | grep -q '^eve ' &&
	    [ $i -lt 50 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	XDG_STATE_HOME=$tmp/full/state "$W" -w eve </dev/null \
	    >"$tmp/eve.w" 2>"$tmp/eve.err" &
	pids="$pids $!"
	sleep 1
	rm -f "$tmp/full/fill"
	echo M >&8
	i=0
	while ! grep -q "^wizcastle: watching eve's game" "$tmp/eve.err" &&
	    [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	exec 8>&-
	if grep -q "^wizcastle: watching eve's game" "$tmp/eve.err" &&
	    grep -q "^wizcastle: eve's game is not kept for now" "$tmp/eve.err"; then
		echo "ok watch-unkept"
	else
		echo "not ok watch-unkept: $(expected "eve's game watched once kept" "$(tr '\n' '|' <"$tmp/eve.err") $(tail -n 3 "$tmp/eve.w" | tr '\n' '|')")"
	fi
}

want watch-unkept && unkept
exit 0
