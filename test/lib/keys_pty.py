#!/usr/bin/env python3
"""keys_pty.py: wizcastle at a pseudo-terminal, keys typed at its questions.

  keys_pty.py OUT -- COMMAND...

Each line of standard input is a key sequence, Python's escapes read
(\\x03 for ^C): typed once the output ends in "? " (a question), which
is waited for, 10 s at most.  What the terminal showed goes to OUT; the
exit status is the program's (128 + N for signal N; 124 if it had to be
killed after 10 s without an end).  TERM=dumb: no clear, no wait.
"""
import os
import sys
import time

from ptyterm import Term, shell_status, spawn, stop

STEP = 10	# seconds for a question, a key's echo, the end


def main():
    out_path, cmd = sys.argv[1], sys.argv[3:]
    keys = [l.rstrip("\n").encode().decode("unicode_escape").encode("latin1")
            for l in sys.stdin]
    env = dict(os.environ, TERM="dumb", WIZCASTLE_CLEAR_MS="0")
    pid, fd = spawn(cmd, env)
    term = Term(pid, fd, 0)
    for k in keys:
        term.deadline = time.monotonic() + STEP
        if not term.wait_for(rb"\? +\Z", quiet=0):
            break
        n = len(term.out)
        os.write(fd, k)
        term.deadline = time.monotonic() + STEP	# the echo, or the end
        while len(term.out) == n and not term.eof and not term.late():
            term.pump(0.05)
    term.deadline = time.monotonic() + STEP
    status = term.finish()
    if status is None:
        stop(pid)
    with open(out_path, "wb") as f:
        f.write(bytes(term.out).replace(b"\r\n", b"\n"))
    sys.exit(shell_status(status))


main()
