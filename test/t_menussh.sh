#!/bin/sh
# t_menussh.sh: the host's menu (-M) over a real sshd of the test's own,
# the host of wizcastle-host(7) built from the page's own text by
# test/lib/host.sh (as t_ssh.sh builds it), its players' keys written by
# the page's wizcastle-addplayer; each login in a tmux pane of 80x24,
# ssh -tt, as a player's.
#
#   menussh-menu     alice logs in: the menu within 5 s, every line of it
#                    within 64 columns; n, Stetson's edition (2), MBASIC
#                    (Enter): its game; ^C keeps it, said, and the menu is
#                    back, the game listed as Stetson's; p goes
#                    on with it (its line that it goes on); ^C again; bob
#                    plays, alice's w lists his game, its key watches it
#                    (the line that she watches bob's game), q is back at
#                    the menu; s shows the scores; q ends her login, its
#                    ssh status 0; the log has her login and logout, her
#                    game begun and gone on with
#   menussh-nologin  nologin in the state folder: alice's menu shows its
#                    first line and offers no game; q ends the login
#   menussh-piped    carol's key in a pipe (ssh -T, the answers piped):
#                    no menu, the bytes and status of the command without
#                    -M, run on a copy of the same state folder
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
echo 1..3	# its tests (test/run counts those not run as failed)
host_test=menussh-menu
host_players=carol
. "$(dirname "$0")/lib/host.sh"	# the page's host, its sshd, the panes
host_make
host_up
menu='^q) quit'

# --- menussh-menu
t0=$(now)
login alice1 alice || host_fail menussh-menu "a tmux session" "tmux failed"
wait_screen alice1 "$menu" || host_fail menussh-menu "the menu" "$(tr '\n' '|' <"$tmp/screen.alice1")"
ms=$(since "$t0")
[ "$ms" -lt 5000 ] || host_fail menussh-menu "the menu within 5 s" "$ms ms"
wide=$(awk 'length > 64' "$tmp/screen.alice1")
[ -z "$wide" ] || host_fail menussh-menu "the menu within 64 columns" "$wide"
echo "# menussh-menu: the menu $ms ms after the login began"
T send-keys -t alice1 n
wait_screen alice1 '^q) back to the menu' || host_fail menussh-menu "n: the editions" "$(tr '\n' '|' <"$tmp/screen.alice1")"
T send-keys -t alice1 2
wait_screen alice1 'machine? (Enter: mbasic)' || host_fail menussh-menu "2: Stetson's machines" "$(tr '\n' '|' <"$tmp/screen.alice1")"
T send-keys -t alice1 Enter
wait_screen alice1 'YOUR CHOICE? *$' || host_fail menussh-menu "Stetson's game" "$(tr '\n' '|' <"$tmp/screen.alice1")"
answer alice1 E 'PREFER? *$' && answer alice1 F 'STRENGTH? *$' ||
    host_fail menussh-menu "Stetson's questions" "$(tr '\n' '|' <"$tmp/screen.alice1")"
T send-keys -t alice1 C-c
wait_screen alice1 "$menu" || host_fail menussh-menu "^C: the menu again" "$(tr '\n' '|' <"$tmp/screen.alice1")"
grep -q '^wizcastle: the game is kept' "$tmp/screen.alice1" &&
    grep -q '^1) .* stetson' "$tmp/screen.alice1" ||
    host_fail menussh-menu "^C: kept, said, and listed" "$(tr '\n' '|' <"$tmp/screen.alice1")"
T send-keys -t alice1 p
wait_screen alice1 '^wizcastle: your stetson game goes on' ||
    host_fail menussh-menu "p: the game goes on" "$(tr '\n' '|' <"$tmp/screen.alice1")"
wait_screen alice1 'STRENGTH? *$' || host_fail menussh-menu "p: at its question" "$(tr '\n' '|' <"$tmp/screen.alice1")"
T send-keys -t alice1 C-c
wait_screen alice1 "$menu" || host_fail menussh-menu "^C again: the menu" "$(tr '\n' '|' <"$tmp/screen.alice1")"
login bob1 bob && enter bob1 || host_fail menussh-menu "bob: the menu, and p" "$(tr '\n' '|' <"$tmp/screen.bob1")"
wait_screen bob1 'YOUR CHOICE ? *$' || host_fail menussh-menu "bob: his game" "$(tr '\n' '|' <"$tmp/screen.bob1")"
T send-keys -t alice1 w
wait_screen alice1 '^[a-z]) bob ' || host_fail menussh-menu "w: bob's game listed" "$(tr '\n' '|' <"$tmp/screen.alice1")"
key=$(sed -n 's/^\([a-z]\)) bob .*/\1/p' "$tmp/screen.alice1" | tail -n 1)
T send-keys -t alice1 "$key"
wait_screen alice1 "^wizcastle: watching bob's game" ||
    host_fail menussh-menu "$key: bob's game watched" "$(tr '\n' '|' <"$tmp/screen.alice1")"
