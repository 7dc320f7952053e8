#!/bin/sh
# t_ssh.sh: the game offered over ssh as wizcastle-host(7) says, on a
# real sshd of the test's own, the page's host built from the page's own
# text as test/lib/host.sh says (t_abuse.sh builds the same one).
#
#   ssh-names      wizcastle-addplayer takes a name where wizcastle -u
#                  does and only there (shell characters, paths, devices
#                  of DOS, 33 characters, a dot last ...), in lower case
#   ssh-sshd       the page's account (useradd --prefix: its shell
#                  /bin/sh, its password *; as root only), keys' file
#                  (644, its owner's, in a folder of 755) and players
#                  (alice's line the page's); the sshd starts, a key logs
#                  in, and the page's sshd -T shows its settings
#   ssh-per-source the page's PerSourceMaxStartups: 10 connections from
#                  127.0.0.1 that say nothing, and a login from it is
#                  dropped, one from 127.0.0.2 plays; once they close,
#                  127.0.0.1's plays again
#   ssh-drop       alice plays at a terminal (ssh -tt in tmux, 80x24) to
#                  her first YOUR MOVE; her line dropped (kill -9 of her
#                  ssh), bob logs in with his key: a new game, nothing of
#                  hers on his screen
#   ssh-resume     alice logs in again, bob still playing: her game, her
#                  last screen as she saw it, at her YOUR MOVE, the seed
#                  of her journal; bob's journal untouched
#   ssh-takeover   alice logs in again while her game still runs at her
#                  other login: there it is hung up (its screen says her
#                  game went on at another login, its ssh ends), and it
#                  goes on here; one game of hers runs, her one journal
#                  gets the answers of both
#   ssh-race       two logins of alice's at once: one game of hers left
#                  running, resumed, one journal
#   ssh-scripted   50 scripted sessions at once (no terminal, the answers
#                  piped in) through the robot key and castle-script,
#                  each byte-identical to its golden case, status 0
#   ssh-script-refused  castle-script lets nothing but -m NAME and -s
#                  NUMBER through: no -j, -r, -u, path, lone word
#   ssh-players    50 players, a key each, start a game at once, all
#                  their lines dropped (kill -9), then all log in again:
#                  each resumes their own game (the last screen they saw,
#                  their journal's seed), none another's
#   ssh-guest      the shared account's ForceCommand wizcastle -n: after a
#                  drop, the next login is a new game, and the dropped
#                  journal stays as it was
#   ssh-remove     the page's wizcastle-addplayer -d takes bob's key
#                  away: his login refused, his games kept, alice's in
#   ssh-spectator  the page's spectator key: with no command, the games
#                  played now, zoe's among them; with her name, her game
#                  at a terminal (ssh -tt), her question on its screen,
#                  left at q, status 0; and in a pipe (ssh -T) as she
#                  plays it to its end, status 0, its output the end of
#                  her game's (her journal's, -r); with her name and
#                  her xlogfile line's journal=, her past game whole, as
#                  -r shows it; a command other
#                  than a player's name ('zoe; id', '-u zoe', ../zoe,
#                  'zoe bob', -) refused, status 1, nothing run
#   ssh-pam        the other UsePAM (yes, or no), the same recipe:
#                  alice's game resumed at a terminal, the robot's played
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
echo 1..14	# its tests (test/run counts those not run as failed)
N=50		# players, and scripted sessions
host_test=ssh-sshd
host_players=$(seq -f 'p%g' $N)
. "$(dirname "$0")/lib/host.sh"	# the page's host, its sshd, the panes
host_make

