#!/bin/sh
# t_journal_tty.sh: the journal at a terminal, in tmux panes of 80x24,
# with HOME and XDG_STATE_HOME in a folder of each test's own.
#
#   journal-tty-kill       answers typed, kill -9, wizcastle again: the
#                          last screen, from its form feed, up to the
#                          prompt it was waiting at; one line on stderr;
#                          an answer, and the game goes on; the folders
#                          the game makes 0700, its journal 0600
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
#                          a line on stderr says, naming the older game,
#                          with how to list them
#   journal-tty-finished   a game that ends by itself: its journal moves to
#                          finished/, 0600, beside the 11 there, all kept
#                          (within -l's 1 MiB, not a count); the game
#                          under way beside it kept as it was
#   journal-tty-replayed   -r of a finished journal: the game shown again to
#                          its end, the file unchanged, byte for byte
#
# Each test begins from a state folder of its own, the journal of a game
# under way written here where it needs one (as the game writes it: its
# head, then the answers), and they run side by side; one alone runs in
# its own time (sh test/t_journal_tty.sh NAME).  The lines come in the
# order above.
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
tmux_test=journal-tty
echo 1..8	# its tests (test/run counts those not run as failed)
. "$(dirname "$0")/lib/tmux.sh"	# T, start, on_screen, wait_screen, wait_file

# The pane runs this: wait for the go file, play with the HOME that
# home.NAME names (the game's pid in pid.NAME, its stderr in err.NAME),
# record the exit status.   run.sh NAME TMP WIZCASTLE [ARG...]
cat >"$tmp/run.sh" <<'EOF'
name=$1 tmp=$2 W=$3
home=$(cat "$tmp/home.$name")
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

# home TEST: the test's own HOME ($home, made) and state folder ($state)
home() {
	home=$tmp/$1
	state=$home/state/wizcastle
	mkdir -p "$home"
}

# play_home NAME ARG...: a pane NAME, a game in it with the test's HOME
play_home() {
	echo "$home" >"$tmp/home.$1"
	start "$@"
}

# made_journal ANSWER...: $j, the journal of castle 5 on the Sorcerer under
# way, these answers given
made_journal() {
	mkdir -p "$state"
	chmod 700 "$home/state" "$state"
	j=$state/20000101-000000-1.journal
	{
		printf 'wizcastle journal 1\nseed 5\nmachine sorcerer\n'
		for a; do
			echo "$a"
		done
	} >"$j"
	chmod 600 "$j"
}

