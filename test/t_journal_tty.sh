#!/bin/sh
# t_journal_tty.sh: the journal at a terminal, in tmux panes of 80x24,
# with HOME and XDG_STATE_HOME in a folder of the test's own.
#
#   journal-tty-kill       answers typed, kill -9, wizcastle again: the
#                          last screen, from its form feed, up to the
#                          prompt it was waiting at; one line on stderr;
#                          an answer, and the game goes on
#   journal-tty-interrupt  ^C: status 0, stderr says where the game is
#                          kept and how to go on; wizcastle again resumes
#                          it, the answers shown after their prompts
#   journal-tty-hangup     the terminal gone (SIGHUP): resumed again
#   journal-tty-eof        ^D at an empty prompt: status 0, stderr says so;
#                          resumed again
#   journal-tty-two        one game at a time: a second wizcastle hangs the
#                          first up and goes on with its game, one journal
#                          with the answers of both
#   journal-tty-new        -n: a new game, the unfinished ones kept, as
#                          one line on stderr says, with how to list them
#   journal-tty-replayed   -r of a finished journal: the game shown again to
#                          its end, the file unchanged, byte for byte
#   journal-tty-finished   a game that ends by itself: its journal moves to
#                          finished/, beside the 11 there, all kept (within
#                          -l's 1 MiB, not a count); folders 0700, files 0600
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
tmux_test=journal-tty
echo 1..8	# its tests (test/run counts those not run as failed)
. "$(dirname "$0")/lib/tmux.sh"	# T, start, on_screen, wait_screen, wait_file
home=$tmp/home
state=$home/state/wizcastle
mkdir -p "$home"

# The pane runs this: wait for the go file, play (the game's pid in
# pid.NAME, its stderr in err.NAME), record the exit status.
#   run.sh NAME TMP WIZCASTLE [ARG...], HOME in TMP/home
cat >"$tmp/run.sh" <<'EOF'
name=$1 tmp=$2 W=$3 home=$2/home
shift 3
trap : INT HUP TERM
. "$tmp/go.sh"
stty -echoctl
HOME=$home XDG_STATE_HOME=$home/state \
    sh -c 'echo $$ >"$0.tmp"; mv "$0.tmp" "$0"; exec "$@"' \
    "$tmp/pid.$name" "$W" "$@" 2>"$tmp/err.$name"
echo "EXIT=$?" >"$tmp/exit.$name.tmp"
mv "$tmp/exit.$name.tmp" "$tmp/exit.$name"
EOF

# answer NAME TEXT REGEX: type TEXT and Enter, wait for REGEX
answer() {
	T send-keys -t "$1" "$2" Enter
	wait_screen "$1" "$3"
}

