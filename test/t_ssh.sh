#!/bin/sh
# t_ssh.sh: the game offered over ssh as wizcastle-host(7)'s EXAMPLES say, on a
# real sshd of the test's own: /usr/sbin/sshd on a free port of 127.0.0.1,
# with its own config, host key, AuthorizedKeysFile and PidFile in a
# temporary folder, logging in the user running the tests (root in CI:
# its own config alone allows it, with keys); never the system's sshd,
# port 22 or /etc/ssh.  What it started it stops by PID.  The blocks of
# the page marked `.\" t_ssh: NAME' are taken from it as they are, but
# for these: the account (castle, guest) is the user running the tests,
# guest's Match is the second port's (Match LocalPort), the key's
# "ssh-ed25519 AAAA... NAME" is the real key, and
# /usr/local/bin/wizcastle is the tree's binary run with XDG_STATE_HOME
# in the temporary folder (and the sanitizers' options, when set).
#
#   ssh-sshd       the sshd starts, and a key logs in
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
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
echo 1..9	# its tests (test/run counts those not run as failed)
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
SSHD=/usr/sbin/sshd
N=50		# players, and scripted sessions
page=man/wizcastle-host.7

# fail NAME WHY: the test's line, with what sshd last complained of
fail() {
	why=
	if [ -n "${tmp-}" ] && [ -f "$tmp/sshd.log" ]; then
		why=$(grep -i -e fatal -e error -e 'not allowed' -e failed "$tmp/sshd.log" |
		    grep -v syslogin_perform_logout |
		    tail -n 1)
	fi
	echo "not ok $1: $2${why:+ (sshd: $why)}"
	exit 0
}
for tool in "$SSHD:openssh-server" ssh:openssh-client \
    ssh-keygen:openssh-client tmux:tmux; do
	[ -x "${tool%%:*}" ] || command -v "${tool%%:*}" >/dev/null 2>&1 ||
	    fail ssh-sshd "no ${tool%%:*} (Debian: ${tool#*:}; make deps installs it)"
done

unset TMUX	# a tmux server of our own, even when run inside tmux
tmp=$(mktemp -d) || exit 1
chmod 755 "$tmp"	# sshd's session, as the user, reads what is here
sock=wizssh$$
sshd_pid=
T() {
	tmux -L "$sock" -f /dev/null "$@"
}
stop() {
	T kill-server 2>/dev/null
	if [ -n "$sshd_pid" ]; then
		kill "$sshd_pid" 2>/dev/null
		wait "$sshd_pid" 2>/dev/null
	fi
	rm -rf "$tmp"
}
trap stop EXIT
trap 'exit 2' INT TERM HUP PIPE	# and stop what was started (EXIT)
. "$(dirname "$0")/lib/poll.sh"	# poll TENTHS COMMAND...
user=$(id -un)
state=$tmp/state

# The game's command in the keys and the ForceCommand: the tree's binary,
# its journals here, and the sanitizers' options passed on, as sshd
# gives the session a fresh environment.
game="env XDG_STATE_HOME=$state"
for v in ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS; do
	eval "val=\${$v-}"
	[ -n "$val" ] || continue
	case $val in
	*[!A-Za-z0-9_./:=,+-]*) fail ssh-sshd "$v has characters a forced command cannot take: $val" ;;
	esac
	game="$game $v=$val"
done
game="$game $W"

# block NAME: the lines of the page's literal block marked `t_ssh: NAME'
block() {
	awk -v name="t_ssh: $1" '
		$0 == ".\\\" " name { mark = 1; next }
		mark && /^\.Bd/ { on = 1; mark = 0; next }
		on && /^\.Ed/ { exit }
		on { print }' "$page"
}

# subst OLD NEW: stdin with every OLD (a plain string) made NEW
subst() {
	awk -v old="$1" -v new="$2" '{
		out = ""
		while ((i = index($0, old)) > 0) {
			out = out substr($0, 1, i - 1) new
			$0 = substr($0, i + length(old))
		}
		print out $0 }'
}