T send-keys -t alice1 q
wait_screen alice1 "$menu" || host_fail menussh-menu "q: the menu again" "$(tr '\n' '|' <"$tmp/screen.alice1")"
T send-keys -t alice1 s
wait_screen alice1 '^-- a key for the menu --' || host_fail menussh-menu "s: the scores" "$(tr '\n' '|' <"$tmp/screen.alice1")"
grep -q -e '^ RANK PLAYER' -e '^no game has ended yet' "$tmp/screen.alice1" ||
    host_fail menussh-menu "s: the scores" "$(tr '\n' '|' <"$tmp/screen.alice1")"
T send-keys -t alice1 x
wait_screen alice1 "$menu" || host_fail menussh-menu "a key: the menu again" "$(tr '\n' '|' <"$tmp/screen.alice1")"
T send-keys -t alice1 q
poll 100 test -f "$tmp/exit.alice1" || host_fail menussh-menu "q: the login's end" "it still running"
[ "$(cat "$tmp/exit.alice1")" = EXIT=0 ] || host_fail menussh-menu "q: status 0" "$(cat "$tmp/exit.alice1")"
if [ -n "$WIZCASTLE_LOG" ]; then
	got=$(sed -n 's/^.*wizcastle\[[0-9]*\]: alice ([^)]*): //p' "$WIZCASTLE_LOG" |
	    awk '/^login$/ && n == 0 { n = 1 }
		/^game begun: .*stetson on mbasic$/ && n == 1 { n = 2 }
		/^game resumed: .*stetson on mbasic/ && n == 2 { n = 3 }
		/^logout$/ && n == 3 { n = 4 }
		END { print n + 0 }')
	[ "$got" = 4 ] || host_fail menussh-menu "the log: login, begun, resumed, logout" \
	    "$got of 4: $(grep alice "$WIZCASTLE_LOG" | tail -n 6 | tr '\n' '|')"
fi
echo "ok menussh-menu"
hangup || host_fail menussh-menu "no game within 30 s of the lines gone" "games still running"

# --- menussh-nologin
printf 'closed for an upgrade until 18:00\nthe second line\n' \
    >"$state/wizcastle/nologin"
login alice2 alice || host_fail menussh-nologin "a tmux session" "tmux failed"
wait_screen alice2 "$menu" || host_fail menussh-nologin "the menu" "$(tr '\n' '|' <"$tmp/screen.alice2")"
grep -q -x 'closed for an upgrade until 18:00' "$tmp/screen.alice2" &&
    ! grep -q -e '^[pn1]) ' -e 'second line' "$tmp/screen.alice2" ||
    host_fail menussh-nologin "nologin's first line, no game offered" "$(tr '\n' '|' <"$tmp/screen.alice2")"
T send-keys -t alice2 q
poll 100 test -f "$tmp/exit.alice2" || host_fail menussh-nologin "q: the login's end" "it still running"
rm -f "$state/wizcastle/nologin"
echo "ok menussh-nologin"

# --- menussh-piped: carol's game begun in a pipe, kept; then more of it
# over ssh -T, against the command without -M on a copy of her folder
printf 'E\nF\n' | timeout 30 "$tmp/ssh" carol >/dev/null 2>&1
cp -R "$state" "$tmp/copy"
cmd=$(sed -n 's/.*command="\([^"]*\)" .* carol$/\1/p' "$keys")
printf '2\n3\n3\nC\nM\nY\n' | timeout 30 "$tmp/ssh" carol >"$tmp/piped.out" \
    2>"$tmp/piped.err"
rc=$?
# the same command, -M left out, at the copy (the binary the page's
# wrapper runs, its state folder the copy)
alone=$(echo "$cmd" | sed -e 's/ -M$//' -e 's/^[^ ]* //')
printf '2\n3\n3\nC\nM\nY\n' | XDG_STATE_HOME=$tmp/copy sh -c "'$W' $alone" \
    >"$tmp/alone.out" 2>"$tmp/alone.err"
want=$?
case $cmd in
*' -M') ;;
*) host_fail menussh-piped "carol's command ends -M" "$cmd" ;;
esac
grep -q 'YOUR MOVE' "$tmp/alone.out" || host_fail menussh-piped "the game alone played" "$(tail -n 3 "$tmp/alone.out" | tr '\n' '|')"
[ $rc -eq $want ] && cmp -s "$tmp/alone.out" "$tmp/piped.out" &&
    cmp -s "$tmp/alone.err" "$tmp/piped.err" ||
    host_fail menussh-piped "status $want and the bytes of wizcastle $alone" "status $rc, $(cmp "$tmp/alone.out" "$tmp/piped.out" 2>&1) $(cat "$tmp/piped.err")"
echo "ok menussh-piped"
