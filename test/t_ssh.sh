#!/bin/sh
# t_ssh.sh: the game offered over ssh as wizcastle-host(7) says, on a
# real sshd of the test's own: /usr/sbin/sshd on a free port of 127.0.0.1,
# with its own config, host key and PidFile in a temporary folder,
# logging in the user running the tests (root in CI: its own config
# alone allows it, with keys); never the system's sshd, port 22 or
# /etc/ssh.  What it started it stops by PID.  Its config is made as
# Debian's is, an Include of sshd_config.d/ first, where the page's
# wizcastle.conf goes; the page's host (its account, its keys' file,
# its players) is made by the page's own commands, run as written, and
# its files are the page's blocks, taken as they are: the blocks marked
# `.\" t_ssh: NAME', rooted in the temporary folder as "rooted" below
# says (/etc/ and /usr/local/bin/ there, the account the user running
# the tests, guest's Match the second port's, Match LocalPort).  Of the
# page's commands only `systemctl reload ssh', which would reload the
# system's sshd, and the serial line's are not run.
#
#   ssh-names      wizcastle-addplayer takes a name where wizcastle -u
#                  does and only there (shell characters, paths, devices
#                  of DOS, 33 characters, a dot last ...), in lower case
#   ssh-sshd       the page's account (useradd --prefix: its shell
#                  /bin/sh, its password *; as root only), keys' file
#                  (644, its owner's, in a folder of 755) and players
#                  (alice's line the page's); the sshd starts, a key logs
#                  in, and the page's sshd -T shows its settings
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
#                  her game's (her journal's, -r); a command other
#                  than a player's name ('zoe; id', '-u zoe', ../zoe,
#                  'zoe bob', -) refused, status 1, nothing run
#   ssh-pam        the other UsePAM (yes, or no), the same recipe:
#                  alice's game resumed at a terminal, the robot's played
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
echo 1..13	# its tests (test/run counts those not run as failed)
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
SSHD=/usr/sbin/sshd
N=50		# players, and scripted sessions
page=man/wizcastle-host.7

# fail NAME WANT GOT: the test's line, what was expected and what came,
# with what sshd last complained of
fail() {
	why=
	if [ -n "${tmp-}" ] && [ -f "$tmp/sshd.log" ]; then
		why=$(grep -i -e fatal -e error -e 'not allowed' -e failed "$tmp/sshd.log" |
		    grep -v syslogin_perform_logout |
		    tail -n 1)
	fi
	echo "not ok $1: $(expected "$2" "$3")${why:+ (sshd: $why)}"
	exit 0
}
for tool in "$SSHD:openssh-server" ssh:openssh-client \
    ssh-keygen:openssh-client tmux:tmux; do
	[ -x "${tool%%:*}" ] || command -v "${tool%%:*}" >/dev/null 2>&1 ||
	    fail ssh-sshd "${tool%%:*} (Debian: ${tool#*:}; make deps installs it)" "none"
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

# The page's host is rooted in $root: its /etc/ is $root/etc/ and its
# /usr/local/bin/ is $root/usr/local/bin/, where wizcastle is the tree's
# binary with its journals here and the sanitizers' options passed on
# (sshd gives the session a fresh environment), wizcastle-addplayer the
# tree's as make install writes it (its game that wizcastle), and
# castle-script the page's.  The page's commands ("# " and a command,
# and the lines after it that begin with blanks) are run as written, in
# $tmp/keys where the players' keys are, with $root/usr/local/bin first
# in PATH, each /etc/ made $root/etc/, the account castle the user
# running the test, useradd and usermod given --prefix $root, and sshd
# the test's config (-f; and for sshd -T -C, the local port, lport=, as
# the guest's Match is Match LocalPort here).
root=$tmp/root
bin=$root/usr/local/bin
keys=$root/etc/wizcastle/keys
mkdir -p "$bin" "$root/etc/ssh/sshd_config.d" "$root/home" "$tmp/keys" \
    "$tmp/home" "$state" || exit 1
{
	echo '#!/bin/sh'
	printf 'exec env XDG_STATE_HOME=%s' "$state"
	for v in ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS; do
		eval "val=\${$v-}"
		[ -n "$val" ] && printf " %s='%s'" "$v" "$val"
	done
	printf ' %s "$@"\n' "$W"
} >"$bin/wizcastle"
sed "s|^game=.*|game=$bin/wizcastle|" wizcastle-addplayer >"$bin/wizcastle-addplayer"
chmod 755 "$bin/wizcastle" "$bin/wizcastle-addplayer"

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

