# tmux.sh: sourced by the terminal tests (t_tty.sh, t_console.sh,
# t_journal_tty.sh, ...; test/lib/host.sh for the panes of ssh
# sessions), once W (the binary), tmp (the test's folder) and
# tmux_test (its name) are set, and test/lib/tap.sh sourced (clean): a tmux server of the test's own (never
# the user's, even when run inside tmux), stopped at the exit with tmp
# removed; panes of 80x24 that play $tmp/run.sh, and bounded waits on
# what they show.  Without tmux: "not ok", and the test ends.
#
#   T ARG...                tmux, on the test's own server
#   start NAME ARG...       a pane NAME running
#                           sh $tmp/run.sh NAME $tmp $W ARG..., its output
#                           recorded raw in $tmp/raw.NAME; run.sh begins
#                           with . "$tmp/go.sh", which waits for
#                           $tmp/go.NAME, made once the recording runs
#   on_screen NAME REGEX    the pane has a line matching REGEX (the pane
#                           kept in $tmp/screen.NAME)
#   wait_screen NAME REGEX  on_screen, polled 30 s at most (a bound
#                           for a machine under load: a test that
#                           passes waits no more than it must)
#   wait_file FILE          the file is there, polled 30 s at most
#   shown NAME              the pane's last screen kept (on_screen), its
#                           last 6 lines not blank, joined by |: what
#                           came, in a failure's words
#   screens NAME...         each pane's screen kept in $tmp/screen.NAME,
#                           all by one tmux and one awk
#   wait_screens REGEX NAME...  every pane NAME has a line matching
#                           REGEX, polled 30 s at most: a tmux, an awk
#                           and a grep a tenth of a second for them all
#   answer NAME TEXT REGEX  type TEXT and Enter, wait for REGEX
#   drop NAME               the line of NAME's pane drops: kill -9 of the
#                           process in $tmp/pid.NAME, then its run.sh's
#                           exit.NAME waited for (30 s at most each)
#   in_raw NAME TEXT        what NAME sent the terminal ($tmp/raw.NAME)
#                           holds TEXT

if ! command -v tmux >/dev/null 2>&1; then
	echo "not ok $tmux_test: $(expected "tmux (Debian: tmux; make deps installs it)" "none")"
	exit 0
fi
case $W in
/*) ;;
*) W=$(pwd)/$W ;;
esac
unset TMUX
sock=wiz$$
T() {
	tmux -u -L "$sock" -f /dev/null "$@"	# -u: a UTF-8 terminal
}
trap 'T kill-server 2>/dev/null; clean "$tmp"' EXIT
trap 'exit 2' INT TERM HUP PIPE	# and stop what was started (EXIT)

# What each run.sh sources first, name and tmp set: wait (10 s at most)
# for $tmp/go.$name, so that pipe-pane sees all the pane prints.
cat >"$tmp/go.sh" <<'EOF'
i=0
while [ ! -f "$tmp/go.$name" ] && [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done
EOF

start() {
	cmd="sh '$tmp/run.sh' '$1' '$tmp' '$W'"
	n=$1
	shift
	for a; do
		cmd="$cmd '$a'"
	done
	T new-session -d -s "$n" -x 80 -y 24 "$cmd" || return 1
	T set-option -w -t "$n" remain-on-exit on	# the screen after the end
	T pipe-pane -o -t "$n" "cat >>'$tmp/raw.$n'"
	: >"$tmp/go.$n"
}

on_screen() {
	T capture-pane -p -t "$1" >"$tmp/screen.$1" 2>/dev/null &&
	    grep -q -- "$2" "$tmp/screen.$1"
}

wait_screen() {
	poll 300 on_screen "$1" "$2"
}

wait_file() {
	poll 300 test -f "$1"
}

shown() {
	grep -v '^ *$' "$tmp/screen.$1" 2>/dev/null | tail -n 6 | tr '\n' '|'
}

answer() {
	T send-keys -t "$1" "$2" Enter
	wait_screen "$1" "$3"
}

drop() {
	wait_file "$tmp/pid.$1" && kill -9 "$(cat "$tmp/pid.$1")" 2>/dev/null &&
	    wait_file "$tmp/exit.$1"
}

in_raw() {
	LC_ALL=C grep -a -q -F -- "$2" "$tmp/raw.$1" 2>/dev/null
}

screens() {
	for s_n; do
		set -- "$@" display-message -p "==pane== $s_n" \; \
		    capture-pane -p -t "$s_n" \;
		shift
	done
	T "$@" 2>/dev/null | awk -v tmp="$tmp" '
	    /^==pane== / { f = tmp "/screen." substr($0, 10); printf "" >f; next }
	    f != "" { print >f }'
}

# all_screens REGEX NAME...: screens, and each has a line matching REGEX
all_screens() {
	a_re=$1
	shift
	screens "$@"
	for a_n; do
		set -- "$@" "$tmp/screen.$a_n"
		shift
	done
	[ -z "$(grep -L -- "$a_re" "$@" 2>&1)" ]
}

wait_screens() {
	poll 300 all_screens "$@"
}
