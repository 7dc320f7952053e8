# poll.sh: sourced by the tests that wait for something (t_signals.sh,
# t_tty.sh, t_console.sh, t_journal.sh, t_journal_tty.sh); every wait is
# bounded.

# poll TENTHS COMMAND...: COMMAND every tenth of a second until it
# succeeds (status 0), or TENTHS times in vain (status 1)
poll() {
	n=$1
	shift
	i=0
	while [ $i -lt "$n" ]; do
		"$@" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
