# golden.sh: sourced by the tests that play the golden cases (test/run,
# t_pager.sh, t_journal.sh): the one way a case is played, and the one
# place its folder's args and its seed are read.
#
#   golden_options IN           the options golden/FOLDER/NAME.in is
#                               played with, a word a line: its folder's
#                               args, then -s and its seed (NAME.seed;
#                               "none": the listing as published, no -s)
#   golden_option IN -X         the value golden_options gives -X (the
#                               machine of -m, the seed of -s), or
#                               nothing
#   golden_run IN [OPTION...]   $WIZCASTLE (default ./wizcastle) with
#                               IN's options and the OPTIONs, on standard
#                               input as given (IN, or a cut of it), 20 s
#                               at most; the status the program's (124:
#                               out of time)
#   golden_play IN [OPTION...]  golden_run on IN itself: the case played
#                               whole, its output on standard output

golden_options() {
	for g_word in $(cat "${1%/*}/args"); do
		printf '%s\n' "$g_word"
	done
	g_seed=$(cat "${1%.in}.seed")
	[ "$g_seed" = none ] || printf '%s\n' -s "$g_seed"
}

golden_option() {
	golden_options "$1" | sed -n "/^$2\$/{n;p;q;}"
}

golden_run() {
	g_in=$1
	shift
	set -- $(golden_options "$g_in") "$@"
	timeout 20 "${WIZCASTLE:-./wizcastle}" "$@"
}

golden_play() {
	golden_run "$@" <"$1"
}