# key NAME: a key pair, $tmp/keys/NAME, and NAME's authorized_keys line
# made from alice's line on the page
key() {
	ssh-keygen -q -t ed25519 -N '' -C "$1" -f "$tmp/keys/$1" </dev/null ||
	    return 1
	printf '%s\n' "$keyline" | subst alice "$1" |
	    subst "ssh-ed25519 AAAA... $1" "$(cat "$tmp/keys/$1.pub")" |
	    subst /usr/local/bin/wizcastle "$game"
}

mkdir "$tmp/keys" "$tmp/home" "$state" || exit 1
keyline=$(block authorized_keys | grep -e '-u alice"')
case $keyline in
'restrict,pty,command="/usr/local/bin/wizcastle -u alice" ssh-ed25519 AAAA... alice') ;;
*) fail ssh-sshd "no authorized_keys line for alice on the page: $keyline" ;;
esac
{
	key alice && key bob || exit 1
	for i in $(seq $N); do
		key "p$i" || exit 1
	done
	# the robot's key runs castle-script, the page's, here
	ssh-keygen -q -t ed25519 -N '' -C robot -f "$tmp/keys/robot" </dev/null &&
	    block 'script key' | subst /usr/local/bin/castle-script "$tmp/castle-script" |
	    subst "ssh-ed25519 AAAA... robot" "$(cat "$tmp/keys/robot.pub")"
} >"$tmp/authorized_keys" || fail ssh-sshd "ssh-keygen failed"
block castle-script | subst /usr/local/bin/wizcastle "$game" >"$tmp/castle-script"
chmod 755 "$tmp/castle-script"
grep -q 'restrict,command=' "$tmp/authorized_keys" && grep -q SSH_ORIGINAL_COMMAND "$tmp/castle-script" ||
    fail ssh-sshd "no script key or castle-script on the page"
ssh-keygen -q -t ed25519 -N '' -C wizcastle-test -f "$tmp/host_key" </dev/null ||
    fail ssh-sshd "ssh-keygen failed"

# sshd as root needs its privilege separation folder, made at boot by
# the system's sshd service: made here if missing, and left (empty, in
# /run, gone at the next boot) as the system's sshd would have it.
if [ "$(id -u)" -eq 0 ] && [ ! -d /run/sshd ]; then
	mkdir -m 755 /run/sshd || fail ssh-sshd "cannot make /run/sshd"
	echo "# t_ssh.sh: made /run/sshd, sshd's privilege separation folder"
fi

# sshd_config PORT: the config, for ports PORT and PORT+1
sshd_config() {
	cat <<EOF
# wizcastle's test/t_ssh.sh: 127.0.0.1 only, its own key, its own
# authorized_keys, the user running the test only.  StrictModes no: the
# files are in a temporary folder under /tmp, which all may write.
ListenAddress 127.0.0.1:$1
ListenAddress 127.0.0.1:$(($1 + 1))
HostKey $tmp/host_key
PidFile $tmp/sshd.pid
AuthorizedKeysFile $tmp/authorized_keys
AllowUsers $user
PermitRootLogin prohibit-password
StrictModes no
UsePAM $pam
PrintMotd no
PrintLastLog no
MaxStartups 200
LogLevel INFO
# The user's shell runs its startup files for every command, from
# HOME: here the test's own, empty, so that none of the user's runs
# (a ~/.bashrc running pyenv's init cost 1.5 s of CPU a login, and its
# rehash lock made the scripted logins wait up to 60 s each).
SetEnv HOME=$tmp/home
EOF
	block sshd_config | subst 'User castle' "User $user"
	block guest | subst 'User guest' "LocalPort $(($1 + 1))" |
	    subst /usr/local/bin/wizcastle "$game"
}

