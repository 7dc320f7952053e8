#!/bin/sh
# t_tests.sh: the tests themselves tell the truth: a script's status says
# whether its tests passed (test/lib/tap.sh), and test/run counts each
# failure once.  The scripts tried are made here, each sourcing
# test/lib/tap.sh as every t_*.sh does.
#
#   tap-status  a script exits 0 when it said its plan and passed every
#               test of it; not 0 when a test says "not ok", when it
#               says fewer tests than its plan, or no plan; its own
#               status not 0 is its status (3 here)
#   tap-only    one test alone (sh t_x.sh NAME): status 0 when NAME
#               passed; not 0 when NAME failed or the script has no test
#               NAME; and so for a real script: t_notes.sh's
#               notes-answered with /bin/false for the program, and a
#               misspelt name
#   tap-count   test/run counts a script's failures once: a script with
#               a test "ok" and one "not ok" and a golden case make "2
#               passed, 1 failed", its status not 0 no failure more
#   tests-names one meaning a name: no shell function is defined under
#               the same name in two of the scripts test/t_*.sh and
#               test/lib/*.sh (what several need is in test/lib once);
#               a definition is a line NAME() { outside a here-document;
#               each name defined twice, and where
#   tests-py-names  and so for Python: no function or method of the
#               drivers test/lib/*.py (but main, each its own, and
#               __init__ and its kind) is defined under the same name in
#               two of them (what several need is in test/lib/ptyterm.py
#               or tmuxpane.py once, imported); each such name, and where
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
echo 1..5	# its tests (test/run counts those not run as failed)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM HUP

# made NAME PLAN LINE... [-- STATUS]: $tmp/t_NAME.sh, a script that
# sources tap.sh, says 1..PLAN, prints each LINE (its test when want
# asks for it) and exits STATUS (0)
made() {
	m_f=$tmp/t_$1.sh m_status=0
	printf '. %s/test/lib/tap.sh\necho 1..%s\n' "$(pwd)" "$2" >"$m_f"
	shift 2
	for m_line; do
		case $m_line in
		--) m_status=; continue ;;
		esac
		if [ -z "$m_status" ]; then
			m_status=$m_line
			continue
		fi
		m_name=${m_line#ok } m_name=${m_name#not ok }
		printf 'want %s && echo "%s"\n' "${m_name%%:*}" "$m_line" >>"$m_f"
	done
	echo "exit ${m_status:-0}" >>"$m_f"
}

# status SCRIPT [NAME]: the status of sh SCRIPT [NAME], its lines
# in $tmp/lines; run as from a shell, not within this script's filter
# (tap.sh's TAP_INNER, ONLY)
status() {
	TAP_INNER= ONLY= sh "$@" >"$tmp/lines" 2>&1
	echo $?
}

if want tap-status; then
	why=
	made pass 2 'ok a' 'ok b'
	made fail 2 'ok a' 'not ok b: why'
	made short 3 'ok a' 'ok b'
	made noplan 0 'ok a'
	sed '2d' "$tmp/t_noplan.sh" >"$tmp/t_noplan.sh.new" &&
	    mv "$tmp/t_noplan.sh.new" "$tmp/t_noplan.sh"
	made own 1 'ok a' -- 3
	[ "$(status "$tmp/t_pass.sh")" = 0 ] || why="$why [all ok: status not 0]"
	[ "$(status "$tmp/t_fail.sh")" != 0 ] || why="$why [a not ok: status 0]"
	[ "$(status "$tmp/t_short.sh")" != 0 ] || why="$why [2 of a plan of 3: status 0]"
	[ "$(status "$tmp/t_noplan.sh")" != 0 ] || why="$why [no plan: status 0]"
	s=$(status "$tmp/t_own.sh")
	[ "$s" = 3 ] || why="$why [exit 3: $(expected 3 "$s")]"
	grep -q '^ok a$' "$tmp/lines" || why="$why [exit 3: $(expected 'ok a' "$(cat "$tmp/lines")")]"
	if [ -z "$why" ]; then echo "ok tap-status"; else echo "not ok tap-status:$why"; fi