# --- ssh-names: wizcastle-addplayer takes a name where wizcastle -u
# does, and only there, in lower case: none with a character a shell
# reads, none that is not a folder's name everywhere
x32=$(printf 'x%.0s' $(seq 32))
printf '%s\n' Alice2 a.b_c-d 0 "$x32" com10 con1 nul_ LPT "${x32}x" 'eve;id' \
    ../x a/b 'a b' x. .x -x _x CON Lpt1.txt nul.x 'a$(id)' 'a`id`' 'a|b' \
    'a&b' "$(printf '\303\251')" '' | while IFS= read -r n; do
	: >"$tmp/names.keys"
	(cd "$tmp/keys" && "$bin/wizcastle-addplayer" "$tmp/names.keys" "$n" <alice.pub) \
	    >/dev/null 2>&1
	by_script=$?
	XDG_STATE_HOME=$tmp/names "$W" -u "$n" </dev/null >/dev/null 2>&1
	by_game=$?
	low=$(printf '%s' "$n" | tr 'A-Z' 'a-z')
	if [ $by_script -eq 0 ] && [ $by_game -eq 0 ]; then
		grep -q -x -F "restrict,pty,command=\"$bin/wizcastle -u $low -i 1800 -M\" $(cut -d ' ' -f 1-2 "$tmp/keys/alice.pub") $low" \
		    "$tmp/names.keys" || printf ' [%s: its line]' "$n"
	elif [ $by_script -eq 0 ] || [ $by_game -ne 1 ]; then
		printf ' [%s: script %s, wizcastle -u %s]' "$n" $by_script $by_game
	fi
done >"$tmp/names.bad"
bad=$(cat "$tmp/names.bad")
[ -z "$bad" ] || host_fail ssh-names "every bad name refused" "$bad"
echo "ok ssh-names"

# --- ssh-sshd: the robot's key runs a game through castle-script
host_up
# the page's check of the settings, as the account gets them
run_block check || host_fail ssh-sshd "the page's check to run" "$(tr '\n' ' ' <"$tmp/run.out")"
for want in 'maxstartups 200:30:400' 'persourcemaxstartups 10' \
    'logingracetime 60' "authorizedkeysfile $keys" \
    'clientaliveinterval 30' 'clientalivecountmax 4'; do
	grep -q -x "$want" "$tmp/run.out" ||
	    host_fail ssh-sshd "sshd -T: $want" "$(tr '\n' ' ' <"$tmp/run.out")"
done
echo "ok ssh-sshd"

# --- ssh-per-source: 10 connections from 127.0.0.1 that say nothing
# hold its 10 logins under way (PerSourceMaxStartups): a login from it
# is dropped, one from 127.0.0.2 plays; once they are closed, one from
# 127.0.0.1 plays again
per_source() {
	"$PYTHON3" -c '
import socket, sys, time
s = [socket.create_connection(("127.0.0.1", int(sys.argv[1]))) for i in range(10)]
for c in s:
	c.recv(64)	# the banner: sshd has taken it on
print("held", flush=True)
time.sleep(30)' "$port" >"$tmp/held" 2>&1 &
	held=$!
	poll 100 test -s "$tmp/held"
	ssh_from=127.0.0.1
	export ssh_from
	a=$(robot 2>&1)
	ssh_from=127.0.0.2
	export ssh_from
	b=$(robot 2>&1)
	unset ssh_from
	kill $held 2>/dev/null
	wait $held 2>/dev/null
	ssh_from=127.0.0.1
	export ssh_from
	c=
	poll 50 eval 'c=$(robot 2>&1); case $c in *"YOUR CHOICE ? E"*) true ;; *) false ;; esac'
	unset ssh_from
	case $a in
	*"YOUR CHOICE ? E"*) host_fail ssh-per-source "127.0.0.1's 11th login dropped" "it played" ;;
	esac
	case $b in
	*"YOUR CHOICE ? E"*) ;;
	*) host_fail ssh-per-source "a login from 127.0.0.2 to play" "$(echo "$b" | tail -n 2 | tr '\n' ' ')" ;;
	esac
	case $c in
	*"YOUR CHOICE ? E"*) ;;
	*) host_fail ssh-per-source "127.0.0.1's login to play once its 10 are closed" "$(echo "$c" | tail -n 2 | tr '\n' ' ')" ;;
	esac
	echo "ok ssh-per-source"
}
per_source

