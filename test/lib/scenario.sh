# scenario.sh: what the scripts of players at tmux panes share (t_players,
# t_full, t_limits), sourced after tmux.sh, tmp and W set:
#   $tmp/run.sh            the pane's script (tmux.sh's start runs it):
#                          run.sh NAME TMP WIZCASTLE [ARG...] waits for the
#                          go file, plays (the game's pid in pid.NAME, its
#                          stderr in err.NAME), records the exit status in
#                          exit.NAME; TMP/state.NAME, TMP/umask.NAME and
#                          TMP/limit.NAME, where they are, give NAME's
#                          XDG_STATE_HOME, umask and file size limit
#   scenario NAME [PLAYER] the test $scenario_tests-NAME (scenario_tests
#                          set: full, limits, players)
#   journals FOLDER        the unfinished journals in it, one a line
# (fail, lines: test/lib/tap.sh; answer, drop: test/lib/tmux.sh)
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

# scenario NAME [PLAYER]: the test $scenario_tests-NAME, run by the
# function ${scenario_tests}_NAME (t the test's name, d PLAYER's folder
# under $state/players), in a subshell: fail ends it alone; a trailing _
# of NAME (a shell word, as case_) left out
scenario() {
	want "$scenario_tests-${1%_}" || return 0
	(
		t=$scenario_tests-${1%_} d=${state-}/players/${2-}
		"${scenario_tests}_${1%_}"
	)
}

journals() {
	find "$1" -maxdepth 1 -name '*.journal' -type f 2>/dev/null
}
