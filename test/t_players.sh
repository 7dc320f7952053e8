#!/bin/sh
# t_players.sh: many players on one account, each named by -u, at a
# terminal (tmux): each player's games apart, bounded, never resumed from
# a journal that failed or cannot be.  (t_options.sh checks -u's names,
# t_journal.sh what -j and -r keep.)
#
#   players-apart     at a terminal (tmux): alice's line drops (kill -9),
#                     bob logs in and gets a new game of his own, then
#                     wizcastle with no -u a game of its own; alice logs
#                     in again and resumes hers; each journal in its
#                     player's folder, players/NAME
#   players-bounded   of a player's unfinished journals 5 stay, and any a
#                     running game holds; the others, the oldest tries of
#                     one answer, move out to moved/, each named
#   players-aside     journals a player's folder holds that cannot be
#                     resumed are set aside in finished/: a new game, not
#                     an error the player cannot get past
#   players-takeover  tina plays at one terminal; she logs in at another
#                     while the first game still runs: that game is hung
#                     up (its terminal says her game went on elsewhere,
#                     the process is gone) and goes on at the second, one
#                     journal with every answer of both, in order
#   players-race      rita's game runs; two logins of hers at once: one
#                     game of hers left running, one journal
#   players-strict    a state folder of mode 0777, made beforehand: the
#                     game plays, unkept, and says why; nothing is made
#                     or kept in it.  players/ of mode 0775 the same.
#                     Folders wizcastle makes, under umask 000, are 0700
#   players-case      -u Zoe beside -u zoe: one player, one folder,
#                     players/zoe; a dot last and DOS's device names
#                     (CON, com1, nul.txt) are no names: status 1
#   players-symlink   players/mallory a symbolic link to grace's folder:
#                     mallory's game neither resumes nor touches hers; a
#                     journal of oscar's that links to grace's the same
#   players-full      a full disk (a tmpfs of 64 KiB, mounted by the
#                     test, filled during play, then freed): one word
#                     when it fills, one when it is freed; every answer
#                     kept, nothing in finished/, the next login resumes
#   players-piped     -u with input not a terminal (ssh -T, a script):
#                     kept as at a terminal; the next login in a pipe
#                     resumes it, says so, keeps its answer; the next at
#                     a terminal resumes it too
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
tmux_test=players
echo 1..10	# its tests (test/run counts those not run as failed)
home=$tmp/home
state=$home/state/wizcastle
mkdir -p "$home"
HOME=$home XDG_STATE_HOME=$home/state
export HOME XDG_STATE_HOME

# --- at a terminal
. "$(dirname "$0")/lib/tmux.sh"	# T, start, on_screen, wait_screen, wait_file
. "$(dirname "$0")/lib/scenario.sh"	# run.sh, scenario, journals
scenario_tests=players

# play NAME [ARG...]: NAME's game starts, with the ARGs, and asks its
# first question; else the scenario fails
play() {
	start "$@"
	wait_screen "$1" 'YOUR CHOICE ?' ||
	    fail $t "$1: $(expected "the prompt YOUR CHOICE ?" "$(shown "$1") stderr $(lines "$tmp/err.$1")")"
}

# elf NAME: NAME answers the race question E and is asked the sex
elf() {
	answer "$1" E '^SEX ?' || fail $t "$1: $(expected "the prompt SEX ?" "$(shown "$1")")"
}

# male NAME: NAME answers the sex question M and is asked for points
male() {
	answer "$1" M 'INTELLIGENCE ?' ||
	    fail $t "$1: $(expected "the prompt INTELLIGENCE ?" "$(shown "$1")")"
}

# one_journal FOLDER: the one unfinished journal in FOLDER, in $j; else
# the scenario fails
one_journal() {
	j=$(journals "$1")
	[ "$(echo "$j" | wc -l)" -eq 1 ] && [ -n "$j" ] ||
	    fail $t "$1: $(expected "one journal" "$(echo "$j" | grep -c .): $(echo "$j" | tr '\n' ' ')")"
}