# --- ssh-drop: alice to her first YOUR MOVE, dropped; bob, a new game
login alice1 alice || host_fail ssh-drop "a tmux session" "tmux failed"
enter alice1 || host_fail ssh-drop "alice1: the menu, and p" "$(tr '\n' '|' <"$tmp/screen.alice1")"
wait_screen alice1 'YOUR CHOICE ?' || host_fail ssh-drop "alice: a prompt" "$(tr '\n' '|' <"$tmp/screen.alice1")"
for a in 'E:SEX ?' 'F:INTELLIGENCE ?' '2:STRENGTH ?' '3:DEXTERITY ?' \
    '3:YOUR CHOICE ?' 'C:YOUR CHOICE ?' "M:GP's ?" 'Y:YOUR MOVE ?'; do
	answer alice1 "${a%%:*}" "${a#*:} *\$" ||
	    host_fail ssh-drop "alice: ${a#*:} after ${a%%:*}" "$(tr '\n' '|' <"$tmp/screen.alice1")"
done
from 'YOU ENTER THE CASTLE' "$tmp/screen.alice1" >"$tmp/alice.before"
ja=$(journal_with 'E|F|2|3|3|C|M|Y|')
[ -n "$ja" ] && [ "$(echo "$ja" | wc -l)" -eq 1 ] ||
    host_fail ssh-drop "one journal of alice's answers" "$(find "$state" -type f | tr '\n' ' ')"
drop alice1 || host_fail ssh-drop "alice's ssh gone after kill -9" "it still running"
settled || host_fail ssh-drop "alice's game gone within 30 s of her line dropped" "it still running"
login bob1 bob || host_fail ssh-drop "a tmux session" "tmux failed"
enter bob1 || host_fail ssh-drop "bob1: the menu, and p" "$(tr '\n' '|' <"$tmp/screen.bob1")"
wait_screen bob1 'YOUR CHOICE ? *$' || host_fail ssh-drop "bob: a prompt" "$(tr '\n' '|' <"$tmp/screen.bob1")"
T capture-pane -p -S - -t bob1 >"$tmp/bob.all"
grep -q -e 'YOUR MOVE' -e resumed -e 'OK ELF' -e 'CHAINMAIL /' "$tmp/bob.all" &&
    host_fail ssh-drop "bob: a game of his own" "alice's: $(tr '\n' '|' <"$tmp/bob.all")"
grep -q 'YOU MAY BE AN ELF, DWARF, MAN, OR HOBBIT' "$tmp/bob.all" ||
    host_fail ssh-drop "bob: a new game" "$(tr '\n' '|' <"$tmp/bob.all")"
answer bob1 H 'SEX ?' && answer bob1 F 'INTELLIGENCE ? *$' ||
    host_fail ssh-drop "bob: the INTELLIGENCE prompt" "$(tr '\n' '|' <"$tmp/screen.bob1")"
jb=$(journal_with 'H|F|')
[ -n "$jb" ] && [ "$jb" != "$ja" ] || host_fail ssh-drop "a journal of bob's answers, not alice's" "none"
echo "ok ssh-drop"

# --- ssh-resume: alice again, bob still at his prompt
cp "$ja" "$tmp/ja"
cp "$jb" "$tmp/jb"
login alice2 alice || host_fail ssh-resume "a tmux session" "tmux failed"
enter alice2 || host_fail ssh-resume "alice2: the menu, and p" "$(tr '\n' '|' <"$tmp/screen.alice2")"
wait_screen alice2 'YOUR MOVE ? *$' ||
    host_fail ssh-resume "alice resumed" "$(tr '\n' '|' <"$tmp/screen.alice2")"
# her last screen, less the line between it and the question that says
# the game goes on
from 'YOU ENTER THE CASTLE' "$tmp/screen.alice2" |
    grep -v '^wizcastle: your castle [0-9]* goes on$' >"$tmp/alice.after"
[ -s "$tmp/alice.before" ] && cmp -s "$tmp/alice.before" "$tmp/alice.after" ||
    host_fail ssh-resume "her last screen: $(tr '\n' '|' <"$tmp/alice.before")" "$(tr '\n' '|' <"$tmp/alice.after")"
[ "$(shown_seed alice2)" = "$(seed "$ja")" ] ||
    host_fail ssh-resume "the seed of her journal, $(seed "$ja")" "$(shown_seed alice2)"
cmp -s "$ja" "$tmp/ja" && cmp -s "$jb" "$tmp/jb" ||
    host_fail ssh-resume "both journals as they were" "$(tail -n +4 "$ja" | tr '\n' '|') $(tail -n +4 "$jb" | tr '\n' '|')"
