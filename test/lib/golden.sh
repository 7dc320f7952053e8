# golden.sh: sourced by the tests that play the golden cases (test/run,
# t_pager.sh): the one way a case is played.
#
#   golden_play IN [OPTION...]  golden/FOLDER/NAME.in played by
#                               $WIZCASTLE (default ./wizcastle) with
#                               its folder's args, its seed (NAME.seed;
#                               "none": the listing as published, no -s)
#                               and the OPTIONs, 20 s at most; the
#                               output on standard output, the status
#                               the program's (124: out of time)

golden_play() {
	g_in=$1
	shift
	g_seed=$(cat "${g_in%.in}.seed")
	if [ "$g_seed" = none ]; then
		set -- $(cat "${g_in%/*}/args") "$@"
	else
		set -- $(cat "${g_in%/*}/args") -s "$g_seed" "$@"
	fi
	timeout 20 "${WIZCASTLE:-./wizcastle}" "$@" <"$g_in"
}