players_apart() {
	play A1 -u alice
	elf A1
	male A1
	drop A1 || fail $t "alice: $(expected "the game ended by kill -9" "no exit seen")"
	play B1 -u bob
	on_screen B1 'SEX' && fail $t "bob: $(expected "a new game" "alice's: $(shown B1)")"
	[ -s "$tmp/err.B1" ] && fail $t "bob's stderr: $(expected "" "$(lines "$tmp/err.B1")")"
	answer B1 D '^SEX ?' || fail $t "bob: $(expected "the prompt SEX ?" "$(shown B1)")"
	drop B1 || fail $t "bob: $(expected "the game ended by kill -9" "no exit seen")"
	play N1
	on_screen N1 'SEX' && fail $t "no -u: $(expected "a new game" "a player's: $(shown N1)")"
	[ -s "$tmp/err.N1" ] && fail $t "no -u, stderr: $(expected "" "$(lines "$tmp/err.N1")")"
	drop N1 || fail $t "no -u: $(expected "the game ended by kill -9" "no exit seen")"
	one_journal "$state/players/alice"
	ja=$j
	one_journal "$state/players/bob"
	jb=$j
	[ "$(journals "$state" | wc -l)" -eq 1 ] ||
	    fail $t "without -u: $(expected "one journal" "$(journals "$state" | tr '\n' ' ')")"
	[ "$(journal_line "$ja")" = "E|M|" ] || fail $t "alice's journal: $(expected "E|M|" "$(journal_line "$ja")")"
	[ "$(journal_line "$jb")" = "D|" ] || fail $t "bob's journal: $(expected "D|" "$(journal_line "$jb")")"
	start A2 -u alice
	wait_screen A2 'INTELLIGENCE ? *$' ||
	    fail $t "alice: $(expected "her game resumed at INTELLIGENCE ?" "$(shown A2)")"
	grep -q "^wizcastle: your castle [0-9]* goes on\$" "$tmp/err.A2" ||
	    fail $t "alice's stderr: $(expected "wizcastle: your castle N goes on" "$(lines "$tmp/err.A2")")"
	answer A2 1 'STRENGTH ?' || fail $t "alice: $(expected "the prompt STRENGTH ?" "$(shown A2)")"
	[ "$(journal_line "$ja")" = "E|M|1|" ] ||
	    fail $t "alice's journal after resume: $(expected "E|M|1|" "$(journal_line "$ja")")"
	[ "$(journal_line "$jb")" = "D|" ] || fail $t "bob's journal after alice: $(expected "D|" "$(journal_line "$jb")")"
	T send-keys -t A2 C-c
	wait_file "$tmp/exit.A2" || fail $t "alice: $(expected "her game ended by ^C" "it still running")"
	grep -q "^wizcastle: the game is kept; log in again to go on\$" "$tmp/err.A2" ||
	    fail $t "alice's ^C: $(expected "wizcastle: the game is kept; log in again to go on" "$(lines "$tmp/err.A2")")"
	echo "ok $t"
}