answer bob1 3 'STRENGTH ? *$' || host_fail ssh-resume "bob: the STRENGTH prompt" "none"
[ "$(tail -n +4 "$jb" | tr '\n' '|')" = 'H|F|3|' ] && cmp -s "$ja" "$tmp/ja" ||
    host_fail ssh-resume "bob's answer in his journal alone" "$(tail -n +4 "$jb" | tr '\n' '|') $(tail -n +4 "$ja" | tr '\n' '|')"
echo "ok ssh-resume"

# --- ssh-takeover: alice logs in again, her game still running at
# alice2: hung up there, it goes on here
login alice3 alice || host_fail ssh-takeover "a tmux session" "tmux failed"
enter alice3 || host_fail ssh-takeover "alice3: the menu, and p" "$(tr '\n' '|' <"$tmp/screen.alice3")"
wait_screen alice3 'YOUR MOVE ? *$' ||
    host_fail ssh-takeover "alice3: her game resumed" "$(tr '\n' '|' <"$tmp/screen.alice3")"
wait_screen alice2 '^wizcastle: your game went on at another login' ||
    host_fail ssh-takeover "alice2: the word of the takeover" "$(tr '\n' '|' <"$tmp/screen.alice2")"
poll 100 test -f "$tmp/exit.alice2" || host_fail ssh-takeover "alice2's ssh ended" "it still running"
answer alice3 M 'YOUR MOVE ? *$' || host_fail ssh-takeover "alice3: YOUR MOVE after M" "none"
poll 100 games_one alice || host_fail ssh-takeover "one game of alice's running (10 s)" "$(games_of alice)"
[ "$(journal_with 'E|F|2|3|3|C|M|Y|M|')" = "$ja" ] ||
    host_fail ssh-takeover "her journal going on" "$(tail -n +4 "$ja" | tr '\n' '|')"
echo "ok ssh-takeover"

# --- ssh-race: two logins of alice's at once, her game at alice3: one
# game of hers at the end, her journal
login alice4 alice && login alice5 alice || host_fail ssh-race "a tmux session" "tmux failed"
enter alice4 && enter alice5 || host_fail ssh-race "the menus, and p" "$(tr '\n' '|' <"$tmp/screen.alice4")"
poll 100 test -f "$tmp/exit.alice3" || host_fail ssh-race "alice3's ssh ended" "it still running"
poll 150 test -f "$tmp/exit.alice4" -o -f "$tmp/exit.alice5" ||
    host_fail ssh-race "one of the later logins ended" "both still running"
sleep 1
[ "$(games_of alice)" -eq 1 ] || host_fail ssh-race "one game of alice's running" "$(games_of alice)"
[ -f "$tmp/exit.alice4" ] && w=alice5 || w=alice4
wait_screen $w 'YOUR MOVE ? *$' || host_fail ssh-race "$w: her game resumed" "$(tr '\n' '|' <"$tmp/screen.$w")"
[ "$(journal_with 'E|F|2|3|3|C|M|Y|M|')" = "$ja" ] && [ "$(find "$state/wizcastle/players/alice" -maxdepth 1 -name '*.journal' | wc -l)" -eq 1 ] ||
    host_fail ssh-race "her one journal" "$(find "$state/wizcastle/players/alice" -name '*.journal' | tr '\n' ' ')"
echo "ok ssh-race"
hangup || host_fail ssh-race "no game within 30 s of the lines gone" "games still running"

# --- ssh-scripted: N golden cases at once through castle-script
cases=$(for f in golden/gwbasic/v*.in; do
	s=$(cat "${f%.in}.seed")
	[ "$s" = none ] || echo "$f"
done | head -n $N)
args=$(cat golden/gwbasic/args)
pids=
for f in $cases; do
	b=$tmp/s.$(basename "$f" .in)
	{
		timeout 180 "$tmp/ssh" robot $args -s "$(cat "${f%.in}.seed")" \
		    <"$f" >"$b.out" 2>"$b.err"
		echo $? >"$b.rc"
	} &
	pids="$pids $!"
