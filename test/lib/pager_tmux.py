#!/usr/bin/env python3
"""pager_tmux.py: a golden case played in a tmux pane of 80x24, the screen
read at every stop: each question, and each pause of the screen that
waits (wizcastle -p), where a blank is typed to go on.

  pager_tmux.py NAME GOLDEN SOCKET TMP pager|plain -- COMMAND...

pager: every line a move prints after its last clear of the screen was on
the screen at one of the move's stops, in order (none scrolled off unseen),
and every pause is "-- more --" alone on the last line.  plain: no pause,
and the moves that print more than a screen lose their start, as the 1980
program's did: the count of those is told.  Every wait is bounded; the
tmux server is the caller's (its own socket), stopped by the caller.
"""
import os
import sys
import time

from tmuxpane import PAUSE, fail, tmux


class Pane:
    def __init__(self, sock):
        self.sock = sock

    def command(self, *args):
        """One tmux command on the caller's server (tmuxpane.py)."""
        return tmux(self.sock, *args)

    def capture(self):
        r = self.command('capture-pane', '-p', '-t', 'g')
        return [l.rstrip() for l in r.stdout.split('\n')][:24]

    def next_stop(self, before, deadline):
        """The next stop: a screen that is not before, that holds still
        for a tenth of a second, whose last line is a pause or ends in a
        question mark; None if the game ended or the deadline passed."""
        last = None
        while time.monotonic() < deadline:
            s = self.capture()
            rows = [l for l in s if l]
            if s == last and s != before and rows and (
                    rows[-1] == PAUSE or rows[-1].endswith('?')):
                return s
            if self.ended():
                return None
            last = s
            time.sleep(0.1)
        return None

    def ended(self):
        r = self.command('display-message', '-p', '-t', 'g', '#{pane_dead}')
        return r.stdout.strip() == '1'


def moves(golden):
    """Each move's lines after its last clear, blank ones left out, the
    question's own line ("YOUR MOVE ?") last; the answers."""
    with open(golden + '.in', 'rb') as f:
        answers = f.read().decode('latin-1').split('\n')[:-1]
    with open(golden + '.out', 'rb') as f:
        out = f.read().decode('latin-1')
    pos, result = 0, []
    for a in answers:
        k = out.find('? ' + a + '\n', pos)
        if k < 0:
            break
        seg = out[pos:k + 1].split('\f')[-1]
        result.append([l.rstrip() for l in seg.split('\n') if l.strip()])
        pos = k + len(a) + 3
    result.append([l.rstrip() for l in out[pos:].split('\f')[-1].split('\n')
                   if l.strip()])
    return result, answers


def seen(lines, screens):
    """How many of lines, from the first, the screens show in order."""
    j = 0
    for s in screens:
        rows = [l for l in s if l and l != PAUSE]
        for i in range(len(rows)):
            n = len(rows) - i
            if rows[i:] == lines[j:j + n]:
                j += n
                break
    return j


def main():
    argv = sys.argv[1:]
    cmd = argv[argv.index('--') + 1:]
    name, golden, sock, tmp, mode = argv[:argv.index('--')]
    pane = Pane(sock)
    env = 'HOME=%s XDG_STATE_HOME=%s/state' % (tmp, tmp)
    shell = "env %s %s; echo EXIT=$? >'%s/exit'" % (
        env, ' '.join("'%s'" % c for c in cmd), tmp)
    if pane.command('new-session', '-d', '-s', 'g', '-x', '80', '-y', '24',
                 shell).returncode != 0:
        fail(name, 'expected a tmux session, got none: tmux cannot start one')
    pane.command('set-option', '-w', '-t', 'g', 'remain-on-exit', 'on')
    want, answers = moves(golden)
    deadline = time.monotonic() + 120
    screen, lost, pauses = None, [], 0
    for m, lines in enumerate(want):
        stops = []
        while True:
            screen = pane.next_stop(screen, deadline)
            if screen is None:
                if pane.ended():	# the last screen, as the game left it
                    stops.append([l for l in pane.capture()
                                  if not l.startswith('Pane is dead')])
                break
            stops.append(screen)
            rows = [l for l in screen if l]
            if PAUSE in screen[:-1]:
                fail(name, 'expected a pause erased, got one left on the screen')
            if rows[-1] != PAUSE:
                break
            pauses += 1
            if mode != 'pager':
                fail(name, 'expected no pause without -p, got one')
            if screen[-1] != PAUSE:
                fail(name, 'expected the pause on the last line, got %r there' %
                     screen[-1])
            pane.command('send-keys', '-t', 'g', 'Space')
        if seen(lines, stops) < len(lines):
            lost.append(m)
        if m < len(answers):
            if screen is None:
                fail(name, 'expected a question for answer %d, got the '
                     'game ended, or no longer showing' % (m + 1))
            pane.command('send-keys', '-t', 'g', '-l', answers[m])
            pane.command('send-keys', '-t', 'g', 'Enter')
    t = time.monotonic() + 10
    while not os.path.exists(tmp + '/exit') and time.monotonic() < t:
        time.sleep(0.1)
    if mode == 'pager':
        if lost:
            fail(name, 'expected every move whole on a screen, got moves '
                 '%s without their start (%d pauses)' %
                 (','.join(str(m + 1) for m in lost), pauses))
        print('ok %s # %d moves, %d pauses, no start lost' %
              (name, len(want), pauses))
    elif not lost:
        fail(name, 'expected a move to lose its start without -p, got '
             'none: the test cannot tell a pager')
    else:
        print('ok %s # without -p, %d of %d moves lost their start' %
              (name, len(lost), len(want)))


if __name__ == '__main__':
    main()