# unfinished: the unfinished journals, one a line
unfinished() {
	ls "$state"/*.journal 2>/dev/null
}

# answers FILE: the journal's answers on one line, separated by |
answers() {
	tail -n +4 "$1" | tr '\n' '|'
}

# the screen of NAME, its lines matching REGEX counted
lines() {
	grep -c -- "$2" "$tmp/screen.$1"
}

# fail TEST WHY: not ok, and the scenario (a subshell) ends; the next
# one runs all the same, and says what it finds
fail() {
	echo "not ok $1: $2"
	exit 0
}

# Each scenario runs in a subshell, one after the other on the same
# games: fail ends it alone.

# --- kill -9
(
start K1
wait_screen K1 'YOUR CHOICE ?' || fail journal-tty-kill "$(expected "YOUR CHOICE ?" "$(shown K1)")"
answer K1 E '^SEX ?' || fail journal-tty-kill "$(expected "SEX ?" "$(shown K1)")"
answer K1 M 'INTELLIGENCE ?' || fail journal-tty-kill "$(expected "INTELLIGENCE ?" "$(shown K1)")"
j=$(unfinished)
[ "$(echo "$j" | wc -l)" -eq 1 ] && [ -n "$j" ] ||
    fail journal-tty-kill "not one journal in $state: $j"
[ "$(answers "$j")" = "E|M|" ] || fail journal-tty-kill "the journal: $(expected "E|M|" "$(answers "$j")")"
wait_file "$tmp/pid.K1" || fail journal-tty-kill "no pid"
kill -9 "$(cat "$tmp/pid.K1")"
wait_file "$tmp/exit.K1" || fail journal-tty-kill "still running after kill -9"
start K2
wait_screen K2 'INTELLIGENCE ? *$' || fail journal-tty-kill "resumed: $(expected "INTELLIGENCE ?" "$(shown K2)")"
if [ "$(lines K2 'INTELLIGENCE ?')" -ne 1 ] || [ "$(lines K2 'SEX')" -ne 0 ] ||
    [ "$(lines K2 'OK ELF, YOU HAVE THESE STATISTICS')" -ne 1 ] ||
    [ "$(lines K2 'THE WIZARD')" -ne 0 ]; then
	fail journal-tty-kill "not the last screen: $(tr '\n' '|' <"$tmp/screen.K2")"
fi
case $(cat "$tmp/err.K2") in
"wizcastle: castle "*" goes on; wizcastle -n starts anew") ;;
*) fail journal-tty-kill "stderr: $(cat "$tmp/err.K2")" ;;
esac
answer K2 1 'STRENGTH ?' || fail journal-tty-kill "after resume: $(expected "STRENGTH ?" "$(shown K2)")"
[ "$(answers "$j")" = "E|M|1|" ] || fail journal-tty-kill "the journal after resume: $(expected "E|M|1|" "$(answers "$j")")"
echo "ok journal-tty-kill"
)
j=$(unfinished | head -n 1)	# the game of the scenarios below

# stopped TEST NAME KEY STATUS: KEY typed in NAME ends its game with
# exit status STATUS, saying where the game is kept (the journal $j)
stopped() {
	T send-keys -t "$2" "$3"
	wait_file "$tmp/exit.$2" || fail "$1" "still running after $3"
	[ "$(cat "$tmp/exit.$2")" = "EXIT=$4" ] || fail "$1" "$(cat "$tmp/exit.$2")"
	grep -q "^wizcastle: the game is kept; wizcastle goes on with it\$" "$tmp/err.$2" ||
	    fail "$1" "stderr: $(tr '\n' '|' <"$tmp/err.$2")"
}

# --- ^C
(
stopped journal-tty-interrupt K2 C-c 0
start K3
wait_screen K3 'STRENGTH ? *$' || fail journal-tty-interrupt "resumed: $(expected "STRENGTH ?" "$(shown K3)")"
[ "$(lines K3 '^HOW MANY POINTS DO YOU ADD TO INTELLIGENCE ? 1$')" -eq 1 ] ||
    fail journal-tty-interrupt "the answer not after its prompt: $(tr '\n' '|' <"$tmp/screen.K3")"
echo "ok journal-tty-interrupt"
)

# --- SIGHUP
(
T kill-session -t K3
wait_file "$tmp/exit.K3" || fail journal-tty-hangup "still running after the hang-up"
[ "$(answers "$j")" = "E|M|1|" ] || fail journal-tty-hangup "the journal: $(expected "E|M|1|" "$(answers "$j")")"
start K4
wait_screen K4 'STRENGTH ? *$' || fail journal-tty-hangup "resumed: $(expected "STRENGTH ?" "$(shown K4)")"
answer K4 3 'DEXTERITY ?' || fail journal-tty-hangup "$(expected "DEXTERITY ?" "$(shown K4)")"
echo "ok journal-tty-hangup"
)

# --- ^D
(
stopped journal-tty-eof K4 C-d 0
[ "$(answers "$j")" = "E|M|1|3|" ] || fail journal-tty-eof "the journal: $(expected "E|M|1|3|" "$(answers "$j")")"
echo "ok journal-tty-eof"
)

# --- one game at a time: A resumes the journal; B, started while A
# still plays, hangs A up and goes on with the game
(
start A
wait_screen A 'DEXTERITY ? *$' || fail journal-tty-two "A resumed: $(expected "DEXTERITY ?" "$(shown A)")"
start B
wait_screen B 'DEXTERITY ? *$' || fail journal-tty-two "B: the game not taken over: $(expected "DEXTERITY ?" "$(shown B)")"
wait_file "$tmp/exit.A" || fail journal-tty-two "A still running"
grep -q -x 'wizcastle: your game went on at another login' "$tmp/err.A" ||
    fail journal-tty-two "A: stderr $(tr '\n' '|' <"$tmp/err.A")"
answer B 2 'YOUR CHOICE ?' || fail journal-tty-two "B: $(expected "YOUR CHOICE ?" "$(shown B)")"
[ "$(unfinished | wc -l)" -eq 1 ] || fail journal-tty-two "not one journal: $(unfinished | tr '\n' ' ')"
[ "$(answers "$j")" = "E|M|1|3|2|" ] || fail journal-tty-two "the journal: $(expected "E|M|1|3|2|" "$(answers "$j")")"
T kill-session -t B
wait_file "$tmp/exit.B" || fail journal-tty-two "still running after the hang-up"
echo "ok journal-tty-two"
)

# --- -n: a new game, the unfinished one kept as it was
(
cp "$j" "$tmp/ja"
start N -n
wait_screen N 'YOUR CHOICE ?' || fail journal-tty-new "$(expected "YOUR CHOICE ?" "$(shown N)")"
[ "$(wc -l <"$tmp/err.N")" = 1 ] && grep -q 'kept; wizcastle -g lists it$' "$tmp/err.N" ||
    fail journal-tty-new "stderr $(expected "one line: the game kept, -g" "$(cat "$tmp/err.N")")"
[ "$(unfinished | wc -l)" -eq 2 ] || fail journal-tty-new "not two journals: $(unfinished | tr '\n' ' ')"
cmp -s "$j" "$tmp/ja" || fail journal-tty-new "the unfinished journal changed"
T kill-session -t N
wait_file "$tmp/exit.N" || fail journal-tty-new "still running after the hang-up"
echo "ok journal-tty-new"
)

# --- a game to its end: golden/gwbasic/v186, castle 190 on GW-BASIC, dies in two
# turns; 11 older finished journals there already (finished/ made as the
# game makes it), every one kept, far within -l's bytes; -n's game, left with no answer, is no game: gone
(
mkdir -m 700 "$state/finished"
k=1
while [ $k -le 11 ]; do
	f=$state/finished/20000101-0000$(printf %02d $k)-1.journal
	printf 'wizcastle journal 1\nseed 1\nmachine gwbasic\n' >"$f"
	touch -t "2000010100$(printf %02d $k)" "$f"
	k=$((k + 1))
done
start F -m gwbasic -s 190
wait_screen F 'YOUR CHOICE ?' || fail journal-tty-finished "$(expected "YOUR CHOICE ?" "$(shown F)")"
while read -r line; do
	T send-keys -t F "$line" Enter
	sleep 0.05
done <golden/gwbasic/v186.in
wait_file "$tmp/exit.F" || fail journal-tty-finished "still running at the end"
[ "$(cat "$tmp/exit.F")" = EXIT=0 ] || fail journal-tty-finished "$(cat "$tmp/exit.F")"
[ "$(unfinished | wc -l)" -eq 1 ] || fail journal-tty-finished "unfinished: $(unfinished | tr '\n' ' ')"
fin=$(grep -l '^seed 190$' "$state"/finished/*.journal)
[ -n "$fin" ] || fail journal-tty-finished "not in finished/: $(ls "$state/finished" | tr '\n' ' ')"
tail -n +4 "$fin" | cmp -s - golden/gwbasic/v186.in || fail journal-tty-finished "its answers: $(answers "$fin")"
[ "$(ls "$state/finished" | wc -l)" -eq 12 ] || fail journal-tty-finished "not 12 kept: $(ls "$state/finished" | tr '\n' ' ')"
modes=$(for f in "$state" "$state/finished" "$fin" "$j"; do
	ls -ld "$f" | cut -c 1-10
done | tr '\n' ' ')
[ "$modes" = "drwx------ drwx------ -rw------- -rw------- " ] ||
    fail journal-tty-finished "modes: $modes"
echo "ok journal-tty-finished"
)

# --- -r of that finished game at a terminal: shown again to its end,
# the end of v186's session on the screen, status 0, and the file
# unchanged, byte for byte
(
fin=$(grep -l '^seed 190$' "$state"/finished/*.journal)
[ -n "$fin" ] || fail journal-tty-replayed "no finished game of castle 190"
cp "$fin" "$tmp/fin0"
start R -r "$fin"
wait_file "$tmp/exit.R" || fail journal-tty-replayed "still running at the end"
[ "$(cat "$tmp/exit.R")" = EXIT=0 ] || fail journal-tty-replayed "$(cat "$tmp/exit.R")"
[ "$(cat "$tmp/err.R")" = "wizcastle: that game has ended; it is shown again, to its end" ] ||
    fail journal-tty-replayed "stderr $(tr '\n' '|' <"$tmp/err.R")"
last=$(grep -v '^ *$' golden/gwbasic/v186.out | tail -n 1)
on_screen R "^$last" || fail journal-tty-replayed "not its end on the screen: $(tr '\n' '|' <"$tmp/screen.R")"
cmp -s "$fin" "$tmp/fin0" || fail journal-tty-replayed "the finished journal changed"
echo "ok journal-tty-replayed"
)
exit 0