fi

if want tap-only; then
	why=
	made fail 2 'ok a' 'not ok b: why'
	[ "$(status "$tmp/t_fail.sh" a)" = 0 ] || why="$why [a, ok: status not 0]"
	[ "$(status "$tmp/t_fail.sh" b)" != 0 ] || why="$why [b, not ok: status 0]"
	[ "$(status "$tmp/t_fail.sh" c)" != 0 ] || why="$why [c, no such test: status 0]"
	grep -q '^not ok c: ' "$tmp/lines" || why="$why [c: $(expected 'not ok c' "$(cat "$tmp/lines")")]"
	[ "$(WIZCASTLE=/bin/false status test/t_notes.sh notes-answered)" != 0 ] ||
	    why="$why [WIZCASTLE=/bin/false t_notes.sh notes-answered: status 0]"
	[ "$(status test/t_notes.sh no-such-test)" != 0 ] ||
	    why="$why [t_notes.sh no-such-test: status 0]"
	if [ -z "$why" ]; then echo "ok tap-only"; else echo "not ok tap-only:$why"; fi
fi

if want tap-count; then
	made fail 2 'ok a' 'not ok b: why'
	TAP_INNER= ONLY= GOLDEN=golden/gwbasic/v01.in UNIT= UNITIO= TESTS=$tmp/t_fail.sh \
	    OUT=$tmp/out sh test/run >"$tmp/run" 2>&1
	got=$(tail -n 1 "$tmp/run")
	if [ "$got" = "2 passed, 1 failed" ]; then
		echo "ok tap-count"
	else
		echo "not ok tap-count: $(expected "2 passed, 1 failed" "$(tr '\n' ' ' <"$tmp/run")")"
	fi
fi

if want tests-names; then
	awk '
	FNR == 1 { doc = "" }
	doc != "" {
		line = $0
		sub(/^\t+/, "", line)
		if (line == doc)
			doc = ""
		next
	}
	/^[ \t]*[A-Za-z_][A-Za-z_0-9]*[ \t]*\(\)[ \t]*\{/ {
		name = $0
		sub(/^[ \t]*/, "", name)
		sub(/[ \t]*\(.*/, "", name)
		n[name]++
		at[name] = at[name] " " FILENAME ":" FNR
	}
	/<<-?[ \t]*[\x27"]?[A-Za-z_0-9]+/ {
		doc = $0
		sub(/.*<<-?[ \t]*[\x27"]?/, "", doc)
		sub(/[^A-Za-z_0-9].*/, "", doc)
	}
	END {
		for (name in n)
			if (n[name] > 1)
				print name ":" at[name]
	}' test/t_*.sh test/lib/*.sh | sort >"$tmp/twice"
	if [ -s "$tmp/twice" ]; then
		echo "not ok tests-names: $(expected "each name defined once" "$(wc -l <"$tmp/twice") twice or more: $(tr '\n' ';' <"$tmp/twice")")"
	else
		echo "ok tests-names"
	fi
fi

if want tests-py-names; then
	awk '
	/^[ \t]*def [A-Za-z_][A-Za-z_0-9]*[ \t]*\(/ {
		name = $0
		sub(/^[ \t]*def[ \t]+/, "", name)
		sub(/[ \t]*\(.*/, "", name)
		if (name == "main" || name ~ /^__.*__$/)
			next
		if (!((name, FILENAME) in seen))
			n[name]++
		seen[name, FILENAME] = 1
		at[name] = at[name] " " FILENAME ":" FNR
	}
	END {
		for (name in n)
			if (n[name] > 1)
				print name ":" at[name]
	}' test/lib/*.py | sort >"$tmp/pytwice"
	if [ -s "$tmp/pytwice" ]; then
		echo "not ok tests-py-names: $(expected "each name defined in one file" "$(wc -l <"$tmp/pytwice") in two or more: $(tr '\n' ';' <"$tmp/pytwice")")"
	else
		echo "ok tests-py-names"
	fi
fi
exit 0
