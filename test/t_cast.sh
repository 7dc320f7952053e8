#!/bin/sh
# t_cast.sh: -a -r JOURNAL, a journal's game as an asciicast v2
# recording, played by Debian's asciinema (asciinema cat, at a terminal
# of script(1)'s, as it wants one):
#
#   cast-screens   the first case of each golden folder, kept with -j
#                  as a script plays it, recorded with -a -r: each line
#                  of the recording JSON, its header version 2, its
#                  events' times rising by a second; what asciinema cat
#                  shows of it is every screen of the case's output,
#                  byte for byte, but for the terminal's ways (CR LF, a
#                  clear for a form feed or ESC E, code page 437 in
#                  UTF-8, which the comparison leaves out)
#   cast-escaped   an answer typed with escape sequences (a title's
#                  OSC, a colour): none reaches asciinema cat's terminal
#                  raw, each ESC shown as \033
#   cast-typed     an answer typed through a pipe with a form feed, an
#                  ESC E, a CR, a BS and a BEL in it, on the Sorcerer
#                  (which echoes every byte typed), GW-BASIC and
#                  Stetson's MBASIC: its event shows each as -r shows it,
#                  \014 \033 \015 \010 \007, and holds no control byte
#                  but the game's own CR LF; the recording clears the
#                  screen as often as one of the same game with a plain
#                  answer there, no more
#   cast-usage     -a with no -r, or with -r and another option: a
#                  usage error, status 1, nothing on standard output
W=${WIZCASTLE:-./wizcastle}
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
. "$(dirname "$0")/lib/golden.sh"	# golden_run IN [OPTION...]
echo 1..4
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
XDG_STATE_HOME=$tmp/state
export XDG_STATE_HOME
command -v asciinema >/dev/null 2>&1 || {
	for t in cast-screens cast-escaped cast-typed cast-usage; do
		echo "not ok $t: $(expected "asciinema (Debian: asciinema; make deps installs it)" "none")"
	done
	exit 0
}

# cast_shown CAST: what asciinema cat writes of CAST to a terminal
cast_shown() {
	timeout 20 script -q -c "asciinema cat '$1'" /dev/null </dev/null
}

# norm: stdin as a file shows it: no CR (a terminal's CR LF, or the
# Sorcerer's CR), a clear as a form feed, no byte of code page 437 or
# of UTF-8
norm() {
	LC_ALL=C sed 's/\x1b\[H\x1b\[2J/\f/g; s/\x1bE/\f/g' | LC_ALL=C tr -d '\r\200-\377'
}

# json CAST: each line JSON, the first a version 2 header, then events
# [time, "o", text], their times rising
json() {
	"$PYTHON3" -c '
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
h = json.loads(lines[0])
assert h["version"] == 2 and h["width"] > 0 and h["height"] > 0, h
t = -1
for l in lines[1:]:
	e = json.loads(l)
	assert e[1] == "o" and e[0] > t, e
	t = e[0]
' "$1" 2>&1 | tail -n 1
}