# listening PORT: the log says sshd listens on both ports
listening() {
	grep -q "Server listening on 127.0.0.1 port $1\\." "$tmp/sshd.log" &&
	    grep -q "Server listening on 127.0.0.1 port $(($1 + 1))\\." "$tmp/sshd.log"
}
up() {
	listening "$port" || ! kill -0 "$sshd_pid" 2>/dev/null
}

# start_sshd: sshd on a port at random from 20000 to 59998, another if
# it is taken
start_sshd() {
	try=0
	while :; do
		try=$((try + 1))
		[ $try -le 10 ] || fail ssh-sshd "no free port in 10 tries: $(tail -n 3 "$tmp/sshd.log" | tr '\n' ' ')"
		port=$((20000 + $(od -An -N2 -tu2 /dev/urandom) % 39999))
		sshd_config $port >"$tmp/sshd_config"
		"$SSHD" -t -f "$tmp/sshd_config" 2>"$tmp/sshd.log" ||
		    fail ssh-sshd "sshd -t: $(head -n 3 "$tmp/sshd.log" | tr '\n' ' ')"
		"$SSHD" -D -e -f "$tmp/sshd_config" 2>"$tmp/sshd.log" &
		sshd_pid=$!
		poll 100 up
		listening $port && return 0
		stop_sshd
	done
}
stop_sshd() {
	kill "$sshd_pid" 2>/dev/null
	wait "$sshd_pid" 2>/dev/null
	sshd_pid=
}
pam=no
start_sshd
guest=$((port + 1))

# Our sshd's key, the only one known: a session that reaches another
# server fails.  $tmp/ssh KEY [-p PORT] [-tt] [COMMAND...]: ssh to our
# sshd, as the user, with KEY and nothing of the user's own ssh set-up.
client() {
	for p in $port $guest; do
		echo "[127.0.0.1]:$p $(cat "$tmp/host_key.pub")"
	done >"$tmp/known_hosts"
	cat >"$tmp/ssh" <<EOF
#!/bin/sh
key=\$1 p=$port t=-T
shift
if [ "\$1" = -p ]; then p=\$2; shift 2; fi
if [ "\$1" = -tt ]; then t=-tt; shift; fi
exec ssh -F /dev/null -p "\$p" \$t -i "$tmp/keys/\$key" -o IdentitiesOnly=yes \\
    -o IdentityAgent=none -o BatchMode=yes -o ConnectTimeout=20 \\
    -o UserKnownHostsFile="$tmp/known_hosts" -o GlobalKnownHostsFile=/dev/null \\
    -o StrictHostKeyChecking=yes -o LogLevel=ERROR "$user@127.0.0.1" -- "\$@"
EOF
	chmod 755 "$tmp/ssh"
}
client

# --- ssh-sshd: the robot's key runs a game through castle-script.  An
# account whose password is locked (! in /etc/shadow, as root's may be)
# sshd without PAM lets in by no means: then UsePAM yes, and it says so.
robot() {
	printf 'E\n' | timeout 30 "$tmp/ssh" robot -m gwbasic -s 1 2>"$tmp/err"
}
out=$(robot)
case $out in
*"YOUR CHOICE ? E"*) ;;
*)
	if grep -q 'not allowed because account is locked' "$tmp/sshd.log"; then
		echo "# t_ssh.sh: $user's password is locked, and sshd without PAM lets no one in to a locked account: UsePAM yes"
		stop_sshd
		pam=yes
		start_sshd
		guest=$((port + 1))
		client
		out=$(robot)
	fi
	;;
esac
case $out in
*"YOUR CHOICE ? E"*) echo "ok ssh-sshd" ;;
*) fail ssh-sshd "no game over ssh: $(tr '\n' ' ' <"$tmp/err") $(tail -n 5 "$tmp/sshd.log" | tr '\n' ' ')" ;;
esac

# The pane runs this: ssh with KEY (its pid in pid.NAME), then its exit
# status in exit.NAME.
#   run.sh NAME KEY [ARG...]
cat >"$tmp/run.sh" <<'EOF'
name=$1 tmp=$2
shift 2
sh -c 'echo $$ >"$0.tmp"; mv "$0.tmp" "$0"; exec "$@"' \
    "$tmp/pid.$name" "$tmp/ssh" "$@"
