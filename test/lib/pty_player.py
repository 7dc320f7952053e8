#!/usr/bin/env python3
"""pty_player.py: a command at a terminal of its own, typed to as told.

  pty_player.py [--timeout S] [--out FILE] [--pid FILE] -- COMMAND...

The command runs as the session leader of a new pseudo-terminal.  Each
line this script reads on its standard input (a FIFO the test writes,
say) is typed at the terminal as it comes, its newline a Return; the end
of that input types nothing.  The command's output (the screen's bytes)
goes to FILE, flushed as it comes; its pid to --pid's FILE.  The script ends when the command
exits, with its status (128 + N for a signal N); after S seconds
(default 60), 124, the command killed.
"""
import os
import sys
import time

from ptyterm import Term, shell_status, spawn


def main(argv):
    timeout, outfile, pidfile = 60.0, None, None
    while argv and argv[0] != '--':
        opt, val = argv.pop(0), argv.pop(0)
        if opt == '--timeout':
            timeout = float(val)
        elif opt == '--out':
            outfile = val
        elif opt == '--pid':
            pidfile = val
    cmd = argv[1:]
    pid, fd = spawn(cmd)
    if pidfile:
        with open(pidfile + '.tmp', 'w') as f:
            f.write('%d\n' % pid)
        os.rename(pidfile + '.tmp', pidfile)
    out = open(outfile, 'wb') if outfile else None
    src = sys.stdin.fileno()
    term = Term(pid, fd, time.monotonic() + timeout)
    status = None
    while not term.late():
        n = len(term.out)
        ready = term.pump(0.05, [src] if src is not None else [])
        if out and len(term.out) > n:
            out.write(term.out[n:])
            out.flush()
        if src is not None and src in ready:
            b = os.read(src, 4096)
            if b:
                os.write(fd, b.replace(b'\n', b'\r'))
            else:
                src = None
        done, st = os.waitpid(pid, os.WNOHANG)
        if done:
            status = st
            term.pid = None
            break
    term.kill()
    return shell_status(status)


sys.exit(main(sys.argv[1:]))