# players_bounded: carol plays (P0, dropped, her journal then made old, and
# resumed by -r in P1, which holds it), has six more unfinished journals
# (an answer each: one with none is no game), then a new game (-n), which
# says that her games are kept: of the unfinished the newest five stay,
# and P1's, which a running game holds; the other two, the oldest of one
# answer, move out to moved/, each named
players_bounded() {
	play P0 -u carol
	drop P0
	j1=$(journals "$d")
	touch -d '2001-01-01 00:00' "$j1"
	play P1 -r "$j1"
	for i in 1 2 3 4 5 6; do
		printf 'wizcastle journal 1\nseed %s\nmachine sorcerer\nE\n' "$i" \
		    >"$d/2002010$i-000000-1.journal"
		touch -d "2002-01-0$i 00:00" "$d/2002010$i-000000-1.journal"
	done
	play P2 -u carol -n
	[ "$(grep -c '^wizcastle: power castle [12], 1 turn, moved out;$' "$tmp/err.P2")" = 2 ] &&
	    grep -q 'wizcastle: your [0-9]* older games are kept too$' "$tmp/err.P2" ||
	    fail $t "P2's stderr: $(expected "the two games moved out named, carol's games kept" "$(lines "$tmp/err.P2")")"
	got=$(journals "$d" | sed 's,.*/,,' | sort | tr '\n' ' ')
	want=$(printf '%s\n' 20020103-000000-1.journal 20020104-000000-1.journal \
	    20020105-000000-1.journal 20020106-000000-1.journal \
	    "${j1##*/}" "$(journals "$d" | sed 's,.*/,,' | grep -v '^2002' |
	    grep -v "^${j1##*/}\$")" | sort | tr '\n' ' ')
	[ "$got" = "$want" ] || fail $t "unfinished: $(expected "$want" "$got")"
	got=$(journals "$d/moved" | sed 's,.*/,,' | sort | tr '\n' ' ')
	want="20020101-000000-1.journal 20020102-000000-1.journal "
	[ "$got" = "$want" ] || fail $t "moved/: $(expected "$want" "$got")"
	drop P1
	drop P2
	echo "ok $t"
}

# players_takeover: tina's game at T1 runs on when she logs in at T2: T1's game
# is hung up and goes on at T2
players_takeover() {
	play T1 -u tina
	elf T1
	male T1
	start T2 -u tina
	wait_screen T2 'INTELLIGENCE ? *$' ||
	    fail $t "T2: $(expected "her game resumed at INTELLIGENCE ?" "$(shown T2)")"
	wait_file "$tmp/exit.T1" || fail $t "T1: $(expected "hung up" "still running")"
	kill -0 "$(cat "$tmp/pid.T1")" 2>/dev/null &&
	    fail $t "T1: $(expected "its process gone" "its process still there")"
	grep -q -x 'wizcastle: your game went on at another login' "$tmp/err.T1" ||
	    fail $t "T1's stderr: $(expected "wizcastle: your game went on at another login" "$(lines "$tmp/err.T1")")"
	grep -q '^wizcastle: your game at another login was hung up$' "$tmp/err.T2" ||
	    fail $t "T2's stderr: $(expected "wizcastle: your game at another login was hung up" "$(lines "$tmp/err.T2")")"
	answer T2 1 'STRENGTH ?' || fail $t "T2: $(expected "the prompt STRENGTH ?" "$(shown T2)")"
	one_journal "$d"
	[ "$(journal_line "$j")" = "E|M|1|" ] || fail $t "the journal: $(expected "E|M|1|" "$(journal_line "$j")")"
	drop T2
	echo "ok $t"
}

# players_race: rita's game at R0 runs; she logs in at R1 and R2 at once: one of
# the three games runs at the end, hers, one journal
players_race() {
	play R0 -u rita
	elf R0
	start R1 -u rita
	start R2 -u rita
	wait_file "$tmp/exit.R0" || fail $t "R0: $(expected "hung up" "still running")"
	# the loser ends within the takeover's time (8 s at most)
	poll 150 test -f "$tmp/exit.R1" -o -f "$tmp/exit.R2" ||
	    fail $t "$(expected "one later login ended" "both still running")"
	sleep 1
	n=0
	for r in R0 R1 R2; do
		kill -0 "$(cat "$tmp/pid.$r")" 2>/dev/null && n=$((n + 1)) && w=$r
	done
	[ $n -eq 1 ] || fail $t "$(expected "one game of rita's running" "$n")"
	wait_screen $w 'SEX ? *$' || fail $t "$w: $(expected "her game resumed at SEX ?" "$(shown $w)")"
	one_journal "$d"
	[ "$(journal_line "$j")" = "E|" ] || fail $t "the journal: $(expected "E|" "$(journal_line "$j")")"
	drop $w
	echo "ok $t"
}