echo "EXIT=$?" >"$tmp/exit.$name.tmp"
mv "$tmp/exit.$name.tmp" "$tmp/exit.$name"
EOF

# hangup: every session's pane closed (the ssh in it hangs up), but the
# one that keeps the tmux server from exiting, and the games all gone
T new-session -d -s keep -x 80 -y 24 'exec sleep 3600' || fail ssh-drop "tmux failed"
hangup() {
	T list-sessions -F '#{session_name}' | grep -v '^keep$' |
	    while read -r s; do T kill-session -t "$s"; done
	settled
}

# login NAME KEY [ARG...]: a session in its own pane, ssh -tt
login() {
	n=$1
	shift
	T new-session -d -s "$n" -x 80 -y 24 "sh '$tmp/run.sh' '$n' '$tmp' $* -tt" &&
	    T set-option -w -t "$n" remain-on-exit on
}

# on_screen NAME REGEX: the pane has a line matching REGEX (kept in
# $tmp/screen.NAME)
on_screen() {
	T capture-pane -p -t "$1" >"$tmp/screen.$1" 2>/dev/null &&
	    grep -q -- "$2" "$tmp/screen.$1"
}

# wait_screen NAME REGEX: poll the pane (20 s at most) for a line matching
wait_screen() {
	poll 200 on_screen "$1" "$2"
}

# answer NAME TEXT REGEX: type TEXT and Enter, wait for REGEX
answer() {
	T send-keys -t "$1" "$2" Enter
	wait_screen "$1" "$3"
}

# drop NAME: kill -9 of the session's ssh, and wait for it to be gone
drop() {
	poll 100 test -s "$tmp/pid.$1" && kill -9 "$(cat "$tmp/pid.$1")" &&
	    poll 100 test -f "$tmp/exit.$1"
}

# games: a game runs, one of ours (an argument of a process is $W)
games() {
	grep -l -s -z -x -F -e "$W" /proc/[0-9]*/cmdline >/dev/null
}

# settled: no game of ours runs any more (30 s at most): each saw its
# line go, and let its journal go
no_games() {
	! games
}
settled() {
	poll 300 no_games
}

# journal ANSWERS: the unfinished journal whose answers are ANSWERS (each
# followed by |), or nothing
journal() {
	find "$state" -name '*.journal' ! -path '*/finished/*' -exec awk '
	    FNR == 1 && NR > 1 { print a "\t" f }
	    FNR == 1 { f = FILENAME; a = "" }
	    FNR > 3 { a = a $0 "|" }
	    END { if (NR > 0) print a "\t" f }' {} + |
	    awk -F '\t' -v a="$1" '$1 == a { print $2 }'
}

# seed FILE: the seed line of a journal
seed() {
	sed -n 's/^seed //p' "$1"
}

# shown NAME: the seed of the resumed game, as the line on the screen
# (the standard error of the game) says
shown() {
	T capture-pane -p -S - -t "$1" |
	    sed -n 's/^wizcastle: your castle \([0-9]*\) goes on$/\1/p' | head -n 1
}

# from REGEX FILE: the lines of FILE from the last that matches REGEX,
# blank lines at the end left out
from() {
	awk -v re="$1" '$0 ~ re { n = 0 } { l[++n] = $0 } END {
		while (n > 0 && l[n] ~ /^ *$/) n--
		for (i = 1; i <= n; i++) print l[i] }' "$2" |
	    awk 'NR == 1 && !/ENTER|STATISTICS/ { exit } { print }'
}

