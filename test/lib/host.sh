# host.sh: sourced by the scripts that play over ssh (t_ssh.sh,
# t_abuse.sh), after tap.sh, with W (the binary), host_test (the test a
# failure to build the host is told as) and host_players (the players
# beyond the page's alice and bob, a key each) set: the host of
# wizcastle-host(7), built from the page's own text, and a real sshd of
# the test's own: /usr/sbin/sshd on a free port of 127.0.0.1, with its
# own config, host key and PidFile in a temporary folder, logging in the
# user running the tests (root in CI: its own config alone allows it,
# with keys); never the system's sshd, port 22 or /etc/ssh.  What it
# started it stops by PID.  Its config is made as Debian's is, an
# Include of sshd_config.d/ first, where the page's wizcastle.conf goes;
# the page's host (its account, its keys' file, its players) is made by
# the page's own commands, run as written, and its files are the page's
# blocks, taken as they are: the blocks marked `.\" t_ssh: NAME', rooted
# in the temporary folder as "rooted" below says (/etc/ and
# /usr/local/bin/ there, the account the user running the tests,
# guest's Match the second port's, Match LocalPort).  Of the page's
# commands only `systemctl reload ssh', which would reload the system's
# sshd, and the serial line's are not run.
#
#   host_fail NAME WANT GOT "not ok NAME: expected WANT, got GOT", with
#                           what sshd last complained of; the script ends
#   host_make               the page's account, keys' file and players
#                           (alice, bob, host_players, the robot's key
#                           and castle-script)
#   host_up                 the sshd started (start_sshd), $tmp/ssh its
#                           client (client), and a game played through
#                           the robot's key: UsePAM yes where the
#                           account's password is locked
#   start_sshd, stop_sshd   our sshd ($sshd_pid, and in $tmp/sshd.ours
#                           for the end's stop, should a subshell start
#                           it) on $port and $guest
#   $tmp/ssh KEY [-p PORT] [-tt] [COMMAND...]   ssh to it with KEY, from
#                           $ssh_from if set, else from an address of
#                           127.0.0.2 to .201 by its PID, as players come
#                           from many (the page's PerSourceMaxStartups)
#   add_player NAME [GAME]  NAME's key line by the page's command, its
#                           game GAME (a wrapper, game_wrapper) or
#                           $bin/wizcastle
#   game_wrapper FILE STATE [OPTION...]   FILE runs the tree's binary
#                           with its journals in STATE, and OPTIONs
#   login NAME KEY [ARG...] a tmux pane NAME, 80x24, ssh -tt with KEY
#                           (its pid in pid.NAME, its status in
#                           exit.NAME); enter, enter_all (p at a
#                           player's menu),
#                           on_screen, wait_screen, answer, drop
#                           (test/lib/tmux.sh), hangup, settled: as each
#                           says
#   journal_with, seed, shown_seed, from, games_of: what a game kept,
#                           and showed
SSHD=/usr/sbin/sshd
page=man/wizcastle-host.7

