# scenario.sh: what the scripts of players at tmux panes share (t_players,
# t_full, t_limits), sourced after tmux.sh, tmp and W set:
#   $tmp/run.sh            the pane's script (tmux.sh's start runs it):
#                          run.sh NAME TMP WIZCASTLE [ARG...] waits for the
#                          go file, plays (the game's pid in pid.NAME, its
#                          stderr in err.NAME), records the exit status in
#                          exit.NAME; TMP/state.NAME, TMP/umask.NAME and
#                          TMP/limit.NAME, where they are, give NAME's
#                          XDG_STATE_HOME, umask and file size limit
#   fail TEST WHY          not ok, and the scenario (a subshell) ends
#   answer NAME TEXT REGEX type TEXT and Enter, wait for REGEX
#   lines FILE             its lines joined by |
#   journals FOLDER        the unfinished journals in it, one a line
cat >"$tmp/run.sh" <<'EOF2'
name=$1 tmp=$2 W=$3
shift 3
trap : INT HUP TERM
. "$tmp/go.sh"
stty -echoctl
if [ -f "$tmp/state.$name" ]; then
	XDG_STATE_HOME=$(cat "$tmp/state.$name")
	export XDG_STATE_HOME
fi
if [ -f "$tmp/umask.$name" ]; then
	umask "$(cat "$tmp/umask.$name")"
fi
if [ -f "$tmp/limit.$name" ]; then
	trap '' XFSZ	# a write past the limit fails, EFBIG
	ulimit -f "$(cat "$tmp/limit.$name")"
fi
sh -c 'echo $$ >"$0.tmp"; mv "$0.tmp" "$0"; exec "$@"' \
    "$tmp/pid.$name" "$W" "$@" 2>"$tmp/err.$name"
echo "EXIT=$?" >"$tmp/exit.$name.tmp"
mv "$tmp/exit.$name.tmp" "$tmp/exit.$name"
EOF2

fail() {
	echo "not ok $1: $2"
	exit 0
}

answer() {
	T send-keys -t "$1" "$2" Enter
	wait_screen "$1" "$3"
}

lines() {
	tr '\n' '|' <"$1" 2>/dev/null
}

journals() {
	find "$1" -maxdepth 1 -name '*.journal' -type f 2>/dev/null
}