# --- ssh-drop: alice to her first YOUR MOVE, dropped; bob, a new game
login alice1 alice || fail ssh-drop "tmux failed"
wait_screen alice1 'YOUR CHOICE ?' || fail ssh-drop "alice: no prompt: $(tr '\n' '|' <"$tmp/screen.alice1")"
for a in 'E:SEX ?' 'F:INTELLIGENCE ?' '2:STRENGTH ?' '3:DEXTERITY ?' \
    '3:YOUR CHOICE ?' 'C:YOUR CHOICE ?' "M:GP's ?" 'Y:YOUR MOVE ?'; do
	answer alice1 "${a%%:*}" "${a#*:} *\$" ||
	    fail ssh-drop "alice: no ${a#*:} after ${a%%:*}: $(tr '\n' '|' <"$tmp/screen.alice1")"
done
from 'YOU ENTER THE CASTLE' "$tmp/screen.alice1" >"$tmp/alice.before"
ja=$(journal 'E|F|2|3|3|C|M|Y|')
[ -n "$ja" ] && [ "$(echo "$ja" | wc -l)" -eq 1 ] ||
    fail ssh-drop "not one journal of alice's answers: $(find "$state" -type f | tr '\n' ' ')"
drop alice1 || fail ssh-drop "alice's ssh still running after kill -9"
settled || fail ssh-drop "alice's game still running 30 s after her line dropped"
login bob1 bob || fail ssh-drop "tmux failed"
wait_screen bob1 'YOUR CHOICE ? *$' || fail ssh-drop "bob: no prompt: $(tr '\n' '|' <"$tmp/screen.bob1")"
T capture-pane -p -S - -t bob1 >"$tmp/bob.all"
grep -q -e 'YOUR MOVE' -e resumed -e 'OK ELF' -e 'CHAINMAIL /' "$tmp/bob.all" &&
    fail ssh-drop "bob got alice's game: $(tr '\n' '|' <"$tmp/bob.all")"
grep -q 'YOU MAY BE AN ELF, DWARF, MAN, OR HOBBIT' "$tmp/bob.all" ||
    fail ssh-drop "bob: not a new game: $(tr '\n' '|' <"$tmp/bob.all")"
answer bob1 H 'SEX ?' && answer bob1 F 'INTELLIGENCE ? *$' ||
    fail ssh-drop "bob: no INTELLIGENCE prompt: $(tr '\n' '|' <"$tmp/screen.bob1")"
jb=$(journal 'H|F|')
[ -n "$jb" ] && [ "$jb" != "$ja" ] || fail ssh-drop "no journal of bob's answers"
echo "ok ssh-drop"

# --- ssh-resume: alice again, bob still at his prompt
cp "$ja" "$tmp/ja"
cp "$jb" "$tmp/jb"
login alice2 alice || fail ssh-resume "tmux failed"
wait_screen alice2 'YOUR MOVE ? *$' ||
    fail ssh-resume "alice not resumed: $(tr '\n' '|' <"$tmp/screen.alice2")"
# her last screen, less the line between it and the question that says
# the game goes on
from 'YOU ENTER THE CASTLE' "$tmp/screen.alice2" |
    grep -v '^wizcastle: your castle [0-9]* goes on$' >"$tmp/alice.after"
[ -s "$tmp/alice.before" ] && cmp -s "$tmp/alice.before" "$tmp/alice.after" ||
    fail ssh-resume "not her last screen: $(tr '\n' '|' <"$tmp/alice.after") against $(tr '\n' '|' <"$tmp/alice.before")"
[ "$(shown alice2)" = "$(seed "$ja")" ] ||
    fail ssh-resume "the seed: $(shown alice2) against her journal's $(seed "$ja")"
cmp -s "$ja" "$tmp/ja" && cmp -s "$jb" "$tmp/jb" ||
    fail ssh-resume "a journal changed: $(tail -n +4 "$ja" | tr '\n' '|') $(tail -n +4 "$jb" | tr '\n' '|')"
answer bob1 3 'STRENGTH ? *$' || fail ssh-resume "bob: no STRENGTH prompt"
[ "$(tail -n +4 "$jb" | tr '\n' '|')" = 'H|F|3|' ] && cmp -s "$ja" "$tmp/ja" ||
    fail ssh-resume "bob's answer: $(tail -n +4 "$jb" | tr '\n' '|') $(tail -n +4 "$ja" | tr '\n' '|')"