host_fail() {
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
	    host_fail "$host_test" "${tool%%:*} (Debian: ${tool#*:}; make deps installs it)" "none"
done
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac

tmp=$(mktemp -d) || exit 1
chmod 755 "$tmp"	# sshd's session, as the user, reads what is here
sshd_pid=
tmux_test=$host_test
. "$(dirname "$0")/lib/tmux.sh"	# T, on_screen, wait_screen, answer, drop
# stop: what the script started, by PID; host_stop, if the script has
# one, first
stop() {
	command -v host_stop >/dev/null 2>&1 && host_stop
	T kill-server 2>/dev/null
	if [ -n "$sshd_pid" ]; then
		kill "$sshd_pid" 2>/dev/null
		wait "$sshd_pid" 2>/dev/null
	fi
	# one that a subshell started (sshd.ours), if it is still ours
	if [ -s "$tmp/sshd.ours" ] &&
	    grep -q -s -F "$tmp/sshd_config" "/proc/$(cat "$tmp/sshd.ours")/cmdline"; then
		kill "$(cat "$tmp/sshd.ours")"
		poll 50 gone "$(cat "$tmp/sshd.ours")"
	fi
	clean "$tmp"
}
trap stop EXIT
trap 'exit 2' INT TERM HUP PIPE	# and stop what was started (EXIT)
user=$(id -un)
state=$tmp/state

# The page's host is rooted in $root: its /etc/ is $root/etc/ and its
# /usr/local/bin/ is $root/usr/local/bin/, where wizcastle is the tree's
# binary with its journals here and the sanitizers' options, the
# clear's wait and the log (WIZCASTLE_CLEAR_MS, WIZCASTLE_LOG,
# test/lib/tap.sh) passed on
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

game_wrapper() {
	gw_file=$1 gw_state=$2
	shift 2
	{
		echo '#!/bin/sh'
		printf 'exec env XDG_STATE_HOME=%s' "$gw_state"
		for v in ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS WIZCASTLE_CLEAR_MS \
		    WIZCASTLE_LOG; do
			eval "val=\${$v-}"
			[ -n "$val" ] && printf " %s='%s'" "$v" "$val"
		done
		printf ' %s' "$W" "$@"
		printf ' "$@"\n'
	} >"$gw_file" && chmod 755 "$gw_file"
}
game_wrapper "$bin/wizcastle" "$state"
sed "s|^game=.*|game=$bin/wizcastle|" host/wizcastle-addplayer >"$bin/wizcastle-addplayer"
chmod 755 "$bin/wizcastle-addplayer"

# block NAME: the lines of the page's literal block marked `t_ssh: NAME'
. "$(dirname "$0")/lib/page.sh"	# page_block FILE MARK
block() {
	page_block "$page" "t_ssh: $1"
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

# run_block NAME: the commands of block NAME, each as written (rooted), in
# $tmp/keys; what they print in $tmp/run.out; 1 at the first that fails
run_block() {
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

# add_player NAME [GAME]: the page's command that adds alice, for NAME
# (its key $tmp/keys/NAME.pub), by a wizcastle-addplayer whose game is
# GAME (or $bin/wizcastle)
add_player() {
	ap_path=$bin
	if [ -n "${2-}" ]; then
		ap_path=$tmp/add.${2##*/}
		mkdir -p "$ap_path" &&
		    sed "s|^game=.*|game=$2|" host/wizcastle-addplayer >"$ap_path/wizcastle-addplayer" &&
		    chmod 755 "$ap_path/wizcastle-addplayer" || return 1
	fi
	ap_cmd=$(commands add | grep -e ' alice ' | subst alice "$1")
	[ -n "$ap_cmd" ] &&
	    (cd "$tmp/keys" && PATH=$ap_path:$bin:$PATH sh -c "$ap_cmd") >/dev/null
}

# host_make: the page's account, keys' file and players
host_make() {
	host_account
	# The keys' file, by the page's commands: its owner's (root's in
	# CI), mode 644, in a folder of 755
	run_block keys || host_fail "$host_test" "the page's keys' file made" "$(tr '\n' ' ' <"$tmp/run.out")"
	[ "$(stat -c '%a %u' "$keys" "${keys%/*}" | tr '\n' ' ')" = "644 $(id -u) 755 $(id -u) " ] ||
	    host_fail "$host_test" "the keys' file and its folder root's, not the account's to write" "$(stat -c '%n %a %u' "$keys" "${keys%/*}" | tr '\n' ' ')"
	host_players
	ssh-keygen -q -t ed25519 -N '' -C wizcastle-test -f "$tmp/host_key" </dev/null ||
	    host_fail "$host_test" "a key made" "ssh-keygen failed"
	# sshd as root needs its privilege separation folder, made at boot
	# by the system's sshd service: made here if missing, and left
	# (empty, in /run, gone at the next boot) as the system's sshd
	# would have it.
	if [ "$(id -u)" -eq 0 ] && [ ! -d /run/sshd ]; then
		mkdir -m 755 /run/sshd || host_fail "$host_test" "/run/sshd made" "mkdir failed"
		echo "# ${0##*/}: made /run/sshd, sshd's privilege separation folder"
	fi
}

# The account, by the page's commands, in $root/etc/passwd and shadow
# (useradd --prefix edits the files there): its shell runs a command.
# Only root can; the sshd logs in the user running the test all the same.
host_account() {
	[ "$(id -u)" -eq 0 ] || return 0
	echo 'root:x:0:0:root:/root:/bin/sh' >"$root/etc/passwd"
	echo 'root:x:0:' >"$root/etc/group"
	echo 'root:*:19000:0:99999:7:::' >"$root/etc/shadow"
	echo 'root:*::' >"$root/etc/gshadow"
	run_block account || host_fail "$host_test" "the page's account made" "$(tr '\n' ' ' <"$tmp/run.out")"
	grep -q "^castle:.*:/bin/sh\$" "$root/etc/passwd" &&
	    grep -q "^castle:\\*:" "$root/etc/shadow" && [ -d "$root/home/castle" ] ||
	    host_fail "$host_test" "the page's account, its shell and password as the page says" "$(grep -h "^castle:" "$root/etc/passwd" "$root/etc/shadow" | tr '\n' ' ')"
}

# The players' keys, added by the page's commands (alice's, bob's, and
# alice's with a player's name for the others'), alice's line the
# page's; the robot's key runs castle-script, the page's
host_players() {
	for k in alice bob $host_players robot; do
		ssh-keygen -q -t ed25519 -N '' -C "$k" -f "$tmp/keys/$k" </dev/null ||
		    host_fail "$host_test" "a key made" "ssh-keygen failed"
	done
	run_block add || host_fail "$host_test" "the page's wizcastle-addplayer to run" "$(tr '\n' ' ' <"$tmp/run.out")"
	line=$(block 'key line' | rooted |
	    subst 'ssh-ed25519 AAAA... alice' "$(cut -d ' ' -f 1-2 "$tmp/keys/alice.pub") alice")
	[ -n "$line" ] && [ "$(grep -e '-u alice[ "]' "$keys")" = "$line" ] ||
	    host_fail "$host_test" "alice's line as the page shows it: $line" "$(grep -e '-u alice[ "]' "$keys")"
	for k in $host_players; do
		add_player "$k" || host_fail "$host_test" "wizcastle-addplayer for $k to run" "it failed"
	done
	block 'script key' | rooted |
	    subst "ssh-ed25519 AAAA... robot" "$(cat "$tmp/keys/robot.pub")" >>"$keys"
	block castle-script | rooted >"$bin/castle-script"
	chmod 755 "$bin/castle-script"
	hp_n=$(echo alice bob $host_players robot | wc -w)
	[ "$(grep -c . "$keys")" -eq "$hp_n" ] && grep -q 'restrict,command=' "$keys" &&
	    grep -q SSH_ORIGINAL_COMMAND "$bin/castle-script" ||
	    host_fail "$host_test" "a line for each player and the robot, $hp_n" "$(grep -c . "$keys") lines"
}

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
# wizcastle's test/lib/host.sh: 127.0.0.1 only, its own key, the user
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
# it is taken; $guest the second port
start_sshd() {
	try=0
	while :; do
		try=$((try + 1))
		[ $try -le 10 ] || host_fail "$host_test" "a free port in 10 tries" "$(tail -n 3 "$tmp/sshd.log" | tr '\n' ' ')"
		port=$((20000 + $(od -An -N2 -tu2 /dev/urandom) % 39999))
		sshd_config $port >"$tmp/sshd_config"
		"$SSHD" -t -f "$tmp/sshd_config" 2>"$tmp/sshd.log" ||
		    host_fail "$host_test" "sshd -t to pass" "$(head -n 3 "$tmp/sshd.log" | tr '\n' ' ')"
		"$SSHD" -D -e -f "$tmp/sshd_config" 2>"$tmp/sshd.log" &
		sshd_pid=$!
		poll 100 up
		if listening $port; then
			guest=$((port + 1))
			echo "$sshd_pid" >"$tmp/sshd.ours"
			return 0
		fi
		stop_sshd
	done
}
stop_sshd() {
	kill "$sshd_pid" 2>/dev/null
	wait "$sshd_pid" 2>/dev/null
	sshd_pid=
	rm -f "$tmp/sshd.ours"
}
pam=no

# Our sshd's key, the only one known: a session that reaches another
# server fails.  $tmp/ssh KEY [-p PORT] [-tt] [COMMAND...]: ssh to our
# sshd, as the user, with KEY and nothing of the user's own ssh set-up;
# 20 s at most to connect, or $connect_timeout.  The key exchange
# curve25519 (one the host offers, as every OpenSSH does), not the
# client's first choice, sntrup761x25519, whose keys cost some 0.1 s of
# CPU a login: 200 logins at once took 84 s of CPU with it, 63 without.
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
    -o IdentityAgent=none -o BatchMode=yes -o ConnectTimeout=\${connect_timeout:-20} \\
    -o UserKnownHostsFile="$tmp/known_hosts" -o GlobalKnownHostsFile=/dev/null \\
    -o StrictHostKeyChecking=yes -o LogLevel=ERROR \\
    -o BindAddress=\${ssh_from:-127.0.0.\$((\$\$ % 200 + 2))} \\
    -o KexAlgorithms=curve25519-sha256 "$user@127.0.0.1" -- "\$@"
EOF
	chmod 755 "$tmp/ssh"
}

# robot: a game through the robot's key and castle-script, its output
robot() {
	printf 'E\n' | timeout 30 "$tmp/ssh" robot -m gwbasic -s 1 2>"$tmp/err"
}

# host_up: the sshd, its client, and the robot's game.  An account
# whose password is locked (! in /etc/shadow, as root's may be) sshd
# without PAM lets in by no means: then UsePAM yes, and it says so.
host_up() {
	start_sshd
	client
	out=$(robot)
	case $out in
	*"YOUR CHOICE ? E"*) ;;
	*)
		if grep -q 'not allowed because account is locked' "$tmp/sshd.log"; then
			echo "# ${0##*/}: $user's password is locked, and sshd without PAM lets no one in to a locked account: UsePAM yes"
			stop_sshd
			pam=yes
			start_sshd
			client
			out=$(robot)
		fi
		;;
	esac
	case $out in
	*"YOUR CHOICE ? E"*) ;;
	*) host_fail "$host_test" "a game over ssh" "$(tr '\n' ' ' <"$tmp/err") $(tail -n 5 "$tmp/sshd.log" | tr '\n' ' ')" ;;
	esac
	host_panes
}