# players_strict: a state folder others can write (0777), then players/ a
# group can write (0775): refused, the game plays unkept and says so;
# folders wizcastle makes are 0700, whatever the umask
players_strict() {
	for c in S1:state S2:players; do
		sn=${c%%:*} st=$tmp/strict-${c#*:}
		mkdir -p "$st/wizcastle"
		if [ $sn = S1 ]; then
			chmod 777 "$st/wizcastle"
			want="others can write the state folder"
		else
			chmod 700 "$st/wizcastle"
			mkdir -m 775 "$st/wizcastle/players"
			want="others can write players/"
		fi
		echo "$st" >"$tmp/state.$sn"
		play $sn -u sam
		elf $sn
		# the words, fitted to 64 columns, read as one line
		case $(tr '\n' ' ' <"$tmp/err.$sn") in
		"wizcastle: game not kept: "*"$want ") ;;
		*) fail $t "$sn's stderr: $(expected "wizcastle: game not kept: ...$want" "$(lines "$tmp/err.$sn")")" ;;
		esac
		[ -z "$(find "$st" -name '*.journal')" ] && [ ! -e "$st/wizcastle/players/sam" ] ||
		    fail $t "$sn: $(expected "nothing made or kept in it" "$(find "$st" | tr '\n' ' ')")"
		drop $sn
	done
	echo "$tmp/strict-made" >"$tmp/state.S3"
	echo 000 >"$tmp/umask.S3"
	play S3 -u sam
	[ -s "$tmp/err.S3" ] && fail $t "S3's stderr: $(expected "" "$(lines "$tmp/err.S3")")"
	modes=$(for f in wizcastle wizcastle/players wizcastle/players/sam; do
		ls -ld "$tmp/strict-made/$f" | cut -c 1-10
	done | tr '\n' ' ')
	[ "$modes" = "drwx------ drwx------ drwx------ " ] ||
	    fail $t "S3's modes: $(expected "drwx------ drwx------ drwx------ " "$modes")"
	drop S3
	echo "ok $t"
}

# case: Zoe plays and drops; zoe resumes her game: one folder,
# players/zoe, on every file system; names no folder can have refused
players_case() {
	play C1 -u Zoe
	elf C1
	drop C1
	start C2 -u zoe
	wait_screen C2 'SEX ? *$' || fail $t "zoe: $(expected "Zoe's game resumed at SEX ?" "$(shown C2)")"
	drop C2
	[ -d "$state/players/zoe" ] && [ ! -e "$state/players/Zoe" ] ||
	    fail $t "folders: $(expected "players/zoe, no players/Zoe" "$(ls "$state/players" | tr '\n' ' ')")"
	for bad in zoe. CON com1 nul.txt LPT9.x; do
		"$W" -u "$bad" </dev/null >/dev/null 2>"$tmp/err"
		rc=$?
		[ $rc -eq 1 ] && head -n 1 "$tmp/err" |
		    grep -q "^wizcastle: not a player's name: $bad\$" ||
		    fail $t "-u $bad: $(expected "status 1, wizcastle: not a player's name: $bad" "status $rc, $(lines "$tmp/err")")"
	done
	[ -z "$(ls "$state/players" | grep -v -x -e alice -e zoe -e bob -e carol -e erin -e tina -e rita -e dave)" ] ||
	    fail $t "players/: $(expected "no folder made" "$(ls "$state/players" | tr '\n' ' ')")"
	echo "ok $t"
}