echo "ok ssh-resume"

# games_of NAME: how many games of player NAME run (their command line
# $W -u NAME)
games_of() {
	for f in /proc/[0-9]*/cmdline; do
		{ tr '\0' ' ' <"$f"; } 2>/dev/null | grep -q -x -F "$W -u $1 " && echo
	done | wc -l
}

# --- ssh-takeover: alice logs in again, her game still running at
# alice2: hung up there, it goes on here
login alice3 alice || fail ssh-takeover "tmux failed"
wait_screen alice3 'YOUR MOVE ? *$' ||
    fail ssh-takeover "alice3: her game not resumed: $(tr '\n' '|' <"$tmp/screen.alice3")"
wait_screen alice2 '^wizcastle: your game went on at another login' ||
    fail ssh-takeover "alice2: no word: $(tr '\n' '|' <"$tmp/screen.alice2")"
poll 100 test -f "$tmp/exit.alice2" || fail ssh-takeover "alice2's ssh still running"
answer alice3 M 'YOUR MOVE ? *$' || fail ssh-takeover "alice3: no YOUR MOVE after M"
[ "$(games_of alice)" -eq 1 ] || fail ssh-takeover "$(games_of alice) games of alice's running"
[ "$(journal 'E|F|2|3|3|C|M|Y|M|')" = "$ja" ] ||
    fail ssh-takeover "her journal: $(tail -n +4 "$ja" | tr '\n' '|')"
echo "ok ssh-takeover"

# --- ssh-race: two logins of alice's at once, her game at alice3: one
# game of hers at the end, her journal
login alice4 alice && login alice5 alice || fail ssh-race "tmux failed"
poll 100 test -f "$tmp/exit.alice3" || fail ssh-race "alice3's ssh still running"
poll 150 test -f "$tmp/exit.alice4" -o -f "$tmp/exit.alice5" ||
    fail ssh-race "both later logins still running"
sleep 1
[ "$(games_of alice)" -eq 1 ] || fail ssh-race "$(games_of alice) games of alice's running"
[ -f "$tmp/exit.alice4" ] && w=alice5 || w=alice4
wait_screen $w 'YOUR MOVE ? *$' || fail ssh-race "$w: her game not resumed: $(tr '\n' '|' <"$tmp/screen.$w")"
[ "$(journal 'E|F|2|3|3|C|M|Y|M|')" = "$ja" ] && [ "$(find "$state/wizcastle/players/alice" -maxdepth 1 -name '*.journal' | wc -l)" -eq 1 ] ||
    fail ssh-race "not her one journal: $(find "$state/wizcastle/players/alice" -name '*.journal' | tr '\n' ' ')"
echo "ok ssh-race"
hangup || fail ssh-race "games still running 30 s after their lines were gone"

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
    fail ssh-scripted "$same of $N identical; differ:$differ; $(cat "$tmp"/s.*.err | head -n 3 | tr '\n' ' ')"
echo "ok ssh-scripted ($N at once, $same identical)"

# --- ssh-script-refused: what castle-script must not pass on
for c in "-j $tmp/x" "-r $tmp/ja" "-u alice" "-s 1;id" gwbasic "-m" "-s 1 -s"; do
	echo | timeout 30 "$tmp/ssh" robot $c >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -eq 1 ] && grep -q 'castle-script: only -m MACHINE and -s SEED' "$tmp/err" &&
	    [ ! -e "$tmp/x" ] && ! grep -q YOUR "$tmp/out" ||
	    fail ssh-script-refused "$c: status $rc, $(cat "$tmp/err" "$tmp/out" | head -n 2 | tr '\n' ' ')"
done
echo "ok ssh-script-refused"

# --- ssh-players: N players at once, each a game of their own, told
# apart by their answers
players=$(seq $N)
for pl in $players; do
	login "a$pl" "p$pl" || fail ssh-players "tmux failed"