done
wait $pids	# not sshd's
same=0 differ=
for f in $cases; do
	b=$tmp/s.$(basename "$f" .in)
	if [ "$(cat "$b.rc")" = 0 ] && cmp -s "${f%.in}.out" "$b.out"; then
		same=$((same + 1))
	else
		differ="$differ $(basename "$f" .in)"
	fi
done
[ "$same" -eq $N ] ||
    host_fail ssh-scripted "$N identical sessions" "$same; differ:$differ; $(cat "$tmp"/s.*.err | head -n 3 | tr '\n' ' ')"
echo "# ssh-scripted: $N at once, $same identical"
echo "ok ssh-scripted"

# --- ssh-script-refused: what castle-script must not pass on
for c in "-j $tmp/x" "-r $tmp/ja" "-u alice" "-s 1;id" gwbasic "-m" "-s 1 -s"; do
	echo | timeout 30 "$tmp/ssh" robot $c >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -eq 1 ] && grep -q 'castle-script: only -m MACHINE and -s SEED' "$tmp/err" &&
	    [ ! -e "$tmp/x" ] && ! grep -q YOUR "$tmp/out" ||
	    host_fail ssh-script-refused "$c refused" "status $rc, $(cat "$tmp/err" "$tmp/out" | head -n 2 | tr '\n' ' ')"
done
echo "ok ssh-script-refused"

# --- ssh-players: N players at once, each a game of their own, told
# apart by their answers
players=$(seq $N)
panes=
for pl in $players; do
	panes="$panes a$pl"
done
for pl in $players; do
	login "a$pl" "p$pl" || host_fail ssh-players "a tmux session" "tmux failed"
done
enter_all $panes ||
    for pl in $players; do
	grep -q '^q) quit' "$tmp/screen.a$pl" ||
	    host_fail ssh-players "player $pl: the menu, and p" "$(tr '\n' '|' <"$tmp/screen.a$pl")"
    done
# all_at PROMPT: each player's screen waits at PROMPT (their panes
# polled together, test/lib/tmux.sh's wait_screens); else the first that
# does not, named
all_at() {
	wait_screens "$1 *\$" $panes && return 0
	for pl in $players; do
		grep -q -- "$1 *\$" "$tmp/screen.a$pl" ||
		    host_fail ssh-players "player $pl: $1" "$(tr '\n' '|' <"$tmp/screen.a$pl")"
	done
}
# step PROMPT ANSWER-OF-i: each player answers, all by one tmux, and
# waits for the next
step() {
	set --  "$1" "$2"
	for pl in $players; do
		set -- "$@" send-keys -t "a$pl" "$($2 $pl)" Enter \;
	done
	s_prompt=$1
	shift 2
	T "$@"
	all_at "$s_prompt"
}
# player i's answers, 56 at most: an elf, dwarf or man of each sex with
# 0 to 7 points to intelligence; then a hobbit of each sex with 0 to 3
race_of() {
	if [ "$1" -le 48 ]; then
		case $((($1 - 1) % 3)) in
		0) echo E ;;
		1) echo D ;;
		*) echo M ;;
		esac
	else
		echo H
	fi
}
sex() {
	[ "$1" -le 48 ] && set -- $((($1 - 1) / 3)) || set -- $(($1 - 49))
	[ $(($1 % 2)) -eq 0 ] && echo M || echo F
}
points() {
	[ "$1" -le 48 ] && echo $((($1 - 1) / 6)) || echo $((($1 - 49) / 2))
}
all_at 'YOUR CHOICE ?'
step 'SEX ?' race_of
step 'INTELLIGENCE ?' sex
step 'STRENGTH ?' points
for pl in $players; do
	from STATISTICS "$tmp/screen.a$pl" >"$tmp/before.$pl"
	j=$(journal_with "$(race_of $pl)|$(sex $pl)|$(points $pl)|")
	[ -n "$j" ] && [ "$(echo "$j" | wc -l)" -eq 1 ] ||
	    host_fail ssh-players "player $pl: one journal of their answers" "none or more"
	seed "$j" >"$tmp/seed.$pl"
done
for pl in $players; do
	drop "a$pl" || host_fail ssh-players "player $pl: ssh gone after kill -9" "it still running"