# The pane runs this: ssh with KEY (its pid in pid.NAME), then its exit
# status in exit.NAME.
#   run.sh NAME KEY [ARG...]
# and a pane that keeps the tmux server from exiting
host_panes() {
	cat >"$tmp/run.sh" <<'EOF'
name=$1 tmp=$2
shift 2
sh -c 'echo $$ >"$0.tmp"; mv "$0.tmp" "$0"; exec "$@"' \
    "$tmp/pid.$name" "$tmp/ssh" "$@"
echo "EXIT=$?" >"$tmp/exit.$name.tmp"
mv "$tmp/exit.$name.tmp" "$tmp/exit.$name"
EOF
	T new-session -d -s keep -x 80 -y 24 'exec sleep 3600' ||
	    host_fail "$host_test" "a tmux session" "tmux failed"
}

# hangup: every session's pane closed (the ssh in it hangs up), but the
# one that keeps the tmux server from exiting, and the games all gone
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

# enter NAME: at the menu a player's key runs (-M: its last choice,
# "q) quit", on the screen), p: the game the command alone would play
enter() {
	wait_screen "$1" '^q) quit' && T send-keys -t "$1" p
}

# enter_all NAME...: enter at every pane NAME, their menus awaited
# together and each p typed by one tmux (test/lib/tmux.sh's
# wait_screens); status 1, nothing typed, if one has no menu in 30 s
enter_all() {
	wait_screens '^q) quit' "$@" || return 1
	for e_n; do
		set -- "$@" send-keys -t "$e_n" p \;
		shift
	done
	T "$@"
}

