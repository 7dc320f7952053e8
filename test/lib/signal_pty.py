#!/usr/bin/env python3
"""signal_pty.py: wizcastle ended from outside at a pseudo-terminal, under
a shell script that goes on after it.

  signal_pty.py NAME HOW STATE -- COMMAND...

The terminal is a new session's, its settings as a login leaves them;
sh -c runs "stty -g; COMMAND; echo after $?; stty -g" on it, in one
process group with the game (no job control: a signal sent to the group
reaches the shell too).  At the game's second question (SEX ?), after
"dw" typed:

  TERM, HUP   that signal, to the game alone (kill)
  quit, int   ^\\ or ^C typed: the terminal sends SIGQUIT or SIGINT to
              the whole group, the shell's own ignored (trap '' in the
              script), as an interactive shell's is
  takeover    a second COMMAND at a second terminal, the same player
              (-u), takes the game over

What must show: the open line closed ("dw" then the line's end), the one
line the program says (TERM, HUP, quit, int: where the game is kept;
takeover: that the game went on at another login), then the shell's
"after" with the exit status (TERM 143, HUP 129, quit and int 0 as ^D
leaves, takeover 0), nothing else (no "Hangup" or "Quit" from the shell;
but after TERM and HUP, one line, its word of a program ended by a
signal), and the terminal's settings as the script found them.
STATE is XDG_STATE_HOME and HOME for the games.  Every wait is bounded;
the processes are stopped by their PID.
"""
import os
import re
import signal
import sys
import time

import ptyterm

TIMEOUT = 20


def game_pid(shell):
    """The game: the script's child, from /proc."""
    for p in os.listdir('/proc'):
        if not p.isdigit():
            continue
        try:
            with open('/proc/%s/stat' % p) as f:
                st = f.read()
        except OSError:
            continue
        if int(st[st.rindex(')') + 2:].split()[1]) == shell:
            return int(p)
    return None


def main():
    argv = sys.argv[1:]
    cmd = argv[argv.index('--') + 1:]
    name, how, state = argv[:argv.index('--')]
    env = dict(os.environ, XDG_STATE_HOME=state, HOME=state, TERM='vt100')
    game = ' '.join("'%s'" % c for c in cmd)
    trap = "trap : INT QUIT; " if how in ('quit', 'int') else ''
    script = ('%sstty -g >"$HOME/found"; %s; echo "after $?"; '
              'stty -g >"$HOME/left"' % (trap, game))
    deadline = time.monotonic() + TIMEOUT
    pid, fd = ptyterm.spawn(['sh', '-c', script], env)
    t, other = ptyterm.Term(pid, fd, deadline), None
    try:
        t.wait_for(rb'CHOICE \? $') or ptyterm.fail(name, 'expected the first question, got none')
        os.write(fd, b'E\r')
        t.wait_for(rb'SEX \? $') or ptyterm.fail(name, 'expected the second question, got none')
        os.write(fd, b'dw')
        t.wait_for(rb'SEX \? dw$') or ptyterm.fail(name, 'expected dw echoed, got %r' % bytes(t.out[-40:]))
        mark = len(t.out)
        if how in ('TERM', 'HUP'):
            g = game_pid(pid)
            if g is None:
                ptyterm.fail(name, 'expected a game under the script, got none')
            os.kill(g, getattr(signal, 'SIG' + how))
        elif how == 'quit':
            os.write(fd, b'\x1c')
        elif how == 'int':
            os.write(fd, b'\x03')
        else:
            p2, f2 = ptyterm.spawn(cmd, env)
            other = ptyterm.Term(p2, f2, deadline)
            other.wait_for(rb'SEX \? $') or ptyterm.fail(
                name, 'expected the second login to take the game over, '
                'got %r' % bytes(other.out[-200:]))
        status = t.finish()
        if status is None:
            ptyterm.fail(name, 'expected the end within %d s, got the script still '
                 'running' % TIMEOUT)
    finally:
        t.kill(group=True)
        if other:
            other.kill(group=True)
    rest = bytes(t.out[mark:]).replace(b'\r\n', b'\n')
    if how == 'takeover':
        said = b'wizcastle: your game went on at another login\n'
    else:
        said = re.search(rb'wizcastle: the game is kept[^\n]*\n', rest)
        if said is None:
            ptyterm.fail(name, 'expected a word of where the game is kept, got %r' %
                 rest)
        said = said.group(0)
    code = {'TERM': 143, 'HUP': 129}.get(how, 0)
    # ^\ and ^C: echoed by the terminal, or not (libedit's mode has no
    # echo); after TERM and HUP, the shell's word, whatever it is
    key = {'quit': b'^\\', 'int': b'^C'}.get(how, b'')
    if key and rest.startswith(key):
        rest = rest[len(key):]
    head, tail = b'\n' + said, b'after %d\n' % code
    between = rest[len(head):len(rest) - len(tail)]
    if (not rest.startswith(head) or not rest.endswith(tail) or
            len(rest) < len(head) + len(tail) or
            (between and how not in ('TERM', 'HUP')) or
            between.count(b'\n') > 1):
        ptyterm.fail(name, 'after "dw": expected %r, got %r' % (head + tail, rest))
    with open(state + '/found') as f, open(state + '/left') as g:
        if f.read() != g.read():
            ptyterm.fail(name, 'expected the terminal left as found, got its '
                 'modes changed')
    print('ok %s' % name)


if __name__ == '__main__':
    main()