done
settled || host_fail ssh-players "no game within 30 s of the lines dropped" "games still running"
for pl in $players; do
	login "b$pl" "p$pl" || host_fail ssh-players "a tmux session" "tmux failed"
done
enter_all $(echo "$panes" | sed 's/ a/ b/g') ||
    for pl in $players; do
	grep -q '^q) quit' "$tmp/screen.b$pl" ||
	    host_fail ssh-players "player $pl: the menu, and p" "$(tr '\n' '|' <"$tmp/screen.b$pl")"
    done
own=0 other=0 what=
wait_screens 'STRENGTH ? *$' $(echo "$panes" | sed 's/ a/ b/g')
for pl in $players; do
	from STATISTICS "$tmp/screen.b$pl" |
	    grep -v '^wizcastle: your castle [0-9]* goes on$' >"$tmp/after.$pl"
	s=$(shown_seed "b$pl")
	if [ -s "$tmp/before.$pl" ] && cmp -s "$tmp/before.$pl" "$tmp/after.$pl" &&
	    [ "$s" = "$(cat "$tmp/seed.$pl")" ]; then
		own=$((own + 1))
	elif [ -n "$s" ] || grep -q STATISTICS "$tmp/screen.b$pl"; then
		other=$((other + 1))
		what="$what player $pl: seed $s, $(tr '\n' '|' <"$tmp/after.$pl");"
	else
		what="$what player $pl: $(tr '\n' '|' <"$tmp/screen.b$pl");"
	fi
done
[ $own -eq $N ] && [ $other -eq 0 ] ||
    host_fail ssh-players "$N resumed their own game, none another's" "$own their own, $other another's:$(echo "$what" | cut -c 1-300)"
echo "# ssh-players: $own of $N resumed their own, $other another's"
echo "ok ssh-players"
hangup || host_fail ssh-players "no game within 30 s of the lines gone" "games still running"

# --- ssh-guest: the shared account; alice's key, ForceCommand on the
# guest port
before=$(find "$state" -name '*.journal' | sort)
login g1 alice -p $guest || host_fail ssh-guest "a tmux session" "tmux failed"
wait_screen g1 'YOUR CHOICE ? *$' || host_fail ssh-guest "a prompt" "$(tr '\n' '|' <"$tmp/screen.g1")"
answer g1 H 'SEX ? *$' || host_fail ssh-guest "the SEX prompt" "none"
jg=$(journal_with 'H|')
[ -n "$jg" ] || host_fail ssh-guest "a journal of the guest's game" "none"
cp "$jg" "$tmp/jg"
drop g1 || host_fail ssh-guest "ssh gone after kill -9" "it still running"
settled || host_fail ssh-guest "the game gone within 30 s of its line dropped" "it still running"
login g2 alice -p $guest || host_fail ssh-guest "a tmux session" "tmux failed"
wait_screen g2 'YOUR CHOICE ? *$' || host_fail ssh-guest "a new game" "$(tr '\n' '|' <"$tmp/screen.g2")"
T capture-pane -p -S - -t g2 | grep -q -e resumed -e 'SEX ?' &&
    host_fail ssh-guest "a new game" "the dropped one resumed: $(tr '\n' '|' <"$tmp/screen.g2")"
cmp -s "$jg" "$tmp/jg" || host_fail ssh-guest "the dropped journal as it was" "it changed"
echo "ok ssh-guest"

# --- ssh-remove: the page's command takes bob's key away: his login is
# refused, his games stay, alice's key still plays
hangup || host_fail ssh-remove "no game within 30 s of the lines gone" "games still running"
run_block remove || host_fail ssh-remove "the page's command to run" "$(tr '\n' ' ' <"$tmp/run.out")"
grep -q -e '-u bob"' "$keys" && host_fail ssh-remove "bob's line gone from the keys" "it there"
timeout 30 "$tmp/ssh" bob </dev/null >"$tmp/out" 2>&1
rc=$?
[ $rc -eq 255 ] && grep -q 'Permission denied' "$tmp/out" ||
    host_fail ssh-remove "bob's login refused" "status $rc, $(head -n 2 "$tmp/out" | tr '\n' ' ')"