# rooted: stdin with the page's host made the test's (above)
rooted() {
	subst /usr/local/bin/ "$bin/" | subst ' /etc/' " $root/etc/" |
	    subst ' castle' " $user" | subst '=castle,' "=$user,"
}

# commands NAME: each command of block NAME, one a line ("# " dropped,
# the lines it goes on over joined), rooted; the account's own, made in
# $root's passwd, keeps its name
commands() {
	block "$1" | awk '
		/^# / { if (c != "") print c; c = substr($0, 3); next }
		/^[ \t]/ { sub(/^[ \t]+/, " "); c = c $0; next }
		END { if (c != "") print c }' |
	    if [ "$1" = account ]; then cat; else rooted; fi |
	    sed -e "s|^useradd |useradd --prefix $root |" \
		-e "s|^usermod |usermod --prefix $root |" \
		-e "s|^sshd |$SSHD -f $tmp/sshd_config |" \
		-e "s|,addr=127.0.0.1|,addr=127.0.0.1,lport=${port-}|"
}

# run NAME: the commands of block NAME, each as written (rooted), in
# $tmp/keys; what they print in $tmp/run.out; 1 at the first that fails
run() {
	commands "$1" >"$tmp/run.cmds"
	if [ ! -s "$tmp/run.cmds" ]; then
		echo "no block $1 on the page" >"$tmp/run.out"
		return 1
	fi
	: >"$tmp/run.out"
	while IFS= read -r c; do
		(cd "$tmp/keys" && PATH=$bin:$PATH sh -c "$c") >>"$tmp/run.out" 2>&1 ||
		    { echo "$c: status $?" >>"$tmp/run.out"; return 1; }
	done <"$tmp/run.cmds"
}

# The account, by the page's commands, in $root/etc/passwd and shadow
# (useradd --prefix edits the files there): its shell runs a command.
# Only root can; the sshd logs in the user running the test all the same.
if [ "$(id -u)" -eq 0 ]; then
	echo 'root:x:0:0:root:/root:/bin/sh' >"$root/etc/passwd"
	echo 'root:x:0:' >"$root/etc/group"
	echo 'root:*:19000:0:99999:7:::' >"$root/etc/shadow"
	echo 'root:*::' >"$root/etc/gshadow"
	run account || fail ssh-sshd "the page's account made" "$(tr '\n' ' ' <"$tmp/run.out")"
	grep -q "^castle:.*:/bin/sh\$" "$root/etc/passwd" &&
	    grep -q "^castle:\\*:" "$root/etc/shadow" && [ -d "$root/home/castle" ] ||
	    fail ssh-sshd "the page's account, its shell and password as the page says" "$(grep -h "^castle:" "$root/etc/passwd" "$root/etc/shadow" | tr '\n' ' ')"
fi