# games: a game runs, one of ours (an argument of a process is $W)
games() {
	grep -l -s -z -x -F -e "$W" /proc/[0-9]*/cmdline >/dev/null
}

# games_of NAME: how many games of player NAME run (their command line
# is $W ... -u NAME, and the options after it; the menu, -M, no game)
games_of() {
	go_n=0
	# those with $W an argument first, in one grep, not a tr and two
	# greps for each process of the machine (some hundreds a call)
	for f in $(grep -l -s -z -x -F -e "$W" /proc/[0-9]*/cmdline); do
		case $({ tr '\0' ' ' <"$f"; } 2>/dev/null) in
		*" -M "*) ;;
		"$W "*"-u $1 "*) go_n=$((go_n + 1)) ;;
		esac
	done
	echo $go_n
}

# games_one NAME: one game of NAME's runs, no more: a game that went
# on elsewhere (a takeover, a drop) may take a moment to exit under
# load, so callers poll it
games_one() {
	[ "$(games_of "$1")" -eq 1 ]
}

# settled: no game of ours runs any more (30 s at most): each saw its
# line go, and let its journal go
no_games() {
	! games
}
settled() {
	poll 300 no_games
}

# journal_with ANSWERS: the unfinished journal under $state whose answers are
# ANSWERS (each followed by |), or nothing
journal_with() {
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

# shown_seed NAME: the seed of the resumed game, as the line on the screen
# (the standard error of the game) says
shown_seed() {
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