[ -n "$(find "$state/wizcastle/players/bob" -name '*.journal')" ] ||
    host_fail ssh-remove "bob's games kept" "them gone"
login alice6 alice || host_fail ssh-remove "a tmux session" "tmux failed"
enter alice6 || host_fail ssh-remove "alice6: the menu, and p" "$(tr '\n' '|' <"$tmp/screen.alice6")"
wait_screen alice6 'YOUR MOVE ? *$' ||
    host_fail ssh-remove "alice: her game resumed" "$(tr '\n' '|' <"$tmp/screen.alice6")"
echo "ok ssh-remove"
hangup || host_fail ssh-remove "no game within 30 s of the lines gone" "games still running"

# --- ssh-spectator: the page's spectator key, its line added as
# written (rooted, the key the test's); zoe, a player added as the page
# adds one, plays at a terminal, watched
ssh-keygen -q -t ed25519 -N '' -C spectator -f "$tmp/keys/spectator" \
    </dev/null || host_fail ssh-spectator "ssh-keygen failed"
ssh-keygen -q -t ed25519 -N '' -C zoe -f "$tmp/keys/zoe" </dev/null ||
    host_fail ssh-spectator "ssh-keygen failed"
add_player zoe ||
    host_fail ssh-spectator "wizcastle-addplayer for zoe failed"
block 'spectator key' | rooted |
    subst 'ssh-ed25519 AAAA... spectator' "$(cat "$tmp/keys/spectator.pub")" >>"$keys"
grep -q "command=\"$bin/wizcastle -w -i 1800\" ssh-ed25519" "$keys" ||
    host_fail ssh-spectator "no spectator's line from the page: $(tail -n 1 "$keys")"
case=golden/sorcerer/j002
# zoe_types FROM TO: zoe types the case's answers FROM to TO
zoe_types() {
	sed -n "$1,$2p" $case.in | while IFS= read -r l; do
		T send-keys -t zoe -l -- "$l" && T send-keys -t zoe Enter
	done
}
login zoe zoe || host_fail ssh-spectator "tmux failed"
enter zoe || host_fail ssh-spectator "zoe: the menu, and p" "$(tr '\n' '|' <"$tmp/screen.zoe")"
wait_screen zoe 'YOUR CHOICE ? *$' ||
    host_fail ssh-spectator "zoe: no game: $(tr '\n' '|' <"$tmp/screen.zoe")"
zoe_types 1 3
wait_screen zoe 'SEX ? *$' ||
    host_fail ssh-spectator "zoe: not at SEX ?: $(tr '\n' '|' <"$tmp/screen.zoe")"
timeout 30 "$tmp/ssh" spectator </dev/null >"$tmp/who" 2>&1
rc=$?
[ $rc -eq 0 ] && grep -q '^zoe  *power sorcerer ' "$tmp/who" ||
    host_fail ssh-spectator "who: status $rc, $(tr '\n' '|' <"$tmp/who")"
for bad in 'zoe; id' '-u zoe' ../zoe 'zoe bob' -; do
	timeout 30 "$tmp/ssh" spectator "$bad" </dev/null >"$tmp/out" 2>&1
	rc=$?
	[ $rc -eq 1 ] && grep -q "^wizcastle: not a player's name" "$tmp/out" &&
	    ! grep -q 'uid=' "$tmp/out" ||
	    host_fail ssh-spectator "'$bad': status $rc, $(head -n 2 "$tmp/out" | tr '\n' '|')"
done
T new-session -d -s spect -x 80 -y 24 \
    "sh '$tmp/run.sh' spect '$tmp' spectator -tt zoe" &&
    T set-option -w -t spect remain-on-exit on || host_fail ssh-spectator "tmux failed"
wait_screen spect 'SEX ? *$' ||
    host_fail ssh-spectator "at a terminal: $(tr '\n' '|' <"$tmp/screen.spect")"
T send-keys -t spect q
poll 100 test -f "$tmp/exit.spect" && grep -q 'EXIT=0' "$tmp/exit.spect" ||
    host_fail ssh-spectator "q at a terminal: $(cat "$tmp/exit.spect" 2>/dev/null)"
