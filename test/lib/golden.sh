# golden.sh: sourced by the tests that play the golden cases (test/run,
# t_pager.sh, t_journal.sh, t_xlog.sh): the one way a case is played, and
# the one place its folder's args and its seed are read.
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
#   golden_same WANTS GOTS      status 0: each file of the list GOTS (words
#                               apart) is, byte for byte, the file of the
#                               list WANTS in its place: all at once, one
#                               cmp of them all, each as long as its own
#                               (wc -c), whatever their number
#   golden_cases IN...          each case played whole and compared with
#                               its .out: "ok golden/FOLDER/NAME", or "not
#                               ok" with why and the first lines of diff
#                               -u; the output kept in $OUT/FOLDER/NAME.out
#                               (and .err) when it fails
#
# A case costs the program's run and little more: a folder's args are read
# once (g_args, for the folder g_dir), a seed by the shell's read, no
# subshell, cat or sed a case (make test plays some 540); the outputs of
# all the cases given are compared at once (a cmp of them all, each as
# long as its case's), a case alone only when that finds a difference.

# golden_words IN: g_words, the options IN is played with, one a word
golden_words() {
	if [ "${1%/*}" != "${g_dir-}" ]; then
		g_dir=${1%/*} g_args=
		while read -r g_line || [ -n "$g_line" ]; do
			g_args="$g_args $g_line"
		done <"$g_dir/args"
	fi
	g_seed=none
	read -r g_seed <"${1%.in}.seed"
	g_words=$g_args
	[ "$g_seed" = none ] || g_words="$g_words -s $g_seed"
}

golden_options() {
	golden_words "$1"
	for g_word in $g_words; do
		printf '%s\n' "$g_word"
	done
}

golden_option() {
	golden_words "$1"
	g_want=$2 g_next=no
	for g_word in $g_words; do
		if [ $g_next = yes ]; then
			printf '%s\n' "$g_word"
			return
		fi
		[ "$g_word" = "$g_want" ] && g_next=yes
	done
}

golden_run() {
	g_in=$1
	shift
	golden_words "$g_in"
	set -- $g_words "$@"
	timeout 20 "${WIZCASTLE:-./wizcastle}" "$@"
}

golden_play() {
	golden_run "$@" <"$1"
}

golden_same() {
	g_dir_same=$(mktemp -d) || return 2
	cat $1 >"$g_dir_same/wants" 2>/dev/null
	cat $2 >"$g_dir_same/gots" 2>/dev/null
	g_gots=$2
	set -- $1
	wc -c -- "$@" $g_gots 2>/dev/null | awk -v n=$# '
	    NR <= n { want[NR] = $1 }
	    NR > n && NR <= 2 * n && $1 != want[NR - n] { d = 1 }
	    END { exit d || NR < 2 * n }' &&
	    cmp -s "$g_dir_same/wants" "$g_dir_same/gots"
	set -- $?
	rm -rf "$g_dir_same"
	return "$1"
}

golden_cases() {
	g_tmp=$(mktemp -d) || return 2
	g_n=0 g_wants= g_gots= g_rcs=
	for g_case; do
		[ -f "$g_case" ] || continue	# GOLDEN=/dev/null: none
		g_n=$((g_n + 1))
		golden_play "$g_case" >"$g_tmp/$g_n.out" 2>"$g_tmp/$g_n.err"
		g_rcs="$g_rcs $?"
		g_wants="$g_wants ${g_case%.in}.out" g_gots="$g_gots $g_tmp/$g_n.out"
	done
	g_same=no
	[ $g_n -gt 0 ] && [ -z "$(echo $g_rcs | tr -d ' 0')" ] &&
	    golden_same "$g_wants" "$g_gots" && g_same=yes
	g_n=0
	set -- $g_rcs
	for g_case in $g_wants; do
		g_n=$((g_n + 1)) g_rc=$1
		shift
		g_name=${g_case%/*}
		g_name=${g_name##*/}/${g_case##*/}
		g_name=${g_name%.out}
		if [ $g_same = yes ] || { [ $g_rc -eq 0 ] &&
		    cmp -s "golden/$g_name.out" "$g_tmp/$g_n.out"; }; then
			echo "ok golden/$g_name"
			continue
		fi
		mkdir -p "$OUT/${g_name%/*}"
		cp "$g_tmp/$g_n.out" "$OUT/$g_name.out"
		[ -s "$g_tmp/$g_n.err" ] && cp "$g_tmp/$g_n.err" "$OUT/$g_name.err"
		if [ $g_rc -ne 0 ]; then
			echo "not ok golden/$g_name: exit status $g_rc $(head -n 3 "$g_tmp/$g_n.err" | tr '\n' ' ')"
		else
			echo "not ok golden/$g_name: output differs, kept in $OUT/$g_name.out"
		fi
		diff -u "golden/$g_name.out" "$OUT/$g_name.out" | head -n 40
	done
	rm -rf "$g_tmp"
}
