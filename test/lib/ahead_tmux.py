#!/usr/bin/env python3
"""ahead_tmux.py: a whole golden game typed ahead into a small tmux pane
(40x12) with the screen that waits (wizcastle -p), once its first pause
shows: no key typed ahead may be taken by a pause.

  ahead_tmux.py NAME GOLDEN SOCKET TMP paste|hand -- COMMAND...

paste: every answer in one write (tmux paste-buffer: a paste, a serial
line's typeahead); hand: a key every 60 ms, as a player types without
waiting to read.  Every line of the golden transcript (but its clears and
blank lines) must be in the pane's history and screen, joined where the
pane wrapped them, in order and nothing else: each answer echoed at its
question, never lost to a pause; and the game ends with status 0.  Every
wait is bounded; the tmux server is the caller's (its own socket),
stopped by the caller.
"""
import os
import sys
import time

from tmuxpane import PAUSE, fail, tmux

KEY_GAP = 0.06


def lines(text):
    """The lines that show something: clears, bells and blanks left
    out."""
    text = text.replace('\x1bE', '\n').replace('\f', '\n')
    text = text.replace('\a', '')
    return [l.rstrip() for l in text.split('\n') if l.strip()]


def main():
    argv = sys.argv[1:]
    cmd = argv[argv.index('--') + 1:]
    name, golden, sock, tmp, mode = argv[:argv.index('--')]
    # the pane's history (2000 lines) holds the game whole
    env = 'HOME=%s XDG_STATE_HOME=%s/state TERM=xterm' % (tmp, tmp)
    shell = "env %s %s; echo $? >'%s/exit'" % (
        env, ' '.join("'%s'" % c for c in cmd), tmp)
    if tmux(sock, 'new-session', '-d', '-s', 'g', '-x', '40', '-y', '12',
            shell).returncode != 0:
        fail(name, 'expected a tmux session, got none: tmux cannot start one')
    tmux(sock, 'set-option', '-w', '-t', 'g', 'remain-on-exit', 'on')
    with open(golden + '.in', 'rb') as f:
        keys = f.read().decode('latin-1').replace('\n', '\r')
    with open(golden + '.out', 'rb') as f:
        want = lines(f.read().decode('latin-1'))
    deadline = time.monotonic() + 60
    while PAUSE not in tmux(sock, 'capture-pane', '-p', '-t', 'g').stdout:
        if time.monotonic() > deadline or os.path.exists(tmp + '/exit'):
            fail(name, 'expected a pause before the first question, got '
                 'none: the test cannot tell')
        time.sleep(0.1)
    if mode == 'paste':
        tmux(sock, 'load-buffer', '-', data=keys)
        tmux(sock, 'paste-buffer', '-t', 'g')
    else:
        for k in keys:
            tmux(sock, 'send-keys', '-t', 'g', '-l', k)
            time.sleep(KEY_GAP)
    while not os.path.exists(tmp + '/exit'):
        if time.monotonic() > deadline:
            fail(name, 'expected the end within 60 s, got the game still running')
        time.sleep(0.1)
    time.sleep(0.2)
    with open(tmp + '/exit') as f:
        status = f.read().strip()
    got = lines(tmux(sock, 'capture-pane', '-p', '-J', '-S', '-', '-E', '-',
                     '-t', 'g').stdout)
    got = [l for l in got if not l.startswith('Pane is dead')]
    if status != '0':
        fail(name, 'expected exit status 0, got %s' % status)
    if got != want:
        i = next((i for i, (a, b) in enumerate(zip(want, got)) if a != b),
                 min(len(want), len(got)))
        fail(name, 'line %d of %d: expected %r (the golden), got %r' % (
            i + 1, len(want), want[i] if i < len(want) else None,
            got[i] if i < len(got) else None))
    print('ok %s # %d lines, every answer at its question' %
          (name, len(want)))


if __name__ == '__main__':
    main()