# in a pipe: its note on standard error, which ssh carries apart
timeout 120 "$tmp/ssh" spectator zoe </dev/null >"$tmp/spect.out" \
    2>"$tmp/spect.err" &
spect=$!
poll 200 grep -qs '^wizcastle: watching' "$tmp/spect.err" ||
    host_fail ssh-spectator "in a pipe: $(cat "$tmp/spect.out" "$tmp/spect.err" | tail -n 3 | tr '\n' '|')"
# her answers to her first YOUR MOVE (a player's key plays a castle at
# random: the case's answers after it would play another game), then Q,
# Y and N, which end any
k=$(awk '/YOUR MOVE \?/ { exit } { n += gsub(/\? /, "") } END { print n }' $case.out)
zoe_types 4 "$k"
wait_screen zoe 'YOUR MOVE ? *$' ||
    host_fail ssh-spectator "zoe: not at YOUR MOVE ?: $(tr '\n' '|' <"$tmp/screen.zoe")"
answer zoe Q 'QUIT ? *$' && answer zoe Y 'PLAY AGAIN ? *$' &&
    answer zoe N '^READY' ||
    host_fail ssh-spectator "zoe: her game did not end: $(grep -v '^ *$' "$tmp/screen.zoe" | tail -n 3 | tr '\n' '|')"
poll 600 gone "$spect"
gone "$spect" ||
    host_fail ssh-spectator "in a pipe: still watching 60 s after zoe's game ended: $(tail -n 2 "$tmp/spect.out" | tr '\n' '|')"
wait "$spect"
rc=$?
# her game as her journal keeps it, shown again to its end (-r)
j=$(ls -t "$state"/wizcastle/players/zoe/finished/*.journal | head -n 1)
"$W" -r "$j" </dev/null >"$tmp/zoe.out" 2>/dev/null
n=$(wc -c <"$tmp/spect.out")
[ $rc -eq 0 ] && [ "$n" -gt 1000 ] &&
    tail -c "$n" "$tmp/zoe.out" | cmp -s - "$tmp/spect.out" ||
    host_fail ssh-spectator "in a pipe: status $rc, not the end of her game: $(tail -n 2 "$tmp/spect.out" | tr '\n' '|')"
# her past game, by her xlogfile line's journal=: all of it, as -r
# shows it again
past=$(sed -n 's/^.*:name=zoe:.*:journal=//p' "$state/wizcastle/xlogfile" |
    tail -n 1)
timeout 60 "$tmp/ssh" spectator "zoe $past" </dev/null >"$tmp/past.out" 2>&1
rc=$?
[ $rc -eq 0 ] && [ "$past" = "${j##*/}" ] && cmp -s "$tmp/zoe.out" "$tmp/past.out" ||
    host_fail ssh-spectator "'zoe $past': status $rc, not her game as -r shows it: $(tail -n 2 "$tmp/past.out" | tr '\n' '|')"
echo "ok ssh-spectator"
hangup || host_fail ssh-spectator "games still running 30 s after their lines were gone"

# --- ssh-pam: the other UsePAM, the same recipe: alice's game, the robot
if [ "$pam" = yes ] && grep -q 'not allowed because account is locked' "$tmp/sshd.log"; then
	echo "ok ssh-pam # skip: $user's password is locked, which UsePAM no never lets in"
	exit 0
fi
stop_sshd
[ "$pam" = no ] && pam=yes || pam=no
start_sshd
client
login alice7 alice || host_fail ssh-pam "a tmux session" "tmux failed"
enter alice7 || host_fail ssh-pam "alice7: the menu, and p" "$(tr '\n' '|' <"$tmp/screen.alice7")"
wait_screen alice7 'YOUR MOVE ? *$' ||
    host_fail ssh-pam "UsePAM $pam: alice's game resumed" "$(tr '\n' '|' <"$tmp/screen.alice7")"
case $(robot) in
*"YOUR CHOICE ? E"*) echo "ok ssh-pam # UsePAM $pam" ;;
*) host_fail ssh-pam "UsePAM $pam: a game through castle-script" "$(tr '\n' ' ' <"$tmp/err")" ;;
esac
hangup || host_fail ssh-pam "no game within 30 s of the lines gone" "games still running"
exit 0