# unfinished: the unfinished journals, one a line
unfinished() {
	ls "$state"/*.journal 2>/dev/null
}

# the screen of NAME, its lines matching REGEX counted
screen_count() {
	grep -c -- "$2" "$tmp/screen.$1"
}

# stopped TEST NAME KEY STATUS: KEY typed in NAME ends its game with
# exit status STATUS, saying where the game is kept
stopped() {
	T send-keys -t "$2" "$3"
	wait_file "$tmp/exit.$2" || fail "$1" "still running after $3"
	[ "$(cat "$tmp/exit.$2")" = "EXIT=$4" ] || fail "$1" "$(cat "$tmp/exit.$2")"
	grep -q "^wizcastle: the game is kept; wizcastle goes on with it\$" "$tmp/err.$2" ||
	    fail "$1" "stderr: $(tr '\n' '|' <"$tmp/err.$2")"
}

# --- kill -9 of a new game, two answers typed
kill9() {
home kill
play_home K1
wait_screen K1 'YOUR CHOICE ?' || fail journal-tty-kill "$(expected "YOUR CHOICE ?" "$(shown K1)")"
answer K1 E '^SEX ?' || fail journal-tty-kill "$(expected "SEX ?" "$(shown K1)")"
answer K1 M 'INTELLIGENCE ?' || fail journal-tty-kill "$(expected "INTELLIGENCE ?" "$(shown K1)")"
j=$(unfinished)
[ "$(echo "$j" | wc -l)" -eq 1 ] && [ -n "$j" ] ||
    fail journal-tty-kill "not one journal in $state: $j"
[ "$(journal_line "$j")" = "E|M|" ] || fail journal-tty-kill "the journal: $(expected "E|M|" "$(journal_line "$j")")"
modes=$(for f in "$home/state" "$state" "$j"; do
	ls -ld "$f" | cut -c 1-10
done | tr '\n' ' ')
[ "$modes" = "drwx------ drwx------ -rw------- " ] ||
    fail journal-tty-kill "modes: $(expected "drwx------ drwx------ -rw------- " "$modes")"
wait_file "$tmp/pid.K1" || fail journal-tty-kill "no pid"
kill -9 "$(cat "$tmp/pid.K1")"
wait_file "$tmp/exit.K1" || fail journal-tty-kill "still running after kill -9"
play_home K2
wait_screen K2 'INTELLIGENCE ? *$' || fail journal-tty-kill "resumed: $(expected "INTELLIGENCE ?" "$(shown K2)")"
if [ "$(screen_count K2 'INTELLIGENCE ?')" -ne 1 ] || [ "$(screen_count K2 'SEX')" -ne 0 ] ||
    [ "$(screen_count K2 'OK ELF, YOU HAVE THESE STATISTICS')" -ne 1 ] ||
    [ "$(screen_count K2 'THE WIZARD')" -ne 0 ]; then
	fail journal-tty-kill "not the last screen: $(tr '\n' '|' <"$tmp/screen.K2")"
fi
case $(cat "$tmp/err.K2") in
"wizcastle: castle "*" goes on; wizcastle -n starts anew") ;;
*) fail journal-tty-kill "stderr: $(cat "$tmp/err.K2")" ;;
esac
answer K2 1 'STRENGTH ?' || fail journal-tty-kill "after resume: $(expected "STRENGTH ?" "$(shown K2)")"
[ "$(journal_line "$j")" = "E|M|1|" ] || fail journal-tty-kill "the journal after resume: $(expected "E|M|1|" "$(journal_line "$j")")"
echo "ok journal-tty-kill"
}

# --- ^C at a game resumed; resumed again, the answers after their
# prompts
interrupt() {
home interrupt
made_journal E M 1
play_home I1
wait_screen I1 'STRENGTH ? *$' || fail journal-tty-interrupt "$(expected "STRENGTH ?" "$(shown I1)")"
stopped journal-tty-interrupt I1 C-c 0
play_home I2
wait_screen I2 'STRENGTH ? *$' || fail journal-tty-interrupt "resumed: $(expected "STRENGTH ?" "$(shown I2)")"
[ "$(screen_count I2 '^HOW MANY POINTS DO YOU ADD TO INTELLIGENCE ? 1$')" -eq 1 ] ||
    fail journal-tty-interrupt "the answer not after its prompt: $(tr '\n' '|' <"$tmp/screen.I2")"
echo "ok journal-tty-interrupt"
}

# --- SIGHUP: the terminal gone; resumed again, and an answer kept
tty_hangup() {
home hangup
made_journal E M 1
play_home H1
wait_screen H1 'STRENGTH ? *$' || fail journal-tty-hangup "$(expected "STRENGTH ?" "$(shown H1)")"
T kill-session -t H1
wait_file "$tmp/exit.H1" || fail journal-tty-hangup "still running after the hang-up"
[ "$(journal_line "$j")" = "E|M|1|" ] || fail journal-tty-hangup "the journal: $(expected "E|M|1|" "$(journal_line "$j")")"
play_home H2
wait_screen H2 'STRENGTH ? *$' || fail journal-tty-hangup "resumed: $(expected "STRENGTH ?" "$(shown H2)")"
answer H2 3 'DEXTERITY ?' || fail journal-tty-hangup "$(expected "DEXTERITY ?" "$(shown H2)")"
[ "$(journal_line "$j")" = "E|M|1|3|" ] || fail journal-tty-hangup "the journal: $(expected "E|M|1|3|" "$(journal_line "$j")")"
echo "ok journal-tty-hangup"
}

# --- ^D at an empty prompt: status 0, the journal as it was
eof() {
home eof
made_journal E M 1 3
play_home D1
wait_screen D1 'DEXTERITY ? *$' || fail journal-tty-eof "$(expected "DEXTERITY ?" "$(shown D1)")"
stopped journal-tty-eof D1 C-d 0
[ "$(journal_line "$j")" = "E|M|1|3|" ] || fail journal-tty-eof "the journal: $(expected "E|M|1|3|" "$(journal_line "$j")")"
echo "ok journal-tty-eof"
}

# --- one game at a time: A resumes the journal; B, started while A
# still plays, hangs A up and goes on with the game
two() {
home two
made_journal E M 1 3
play_home A
wait_screen A 'DEXTERITY ? *$' || fail journal-tty-two "A resumed: $(expected "DEXTERITY ?" "$(shown A)")"
play_home B
wait_screen B 'DEXTERITY ? *$' || fail journal-tty-two "B: the game not taken over: $(expected "DEXTERITY ?" "$(shown B)")"
wait_file "$tmp/exit.A" || fail journal-tty-two "A still running"
grep -q -x 'wizcastle: your game went on at another login' "$tmp/err.A" ||
    fail journal-tty-two "A: stderr $(tr '\n' '|' <"$tmp/err.A")"
answer B 2 'YOUR CHOICE ?' || fail journal-tty-two "B: $(expected "YOUR CHOICE ?" "$(shown B)")"
[ "$(unfinished | wc -l)" -eq 1 ] || fail journal-tty-two "not one journal: $(unfinished | tr '\n' ' ')"
[ "$(journal_line "$j")" = "E|M|1|3|2|" ] || fail journal-tty-two "the journal: $(expected "E|M|1|3|2|" "$(journal_line "$j")")"
T kill-session -t B
wait_file "$tmp/exit.B" || fail journal-tty-two "still running after the hang-up"
echo "ok journal-tty-two"
}

# --- -n: a new game, the unfinished one kept as it was
new() {
home new
made_journal E M 1 3 2
cp "$j" "$tmp/ja"
play_home N -n
wait_screen N 'YOUR CHOICE ?' || fail journal-tty-new "$(expected "YOUR CHOICE ?" "$(shown N)")"
[ "$(wc -l <"$tmp/err.N")" -le 2 ] &&
    tr '\n' ' ' <"$tmp/err.N" | grep -q '^wizcastle: your older game, power castle [0-9]*, [0-9]* turns*, is kept; wizcastle -g lists it $' ||
    fail journal-tty-new "stderr $(expected "a line: the older game named, kept, -g" "$(cat "$tmp/err.N")")"
[ "$(unfinished | wc -l)" -eq 2 ] || fail journal-tty-new "not two journals: $(unfinished | tr '\n' ' ')"
cmp -s "$j" "$tmp/ja" || fail journal-tty-new "the unfinished journal changed"
T kill-session -t N
wait_file "$tmp/exit.N" || fail journal-tty-new "still running after the hang-up"
echo "ok journal-tty-new"
}

# --- a game to its end: golden/gwbasic/v186, castle 190 on GW-BASIC,
# dies in two turns; 11 older finished journals there already, every
# one kept, far within -l's bytes; and a game under way
finished() {
home finished
made_journal E M
mkdir -m 700 "$state/finished"
k=1
while [ $k -le 11 ]; do
	f=$state/finished/20000101-0000$(printf %02d $k)-1.journal
	printf 'wizcastle journal 1\nseed 1\nmachine gwbasic\n' >"$f"
	touch -t "2000010100$(printf %02d $k)" "$f"
	k=$((k + 1))
done
play_home F -m gwbasic -s 190
wait_screen F 'YOUR CHOICE ?' || fail journal-tty-finished "$(expected "YOUR CHOICE ?" "$(shown F)")"
while read -r line; do
	T send-keys -t F "$line" Enter
	sleep 0.05
done <golden/gwbasic/v186.in
wait_file "$tmp/exit.F" || fail journal-tty-finished "still running at the end"
[ "$(cat "$tmp/exit.F")" = EXIT=0 ] || fail journal-tty-finished "$(cat "$tmp/exit.F")"
[ "$(unfinished)" = "$j" ] || fail journal-tty-finished "unfinished: $(expected "$j" "$(unfinished | tr '\n' ' ')")"
[ "$(journal_line "$j")" = "E|M|" ] || fail journal-tty-finished "the game under way: $(expected "E|M|" "$(journal_line "$j")")"
fin=$(grep -l '^seed 190$' "$state"/finished/*.journal)
[ -n "$fin" ] || fail journal-tty-finished "not in finished/: $(ls "$state/finished" | tr '\n' ' ')"
tail -n +4 "$fin" | cmp -s - golden/gwbasic/v186.in || fail journal-tty-finished "its answers: $(journal_line "$fin")"
[ "$(ls "$state/finished" | wc -l)" -eq 12 ] || fail journal-tty-finished "not 12 kept: $(ls "$state/finished" | tr '\n' ' ')"
mode=$(ls -ld "$fin" | cut -c 1-10)
[ "$mode" = "-rw-------" ] || fail journal-tty-finished "its mode: $(expected "-rw-------" "$mode")"
echo "ok journal-tty-finished"
}

# --- -r of a finished game at a terminal (v186's answers, castle 190
# on GW-BASIC): shown again to its end, the end of v186's session on
# the screen, status 0, and the file unchanged, byte for byte
replayed() {
home replayed
mkdir -p "$state/finished"
chmod -R 700 "$home/state"
fin=$state/finished/20000101-000000-1.journal
{
	printf 'wizcastle journal 1\nseed 190\nmachine gwbasic\n'
	cat golden/gwbasic/v186.in
} >"$fin"
cp "$fin" "$tmp/fin0"
play_home R -r "$fin"
wait_file "$tmp/exit.R" || fail journal-tty-replayed "still running at the end"
[ "$(cat "$tmp/exit.R")" = EXIT=0 ] || fail journal-tty-replayed "$(cat "$tmp/exit.R")"
[ "$(cat "$tmp/err.R")" = "wizcastle: that game has ended; it is shown again, to its end" ] ||
    fail journal-tty-replayed "stderr $(tr '\n' '|' <"$tmp/err.R")"
last=$(grep -v '^ *$' golden/gwbasic/v186.out | tail -n 1)
on_screen R "^$last" || fail journal-tty-replayed "not its end on the screen: $(tr '\n' '|' <"$tmp/screen.R")"
cmp -s "$fin" "$tmp/fin0" || fail journal-tty-replayed "the finished journal changed"
echo "ok journal-tty-replayed"
}

# Side by side, each in a subshell (fail ends it alone), its lines kept
# and printed in the order above.   FUNCTION:TEST
tests="kill9:kill interrupt:interrupt tty_hangup:hangup eof:eof two:two
    new:new finished:finished replayed:replayed"
for t in $tests; do
	want "journal-tty-${t#*:}" || continue
	( ${t%%:*} ) >"$tmp/tap.${t#*:}" 2>&1 &
done
wait
for t in $tests; do
	cat "$tmp/tap.${t#*:}" 2>/dev/null
done
exit 0