done
# all_at PROMPT: each player's screen waits at PROMPT
all_at() {
	for pl in $players; do
		wait_screen "a$pl" "$1 *\$" ||
		    fail ssh-players "player $pl: no $1: $(tr '\n' '|' <"$tmp/screen.a$pl")"
	done
}
# step PROMPT ANSWER-OF-i: each player answers, and waits for the next
step() {
	for pl in $players; do
		T send-keys -t "a$pl" "$($2 $pl)" Enter
	done
	all_at "$1"
}
# player i's answers, 56 at most: an elf, dwarf or man of each sex with
# 0 to 7 points to intelligence; then a hobbit of each sex with 0 to 3
race() {
	[ "$1" -le 48 ] && echo EDM | cut -c $((($1 - 1) % 3 + 1)) || echo H
}
sex() {
	[ "$1" -le 48 ] && set -- $((($1 - 1) / 3)) || set -- $(($1 - 49))
	[ $(($1 % 2)) -eq 0 ] && echo M || echo F
}
points() {
	[ "$1" -le 48 ] && echo $((($1 - 1) / 6)) || echo $((($1 - 49) / 2))
}
all_at 'YOUR CHOICE ?'
step 'SEX ?' race
step 'INTELLIGENCE ?' sex
step 'STRENGTH ?' points
for pl in $players; do
	from STATISTICS "$tmp/screen.a$pl" >"$tmp/before.$pl"
	j=$(journal "$(race $pl)|$(sex $pl)|$(points $pl)|")
	[ -n "$j" ] && [ "$(echo "$j" | wc -l)" -eq 1 ] ||
	    fail ssh-players "player $pl: not one journal of their answers"
	seed "$j" >"$tmp/seed.$pl"
done
for pl in $players; do
	drop "a$pl" || fail ssh-players "player $pl: ssh still running after kill -9"
done
settled || fail ssh-players "games still running 30 s after their lines dropped"
for pl in $players; do
	login "b$pl" "p$pl" || fail ssh-players "tmux failed"
done
own=0 other=0 what=
for pl in $players; do
	wait_screen "b$pl" 'STRENGTH ? *$'
	from STATISTICS "$tmp/screen.b$pl" |
	    grep -v '^wizcastle: your castle [0-9]* goes on$' >"$tmp/after.$pl"
	s=$(shown "b$pl")
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
    fail ssh-players "$own of $N resumed their own, $other another's game:$(echo "$what" | cut -c 1-300)"
echo "ok ssh-players ($own of $N resumed their own, $other another's)"
hangup || fail ssh-players "games still running 30 s after their lines were gone"

# --- ssh-guest: the shared account; alice's key, ForceCommand on the
# guest port
before=$(find "$state" -name '*.journal' | sort)
login g1 alice -p $guest || fail ssh-guest "tmux failed"
wait_screen g1 'YOUR CHOICE ? *$' || fail ssh-guest "no prompt: $(tr '\n' '|' <"$tmp/screen.g1")"
answer g1 H 'SEX ? *$' || fail ssh-guest "no SEX prompt"
jg=$(journal 'H|')
[ -n "$jg" ] || fail ssh-guest "no journal of the guest's game"
cp "$jg" "$tmp/jg"
drop g1 || fail ssh-guest "ssh still running after kill -9"
settled || fail ssh-guest "the game still running 30 s after its line dropped"
login g2 alice -p $guest || fail ssh-guest "tmux failed"
wait_screen g2 'YOUR CHOICE ? *$' || fail ssh-guest "not a new game: $(tr '\n' '|' <"$tmp/screen.g2")"
T capture-pane -p -S - -t g2 | grep -q -e resumed -e 'SEX ?' &&
    fail ssh-guest "the guest's dropped game resumed: $(tr '\n' '|' <"$tmp/screen.g2")"
cmp -s "$jg" "$tmp/jg" || fail ssh-guest "the dropped journal changed"
echo "ok ssh-guest"
exit 0