# players_full: dave's state folder on a tmpfs of 64 KiB the test mounts (as
# root), filled during play: one word that the game is not kept, the
# game goes on; the disk freed, one word that it is kept again; his line
# dropped, nothing in finished/, and his next login resumes every answer
players_full() {
	mnt=$tmp/full
	mkdir "$mnt" || fail $t "$(expected "a new folder $mnt" "mkdir status $?")"
	mount -t tmpfs -o size=64k tmpfs "$mnt" 2>"$tmp/mount.err" ||
	    fail $t "$(expected "a tmpfs of 64 KiB mounted (as root)" "$(cat "$tmp/mount.err")")"
	trap 'for n in D1 D2; do [ -f "$tmp/pid.$n" ] && kill -9 "$(cat "$tmp/pid.$n")" 2>/dev/null; done; umount -l "$mnt"' EXIT
	d=$mnt/state/wizcastle/players/dave
	echo "$mnt/state" >"$tmp/state.D1"
	echo "$mnt/state" >"$tmp/state.D2"
	play D1 -u dave
	elf D1
	dd if=/dev/zero of="$mnt/fill" bs=4k 2>/dev/null	# till it is full
	# an answer of 4,091 bytes: the journal's next page, which there is
	# not room for
	long=M$(printf '%04090d' 0)
	answer D1 "$long" 'INTELLIGENCE ?' || fail $t "D1: $(expected "the prompt INTELLIGENCE ?" "$(shown D1)")"
	[ "$(cat "$tmp/err.D1")" = "wizcastle: disk full; the game is not kept until space returns" ] ||
	    fail $t "D1's stderr, disk full: $(expected "wizcastle: disk full; the game is not kept until space returns" "$(lines "$tmp/err.D1")")"
	answer D1 2 'STRENGTH ?' || fail $t "D1: $(expected "the prompt STRENGTH ?" "$(shown D1)")"
	rm -f "$mnt/fill"
	answer D1 3 'DEXTERITY ?' || fail $t "D1: $(expected "the prompt DEXTERITY ?" "$(shown D1)")"
	[ "$(sed -n 2p "$tmp/err.D1")" = "wizcastle: the game is kept again, every answer" ] &&
	    [ "$(wc -l <"$tmp/err.D1")" -eq 2 ] ||
	    fail $t "D1's stderr, space again: $(expected "...|wizcastle: the game is kept again, every answer|" "$(lines "$tmp/err.D1")")"
	drop D1
	one_journal "$d"
	[ "$(journal_line "$j")" = "E|$long|2|3|" ] ||
	    fail $t "the journal: $(expected "E|M000...000|2|3|" "$(journal_line "$j" | cut -c 1-80)")"
	[ -z "$(journals "$d/finished")" ] || fail $t "finished/: $(expected "" "$(journals "$d/finished")")"
	start D2 -u dave
	wait_screen D2 'DEXTERITY ? *$' || fail $t "D2: $(expected "resumed at DEXTERITY ?" "$(shown D2)")"
	drop D2
	echo "ok $t"
}

# players_aside: erin's folder holds a file that is not a journal, a journal of
# a machine there is not, and one whose game ends before its answers are
# used up: each is set aside in finished/ with a word, and she gets a
# new game, never an error she could not get past
players_aside() {
	mkdir -p "$d"
	echo 'a letter' >"$d/20030101-000000-1.journal"
	printf 'wizcastle journal 1\nseed 1\nmachine vic20\n' >"$d/20030102-000000-1.journal"
	{
		printf 'wizcastle journal 1\nseed %s\nmachine gwbasic\n' "$(cat golden/gwbasic/v186.seed)"
		cat golden/gwbasic/v186.in
		echo N
	} >"$d/20030103-000000-1.journal"
	play E1 -u erin
	[ "$(tr '\n' ' ' <"$tmp/err.E1" | grep -o "; set aside in $d/finished/" |
	    wc -l)" -eq 3 ] ||
	    fail $t "stderr: $(expected "three journals set aside in finished/" "$(lines "$tmp/err.E1")")"
	[ "$(journals "$d/finished" | wc -l)" -eq 3 ] ||
	    fail $t "finished/: $(expected "three journals" "$(journals "$d/finished" | tr '\n' ' ')")"
	[ "$(journals "$d" | wc -l)" -eq 1 ] ||
	    fail $t "unfinished: $(expected "one journal" "$(journals "$d" | tr '\n' ' ')")"
	drop E1
	echo "ok $t"
}