# The keys' file, by the page's commands: its owner's (root's in CI),
# mode 644, in a folder of 755
run keys || fail ssh-sshd "the page's keys' file made" "$(tr '\n' ' ' <"$tmp/run.out")"
[ "$(stat -c '%a %u' "$keys" "${keys%/*}" | tr '\n' ' ')" = "644 $(id -u) 755 $(id -u) " ] ||
    fail ssh-sshd "the keys' file and its folder root's, not the account's to write" "$(stat -c '%n %a %u' "$keys" "${keys%/*}" | tr '\n' ' ')"

# The players' keys, added by the page's commands (alice's, bob's, and
# alice's with a player's name for hers), alice's line the page's
for k in alice bob $(seq -f 'p%g' $N) robot; do
	ssh-keygen -q -t ed25519 -N '' -C "$k" -f "$tmp/keys/$k" </dev/null ||
	    fail ssh-sshd "a key made" "ssh-keygen failed"
done
run add || fail ssh-sshd "the page's wizcastle-addplayer to run" "$(tr '\n' ' ' <"$tmp/run.out")"
line=$(block 'key line' | rooted |
    subst 'ssh-ed25519 AAAA... alice' "$(cut -d ' ' -f 1-2 "$tmp/keys/alice.pub") alice")
[ -n "$line" ] && [ "$(grep -e '-u alice"' "$keys")" = "$line" ] ||
    fail ssh-sshd "alice's line as the page shows it: $line" "$(grep -e '-u alice"' "$keys")"
cmd=$(commands add | grep -e ' alice ')
for i in $(seq $N); do
	(cd "$tmp/keys" && PATH=$bin:$PATH sh -c "$(printf '%s\n' "$cmd" | subst alice "p$i")") ||
	    fail ssh-sshd "wizcastle-addplayer for p$i to run" "it failed"
done
# the robot's key runs castle-script, the page's
block 'script key' | rooted |
    subst "ssh-ed25519 AAAA... robot" "$(cat "$tmp/keys/robot.pub")" >>"$keys"
block castle-script | rooted >"$bin/castle-script"
chmod 755 "$bin/castle-script"
[ "$(grep -c . "$keys")" -eq $((N + 3)) ] && grep -q 'restrict,command=' "$keys" &&
    grep -q SSH_ORIGINAL_COMMAND "$bin/castle-script" ||
    fail ssh-sshd "a line for each player and the robot" "$(grep -c . "$keys") lines"
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
		grep -q -x -F "restrict,pty,command=\"$bin/wizcastle -u $low\" $(cut -d ' ' -f 1-2 "$tmp/keys/alice.pub") $low" \
		    "$tmp/names.keys" || printf ' [%s: its line]' "$n"
	elif [ $by_script -eq 0 ] || [ $by_game -ne 1 ]; then
		printf ' [%s: script %s, wizcastle -u %s]' "$n" $by_script $by_game
	fi
done >"$tmp/names.bad"
bad=$(cat "$tmp/names.bad")
[ -z "$bad" ] || fail ssh-names "every bad name refused" "$bad"
echo "ok ssh-names"

ssh-keygen -q -t ed25519 -N '' -C wizcastle-test -f "$tmp/host_key" </dev/null ||
    fail ssh-sshd "a key made" "ssh-keygen failed"

# sshd as root needs its privilege separation folder, made at boot by
# the system's sshd service: made here if missing, and left (empty, in
# /run, gone at the next boot) as the system's sshd would have it.
if [ "$(id -u)" -eq 0 ] && [ ! -d /run/sshd ]; then
	mkdir -m 755 /run/sshd || fail ssh-sshd "/run/sshd made" "mkdir failed"
	echo "# t_ssh.sh: made /run/sshd, sshd's privilege separation folder"
fi

# sshd_config PORT: the config, for ports PORT and PORT+1, made as
# Debian's is: the drop-ins of sshd_config.d/ first (the page's
# wizcastle.conf, with its shared account's Match, for the second port
# here), then the test's own
sshd_config() {
	{
		block wizcastle.conf
		block guest | subst 'User guest' "LocalPort $(($1 + 1))"
	} | rooted >"$root/etc/ssh/sshd_config.d/wizcastle.conf"
	cat <<EOF
Include $root/etc/ssh/sshd_config.d/*.conf
# wizcastle's test/t_ssh.sh: 127.0.0.1 only, its own key, the user
# running the test only.  StrictModes no: the files are in a temporary
# folder under /tmp, which all may write.
ListenAddress 127.0.0.1:$1
ListenAddress 127.0.0.1:$(($1 + 1))
HostKey $tmp/host_key
PidFile $tmp/sshd.pid
AllowUsers $user
PermitRootLogin prohibit-password
StrictModes no
UsePAM $pam
PrintMotd no
PrintLastLog no
LogLevel INFO
# The user's shell runs its startup files for every command, from
# HOME: here the test's own, empty, so that none of the user's runs
# (a ~/.bashrc running pyenv's init cost 1.5 s of CPU a login, and its
# rehash lock made the scripted logins wait up to 60 s each).
SetEnv HOME=$tmp/home
EOF
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
		[ $try -le 10 ] || fail ssh-sshd "a free port in 10 tries" "$(tail -n 3 "$tmp/sshd.log" | tr '\n' ' ')"
		port=$((20000 + $(od -An -N2 -tu2 /dev/urandom) % 39999))
		sshd_config $port >"$tmp/sshd_config"
		"$SSHD" -t -f "$tmp/sshd_config" 2>"$tmp/sshd.log" ||
		    fail ssh-sshd "sshd -t to pass" "$(head -n 3 "$tmp/sshd.log" | tr '\n' ' ')"
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
*"YOUR CHOICE ? E"*) ;;
*) fail ssh-sshd "a game over ssh" "$(tr '\n' ' ' <"$tmp/err") $(tail -n 5 "$tmp/sshd.log" | tr '\n' ' ')" ;;
esac
# the page's check of the settings, as the account gets them
run check || fail ssh-sshd "the page's check to run" "$(tr '\n' ' ' <"$tmp/run.out")"
for want in 'maxstartups 200:30:400' "authorizedkeysfile $keys" \
    'clientaliveinterval 30' 'clientalivecountmax 4'; do
	grep -q -x "$want" "$tmp/run.out" ||
	    fail ssh-sshd "sshd -T: $want" "$(tr '\n' ' ' <"$tmp/run.out")"
done
echo "ok ssh-sshd"

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
T new-session -d -s keep -x 80 -y 24 'exec sleep 3600' || fail ssh-drop "a tmux session" "tmux failed"
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

# gone_pid PID: the process is no more
gone_pid() {
	! kill -0 "$1" 2>/dev/null
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
login alice1 alice || fail ssh-drop "a tmux session" "tmux failed"
wait_screen alice1 'YOUR CHOICE ?' || fail ssh-drop "alice: a prompt" "$(tr '\n' '|' <"$tmp/screen.alice1")"
for a in 'E:SEX ?' 'F:INTELLIGENCE ?' '2:STRENGTH ?' '3:DEXTERITY ?' \
    '3:YOUR CHOICE ?' 'C:YOUR CHOICE ?' "M:GP's ?" 'Y:YOUR MOVE ?'; do
	answer alice1 "${a%%:*}" "${a#*:} *\$" ||
	    fail ssh-drop "alice: ${a#*:} after ${a%%:*}" "$(tr '\n' '|' <"$tmp/screen.alice1")"
done
from 'YOU ENTER THE CASTLE' "$tmp/screen.alice1" >"$tmp/alice.before"
ja=$(journal 'E|F|2|3|3|C|M|Y|')
[ -n "$ja" ] && [ "$(echo "$ja" | wc -l)" -eq 1 ] ||
    fail ssh-drop "one journal of alice's answers" "$(find "$state" -type f | tr '\n' ' ')"
drop alice1 || fail ssh-drop "alice's ssh gone after kill -9" "it still running"
settled || fail ssh-drop "alice's game gone within 30 s of her line dropped" "it still running"
login bob1 bob || fail ssh-drop "a tmux session" "tmux failed"
wait_screen bob1 'YOUR CHOICE ? *$' || fail ssh-drop "bob: a prompt" "$(tr '\n' '|' <"$tmp/screen.bob1")"
T capture-pane -p -S - -t bob1 >"$tmp/bob.all"
grep -q -e 'YOUR MOVE' -e resumed -e 'OK ELF' -e 'CHAINMAIL /' "$tmp/bob.all" &&
    fail ssh-drop "bob: a game of his own" "alice's: $(tr '\n' '|' <"$tmp/bob.all")"
grep -q 'YOU MAY BE AN ELF, DWARF, MAN, OR HOBBIT' "$tmp/bob.all" ||
    fail ssh-drop "bob: a new game" "$(tr '\n' '|' <"$tmp/bob.all")"
answer bob1 H 'SEX ?' && answer bob1 F 'INTELLIGENCE ? *$' ||
    fail ssh-drop "bob: the INTELLIGENCE prompt" "$(tr '\n' '|' <"$tmp/screen.bob1")"
jb=$(journal 'H|F|')
[ -n "$jb" ] && [ "$jb" != "$ja" ] || fail ssh-drop "a journal of bob's answers, not alice's" "none"
echo "ok ssh-drop"

# --- ssh-resume: alice again, bob still at his prompt
cp "$ja" "$tmp/ja"
cp "$jb" "$tmp/jb"
login alice2 alice || fail ssh-resume "a tmux session" "tmux failed"
wait_screen alice2 'YOUR MOVE ? *$' ||
    fail ssh-resume "alice resumed" "$(tr '\n' '|' <"$tmp/screen.alice2")"
# her last screen, less the line between it and the question that says
# the game goes on
from 'YOU ENTER THE CASTLE' "$tmp/screen.alice2" |
    grep -v '^wizcastle: your castle [0-9]* goes on$' >"$tmp/alice.after"
[ -s "$tmp/alice.before" ] && cmp -s "$tmp/alice.before" "$tmp/alice.after" ||
    fail ssh-resume "her last screen: $(tr '\n' '|' <"$tmp/alice.before")" "$(tr '\n' '|' <"$tmp/alice.after")"
[ "$(shown alice2)" = "$(seed "$ja")" ] ||
    fail ssh-resume "the seed of her journal, $(seed "$ja")" "$(shown alice2)"
cmp -s "$ja" "$tmp/ja" && cmp -s "$jb" "$tmp/jb" ||
    fail ssh-resume "both journals as they were" "$(tail -n +4 "$ja" | tr '\n' '|') $(tail -n +4 "$jb" | tr '\n' '|')"
answer bob1 3 'STRENGTH ? *$' || fail ssh-resume "bob: the STRENGTH prompt" "none"
[ "$(tail -n +4 "$jb" | tr '\n' '|')" = 'H|F|3|' ] && cmp -s "$ja" "$tmp/ja" ||
    fail ssh-resume "bob's answer in his journal alone" "$(tail -n +4 "$jb" | tr '\n' '|') $(tail -n +4 "$ja" | tr '\n' '|')"
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
login alice3 alice || fail ssh-takeover "a tmux session" "tmux failed"
wait_screen alice3 'YOUR MOVE ? *$' ||
    fail ssh-takeover "alice3: her game resumed" "$(tr '\n' '|' <"$tmp/screen.alice3")"
wait_screen alice2 '^wizcastle: your game went on at another login' ||
    fail ssh-takeover "alice2: the word of the takeover" "$(tr '\n' '|' <"$tmp/screen.alice2")"
poll 100 test -f "$tmp/exit.alice2" || fail ssh-takeover "alice2's ssh ended" "it still running"
answer alice3 M 'YOUR MOVE ? *$' || fail ssh-takeover "alice3: YOUR MOVE after M" "none"
[ "$(games_of alice)" -eq 1 ] || fail ssh-takeover "one game of alice's running" "$(games_of alice)"
[ "$(journal 'E|F|2|3|3|C|M|Y|M|')" = "$ja" ] ||
    fail ssh-takeover "her journal going on" "$(tail -n +4 "$ja" | tr '\n' '|')"
echo "ok ssh-takeover"

# --- ssh-race: two logins of alice's at once, her game at alice3: one
# game of hers at the end, her journal
login alice4 alice && login alice5 alice || fail ssh-race "a tmux session" "tmux failed"
poll 100 test -f "$tmp/exit.alice3" || fail ssh-race "alice3's ssh ended" "it still running"
poll 150 test -f "$tmp/exit.alice4" -o -f "$tmp/exit.alice5" ||
    fail ssh-race "one of the later logins ended" "both still running"
sleep 1
[ "$(games_of alice)" -eq 1 ] || fail ssh-race "one game of alice's running" "$(games_of alice)"
[ -f "$tmp/exit.alice4" ] && w=alice5 || w=alice4
wait_screen $w 'YOUR MOVE ? *$' || fail ssh-race "$w: her game resumed" "$(tr '\n' '|' <"$tmp/screen.$w")"
[ "$(journal 'E|F|2|3|3|C|M|Y|M|')" = "$ja" ] && [ "$(find "$state/wizcastle/players/alice" -maxdepth 1 -name '*.journal' | wc -l)" -eq 1 ] ||
    fail ssh-race "her one journal" "$(find "$state/wizcastle/players/alice" -name '*.journal' | tr '\n' ' ')"
echo "ok ssh-race"
hangup || fail ssh-race "no game within 30 s of the lines gone" "games still running"

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
    fail ssh-scripted "$N identical sessions" "$same; differ:$differ; $(cat "$tmp"/s.*.err | head -n 3 | tr '\n' ' ')"
echo "ok ssh-scripted ($N at once, $same identical)"

# --- ssh-script-refused: what castle-script must not pass on
for c in "-j $tmp/x" "-r $tmp/ja" "-u alice" "-s 1;id" gwbasic "-m" "-s 1 -s"; do
	echo | timeout 30 "$tmp/ssh" robot $c >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -eq 1 ] && grep -q 'castle-script: only -m MACHINE and -s SEED' "$tmp/err" &&
	    [ ! -e "$tmp/x" ] && ! grep -q YOUR "$tmp/out" ||
	    fail ssh-script-refused "$c refused" "status $rc, $(cat "$tmp/err" "$tmp/out" | head -n 2 | tr '\n' ' ')"
done
echo "ok ssh-script-refused"

# --- ssh-players: N players at once, each a game of their own, told
# apart by their answers
players=$(seq $N)
for pl in $players; do
	login "a$pl" "p$pl" || fail ssh-players "a tmux session" "tmux failed"
done
# all_at PROMPT: each player's screen waits at PROMPT
all_at() {
	for pl in $players; do
		wait_screen "a$pl" "$1 *\$" ||
		    fail ssh-players "player $pl: $1" "$(tr '\n' '|' <"$tmp/screen.a$pl")"
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
	    fail ssh-players "player $pl: one journal of their answers" "none or more"
	seed "$j" >"$tmp/seed.$pl"
done
for pl in $players; do
	drop "a$pl" || fail ssh-players "player $pl: ssh gone after kill -9" "it still running"
done
settled || fail ssh-players "no game within 30 s of the lines dropped" "games still running"
for pl in $players; do
	login "b$pl" "p$pl" || fail ssh-players "a tmux session" "tmux failed"
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
    fail ssh-players "$N resumed their own game, none another's" "$own their own, $other another's:$(echo "$what" | cut -c 1-300)"
echo "ok ssh-players ($own of $N resumed their own, $other another's)"
hangup || fail ssh-players "no game within 30 s of the lines gone" "games still running"

# --- ssh-guest: the shared account; alice's key, ForceCommand on the
# guest port
before=$(find "$state" -name '*.journal' | sort)
login g1 alice -p $guest || fail ssh-guest "a tmux session" "tmux failed"
wait_screen g1 'YOUR CHOICE ? *$' || fail ssh-guest "a prompt" "$(tr '\n' '|' <"$tmp/screen.g1")"
answer g1 H 'SEX ? *$' || fail ssh-guest "the SEX prompt" "none"
jg=$(journal 'H|')
[ -n "$jg" ] || fail ssh-guest "a journal of the guest's game" "none"
cp "$jg" "$tmp/jg"
drop g1 || fail ssh-guest "ssh gone after kill -9" "it still running"
settled || fail ssh-guest "the game gone within 30 s of its line dropped" "it still running"
login g2 alice -p $guest || fail ssh-guest "a tmux session" "tmux failed"
wait_screen g2 'YOUR CHOICE ? *$' || fail ssh-guest "a new game" "$(tr '\n' '|' <"$tmp/screen.g2")"
T capture-pane -p -S - -t g2 | grep -q -e resumed -e 'SEX ?' &&
    fail ssh-guest "a new game" "the dropped one resumed: $(tr '\n' '|' <"$tmp/screen.g2")"
cmp -s "$jg" "$tmp/jg" || fail ssh-guest "the dropped journal as it was" "it changed"
echo "ok ssh-guest"

# --- ssh-remove: the page's command takes bob's key away: his login is
# refused, his games stay, alice's key still plays
hangup || fail ssh-remove "no game within 30 s of the lines gone" "games still running"
run remove || fail ssh-remove "the page's command to run" "$(tr '\n' ' ' <"$tmp/run.out")"
grep -q -e '-u bob"' "$keys" && fail ssh-remove "bob's line gone from the keys" "it there"
timeout 30 "$tmp/ssh" bob </dev/null >"$tmp/out" 2>&1
rc=$?
[ $rc -eq 255 ] && grep -q 'Permission denied' "$tmp/out" ||
    fail ssh-remove "bob's login refused" "status $rc, $(head -n 2 "$tmp/out" | tr '\n' ' ')"
[ -n "$(find "$state/wizcastle/players/bob" -name '*.journal')" ] ||
    fail ssh-remove "bob's games kept" "them gone"
login alice6 alice || fail ssh-remove "a tmux session" "tmux failed"
wait_screen alice6 'YOUR MOVE ? *$' ||
    fail ssh-remove "alice: her game resumed" "$(tr '\n' '|' <"$tmp/screen.alice6")"
echo "ok ssh-remove"
hangup || fail ssh-remove "no game within 30 s of the lines gone" "games still running"

# --- ssh-spectator: the page's spectator key, its line added as
# written (rooted, the key the test's); zoe, a player added as the page
# adds one, plays at a terminal, watched
ssh-keygen -q -t ed25519 -N '' -C spectator -f "$tmp/keys/spectator" \
    </dev/null || fail ssh-spectator "ssh-keygen failed"
ssh-keygen -q -t ed25519 -N '' -C zoe -f "$tmp/keys/zoe" </dev/null ||
    fail ssh-spectator "ssh-keygen failed"
(cd "$tmp/keys" && PATH=$bin:$PATH sh -c "$(printf '%s\n' "$cmd" | subst alice zoe)") ||
    fail ssh-spectator "wizcastle-addplayer for zoe failed"
block 'spectator key' | rooted |
    subst 'ssh-ed25519 AAAA... spectator' "$(cat "$tmp/keys/spectator.pub")" >>"$keys"
grep -q "command=\"$bin/wizcastle -w\" ssh-ed25519" "$keys" ||
    fail ssh-spectator "no spectator's line from the page: $(tail -n 1 "$keys")"
case=golden/sorcerer/j002
# zoe_types FROM TO: zoe types the case's answers FROM to TO
zoe_types() {
	sed -n "$1,$2p" $case.in | while IFS= read -r l; do
		T send-keys -t zoe -l -- "$l" && T send-keys -t zoe Enter
	done
}
login zoe zoe || fail ssh-spectator "tmux failed"
wait_screen zoe 'YOUR CHOICE ? *$' ||
    fail ssh-spectator "zoe: no game: $(tr '\n' '|' <"$tmp/screen.zoe")"
zoe_types 1 3
wait_screen zoe 'SEX ? *$' ||
    fail ssh-spectator "zoe: not at SEX ?: $(tr '\n' '|' <"$tmp/screen.zoe")"
timeout 30 "$tmp/ssh" spectator </dev/null >"$tmp/who" 2>&1
rc=$?
[ $rc -eq 0 ] && grep -q '^zoe  *power sorcerer ' "$tmp/who" ||
    fail ssh-spectator "who: status $rc, $(tr '\n' '|' <"$tmp/who")"
for bad in 'zoe; id' '-u zoe' ../zoe 'zoe bob' -; do
	timeout 30 "$tmp/ssh" spectator "$bad" </dev/null >"$tmp/out" 2>&1
	rc=$?
	[ $rc -eq 1 ] && grep -q "^wizcastle: a player's name" "$tmp/out" &&
	    ! grep -q 'uid=' "$tmp/out" ||
	    fail ssh-spectator "'$bad': status $rc, $(head -n 2 "$tmp/out" | tr '\n' '|')"
done
T new-session -d -s spect -x 80 -y 24 \
    "sh '$tmp/run.sh' spect '$tmp' spectator -tt zoe" &&
    T set-option -w -t spect remain-on-exit on || fail ssh-spectator "tmux failed"
wait_screen spect 'SEX ? *$' ||
    fail ssh-spectator "at a terminal: $(tr '\n' '|' <"$tmp/screen.spect")"
T send-keys -t spect q
poll 100 test -f "$tmp/exit.spect" && grep -q 'EXIT=0' "$tmp/exit.spect" ||
    fail ssh-spectator "q at a terminal: $(cat "$tmp/exit.spect" 2>/dev/null)"
# in a pipe: its note on standard error, which ssh carries apart
timeout 120 "$tmp/ssh" spectator zoe </dev/null >"$tmp/spect.out" \
    2>"$tmp/spect.err" &
spect=$!
poll 200 grep -qs '^wizcastle: watching' "$tmp/spect.err" ||
    fail ssh-spectator "in a pipe: $(cat "$tmp/spect.out" "$tmp/spect.err" | tail -n 3 | tr '\n' '|')"
# her answers to her first YOUR MOVE (a player's key plays a castle at
# random: the case's answers after it would play another game), then Q,
# Y and N, which end any
k=$(awk '/YOUR MOVE \?/ { exit } { n += gsub(/\? /, "") } END { print n }' $case.out)
zoe_types 4 "$k"
wait_screen zoe 'YOUR MOVE ? *$' ||
    fail ssh-spectator "zoe: not at YOUR MOVE ?: $(tr '\n' '|' <"$tmp/screen.zoe")"
answer zoe Q 'QUIT ? *$' && answer zoe Y 'PLAY AGAIN ? *$' &&
    answer zoe N '^READY' ||
    fail ssh-spectator "zoe: her game did not end: $(grep -v '^ *$' "$tmp/screen.zoe" | tail -n 3 | tr '\n' '|')"
poll 600 gone_pid "$spect"
gone_pid "$spect" ||
    fail ssh-spectator "in a pipe: still watching 60 s after zoe's game ended: $(tail -n 2 "$tmp/spect.out" | tr '\n' '|')"
wait "$spect"
rc=$?
# her game as her journal keeps it, shown again to its end (-r)
j=$(ls -t "$state"/wizcastle/players/zoe/finished/*.journal | head -n 1)
"$W" -r "$j" </dev/null >"$tmp/zoe.out" 2>/dev/null
n=$(wc -c <"$tmp/spect.out")
[ $rc -eq 0 ] && [ "$n" -gt 1000 ] &&
    tail -c "$n" "$tmp/zoe.out" | cmp -s - "$tmp/spect.out" ||
    fail ssh-spectator "in a pipe: status $rc, not the end of her game: $(tail -n 2 "$tmp/spect.out" | tr '\n' '|')"
echo "ok ssh-spectator"
hangup || fail ssh-spectator "games still running 30 s after their lines were gone"

# --- ssh-pam: the other UsePAM, the same recipe: alice's game, the robot
if [ "$pam" = yes ] && grep -q 'not allowed because account is locked' "$tmp/sshd.log"; then
	echo "ok ssh-pam # skip: $user's password is locked, which UsePAM no never lets in"
	exit 0
fi
stop_sshd
[ "$pam" = no ] && pam=yes || pam=no
start_sshd
guest=$((port + 1))
client
login alice7 alice || fail ssh-pam "a tmux session" "tmux failed"
wait_screen alice7 'YOUR MOVE ? *$' ||
    fail ssh-pam "UsePAM $pam: alice's game resumed" "$(tr '\n' '|' <"$tmp/screen.alice7")"
case $(robot) in
*"YOUR CHOICE ? E"*) echo "ok ssh-pam # UsePAM $pam" ;;
*) fail ssh-pam "UsePAM $pam: a game through castle-script" "$(tr '\n' ' ' <"$tmp/err")" ;;
esac
hangup || fail ssh-pam "no game within 30 s of the lines gone" "games still running"
exit 0
