#!/bin/sh
# test/bench/watchers.sh: what 20 watchers cost a player (test/bench/run's last
# section; test/bench/watchers.c plays and times).
#
#	sh test/bench/watchers.sh BINARY CASE RUNS
#
# CASE (a golden case without its suffix, its folder's -m) played as a
# player's game, -u bench, its input from a pipe, in a state folder of
# its own: with no watcher and with 20 following it (-w bench), in
# turn, RUNS times each.  Rows: the player's wall and CPU time from
# its first answer on to its end, the best of the runs, each with 20
# against none; and the watchers' lag, each one's end after the
# player's, the most and the mean, in the run of the best wall time.
bin=$1 case=$2 runs=$3
count=20
watchers=test/bench/watchers
[ -x "$watchers" ] || { echo "test/bench/watchers.sh: no $watchers (make bench builds it)" >&2; exit 2; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
m=$(sed -n 's/.*-m \([a-z]*\).*/\1/p' "${case%/*}/args")
set -- $(XDG_STATE_HOME=$tmp "$watchers" -n "$runs" -w $count "$bin" bench \
    "$case.in" -m "$m" -s "$(cat "$case.seed")")
[ $# -eq 6 ] || set -- n/a n/a n/a n/a n/a n/a
awk -v w0="$1" -v c0="$2" -v w="$3" -v c="$4" -v lmax="$5" -v lmean="$6" \
    -v runs="$runs" -v n="$count" -v long="${case#golden/}" \
    -v moves="$(wc -l <"$case.in")" '
function na(v) { return v == "" || v == "n/a" }
function row(what, v, target, m) {
	printf "%-46s %15s  %-13s %s\n", what, v, target, m
}
function ratio(a, b) { return na(a) || na(b) || a <= 0 ? "n/a" : sprintf("%.2f", b / a) }
function met(r) { return na(r) ? "n/a" : r + 0 <= 1.1 ? "yes" : "NO" }
function secs(v) { return na(v) ? "n/a" : v " s" }
BEGIN {
	rw = ratio(w0, w)
	rc = ratio(c0, c)
	printf "\n"
	row("-w: " long ", " moves " moves, -u from a pipe", "", "", "")
	row("  the player'"'"'s wall time, best of " runs, secs(w0), "", "")
	row("    with " n " watchers (-w) following it", secs(w), "", "")
	row("    ratio", rw, "<= 1.1", met(rw))
	row("  the player'"'"'s CPU time (user + system)", secs(c0), "", "")
	row("    with " n " watchers", secs(c), "", "")
	row("    ratio", rc, "<= 1.1", met(rc))
	row("  a watcher'"'"'s end after the player'"'"'s: most", \
	    na(lmax) ? "n/a" : lmax " ms", "< 1,000 ms", \
	    na(lmax) ? "n/a" : lmax + 0 < 1000 ? "yes" : "NO")
	row("    mean", na(lmean) ? "n/a" : lmean " ms", "", "")
}'