if want cast-screens; then
	why=
	for d in golden/*/; do
		in=$(ls "$d"*.in | head -n 1)
		name=${in#golden/}
		rm -f "$tmp/j"
		golden_run "$in" -j "$tmp/j" <"$in" >"$tmp/script.out" 2>/dev/null
		if ! $W -a -r "$tmp/j" >"$tmp/cast" 2>"$tmp/err"; then
			why="$why $name: -a: $(head -n 1 "$tmp/err")"
			continue
		fi
		bad=$(json "$tmp/cast")
		[ -z "$bad" ] || { why="$why $name: not a recording: $bad"; continue; }
		cast_shown "$tmp/cast" | norm >"$tmp/a"
		norm <"${in%.in}.out" >"$tmp/b"
		cmp -s "$tmp/a" "$tmp/b" ||
		    why="$why $name: $(expected "its screens" "$(cmp "$tmp/b" "$tmp/a" 2>&1)")"
	done
	[ -z "$why" ] && echo "ok cast-screens" || echo "not ok cast-screens:$why"
fi

if want cast-escaped; then
	esc=$(printf '\033')
	bel=$(printf '\007')
	printf 'E\nM\n0\n0\n0\nN\nN\nN\n0\n%s]0;PWNED%s %s[31m\nQ\nY\nN\n' \
	    "$esc" "$bel" "$esc" >"$tmp/in"
	$W -s 5 -j "$tmp/j2" <"$tmp/in" >/dev/null 2>&1
	$W -a -r "$tmp/j2" >"$tmp/cast" 2>"$tmp/err"
	cast_shown "$tmp/cast" >"$tmp/a"
	if ! grep -q 'PWNED' "$tmp/a"; then
		echo "not ok cast-escaped: $(expected "the answer shown" "$(tail -c 200 "$tmp/a" | od -An -c | head -n 3)")"
	elif LC_ALL=C grep -q "$esc\\]\\|$esc\\[31m" "$tmp/a" ||
	    ! grep -q '\\033\]0;PWNED' "$tmp/a"; then
		echo "not ok cast-escaped: $(expected "\\033]0;PWNED as text" "$(grep -a PWNED "$tmp/a" | od -An -c | head -n 2)")"
	else
		echo "ok cast-escaped"
	fi
fi

# typed CAST N ANSWER: empty if CAST's event N, the Nth answer's, begins
# with ANSWER as -r shows it and holds no control byte but CR LF; else
# what it holds.  clears CAST: how many clears CAST plays
typed() {
	"$PYTHON3" -c '
import json, re, sys
t = json.loads(open(sys.argv[1], encoding="utf-8").read().splitlines()[1 + int(sys.argv[2])])[2]
if not t.startswith(sys.argv[3]):
	print(repr(t[:40]))
elif re.search("[\\x00-\\x09\\x0b-\\x1f\\x7f]", t.replace("\r\n", "")):
	print("a control byte:", repr(t[:40]))
' "$1" "$2" "$3" 2>&1 | tail -n 1
}
clears() {
	"$PYTHON3" -c '
import json, sys
n = 0
for l in open(sys.argv[1], encoding="utf-8").read().splitlines()[1:]:
	n += json.loads(l)[2].count("\x1b[2J")
print(n)' "$1"
}

if want cast-typed; then
	why=
	for m in "-m sorcerer" "-m gwbasic" "-e stetson"; do
		for a in 'A\fB\033EC\rD\bE\aF' ABCDEF; do
			printf "E\nM\n0\n0\n0\nN\nN\nN\n0\n$a\nQ\nY\nN\n" >"$tmp/in"
			rm -f "$tmp/j3"
			$W -s 5 $m -j "$tmp/j3" <"$tmp/in" >/dev/null 2>&1
			$W -a -r "$tmp/j3" >"$tmp/cast.$a" 2>"$tmp/err"
		done
		plain=$tmp/cast.ABCDEF
		cast=$tmp/cast.'A\fB\033EC\rD\bE\aF'
		# the Sorcerer echoes each byte, BS as the line editor's; the
		# others each byte that is not printable as ?
		case $m in
		*sorcerer) want='A\014B\033EC\015D\010E\007F' ;;
		*) want='A?B?EC?D?E?F' ;;
		esac
		bad=$(typed "$cast" 10 "$want")
		[ -z "$bad" ] || why="$why [$m: $bad]"
		[ "$(clears "$cast")" = "$(clears "$plain")" ] ||
		    why="$why [$m: $(clears "$cast") clears, $(clears "$plain") with ABCDEF]"
	done
	[ -z "$why" ] && echo "ok cast-typed" ||
	    echo "not ok cast-typed: $(expected "the typed bytes as -r shows them" "$why")"
fi

if want cast-usage; then
	why=
	for args in "-a" "-a -j $tmp/j" "-a -r $tmp/j -j $tmp/k" "-a -r $tmp/j -s 5" \
	    "-a -r $tmp/j -u bob"; do
		$W $args </dev/null >"$tmp/out" 2>"$tmp/err"
		rc=$?
		[ $rc -eq 1 ] && [ ! -s "$tmp/out" ] && grep -q '^usage' "$tmp/err" ||
		    why="$why [$args: status $rc, $(head -n 1 "$tmp/err")]"
	done
	[ -z "$why" ] && echo "ok cast-usage" || echo "not ok cast-usage: $(expected "usage errors" "$why")"
fi
exit 0