# players_symlink: grace's game kept, her folder linked as players/mallory and
# her journal in players/oscar: mallory and oscar each play a game of
# their own, grace's folder as it was
players_symlink() {
	play G1 -u grace
	elf G1
	male G1
	drop G1
	g=$state/players/grace
	ln -s grace "$state/players/mallory"
	mkdir -m 700 "$state/players/oscar"
	ln -s "$(journals "$g")" "$state/players/oscar/20990101-000000-1.journal"
	before=$(find "$g" -printf '%p %s %T@\n' | sort)
	play M1 -u mallory
	grep -q "^wizcastle: game not kept" "$tmp/err.M1" ||
	    fail $t "mallory: $(expected "game not kept" "$(lines "$tmp/err.M1")")"
	elf M1
	drop M1
	play O1 -u oscar
	[ -s "$tmp/err.O1" ] && fail $t "oscar: $(expected "no stderr" "$(lines "$tmp/err.O1")")"
	elf O1
	drop O1
	after=$(find "$g" -printf '%p %s %T@\n' | sort)
	[ "$before" = "$after" ] ||
	    fail $t "grace's folder: $(expected "$before" "$after" | tr '\n' ' ')"
	echo "ok $t"
}

# players_piped: pia plays from a pipe, the line then gone (end of input): her
# game kept; her next login, from a pipe, resumes it and keeps its
# answer; the next, at a terminal, resumes it at the question after
players_piped() {
	printf 'E\nM\n' | "$W" -u pia -s 5 >"$tmp/out.P1" 2>"$tmp/err.P1" ||
	    fail $t "P1: $(expected "status 0" "status $? $(lines "$tmp/err.P1")")"
	[ -s "$tmp/err.P1" ] && fail $t "P1's stderr: $(expected "" "$(lines "$tmp/err.P1")")"
	one_journal "$d"
	[ "$(journal_line "$j")" = "E|M|" ] || fail $t "P1's journal: $(expected "E|M|" "$(journal_line "$j")")"
	echo 1 | "$W" -u pia >"$tmp/out.P2" 2>"$tmp/err.P2" ||
	    fail $t "P2: $(expected "status 0" "status $? $(lines "$tmp/err.P2")")"
	[ "$(cat "$tmp/err.P2")" = "wizcastle: your castle 5 goes on" ] ||
	    fail $t "P2's stderr: $(expected "wizcastle: your castle 5 goes on" "$(lines "$tmp/err.P2")")"
	grep -q '^HOW MANY POINTS DO YOU ADD TO INTELLIGENCE ? 1$' "$tmp/out.P2" &&
	    [ "$(tail -n 1 "$tmp/out.P2")" = "HOW MANY POINTS DO YOU ADD TO STRENGTH ? " ] ||
	    fail $t "P2: $(expected "resumed, 1 at INTELLIGENCE ?, then STRENGTH ?" "$(tail -n 3 "$tmp/out.P2" | tr '\n' '|')")"
	one_journal "$d"
	[ "$(journal_line "$j")" = "E|M|1|" ] || fail $t "P2's journal: $(expected "E|M|1|" "$(journal_line "$j")")"
	start P3 -u pia
	wait_screen P3 'STRENGTH ? *$' || fail $t "P3: $(expected "resumed at STRENGTH ?" "$(shown P3)")"
	answer P3 2 'DEXTERITY ?' || fail $t "P3: $(expected "the prompt DEXTERITY ?" "$(shown P3)")"
	[ "$(journal_line "$j")" = "E|M|1|2|" ] || fail $t "P3's journal: $(expected "E|M|1|2|" "$(journal_line "$j")")"
	drop P3
	echo "ok $t"
}

scenario apart
scenario bounded carol
scenario takeover tina
scenario race rita
scenario strict
scenario case
scenario full
scenario aside erin
scenario symlink
scenario piped pia
exit 0
