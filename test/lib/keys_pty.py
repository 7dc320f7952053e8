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
import pty
import select
import signal
import sys
import time


def main():
    out_path, cmd = sys.argv[1], sys.argv[3:]
    keys = [l.rstrip("\n").encode().decode("unicode_escape").encode("latin1")
            for l in sys.stdin]
    env = dict(os.environ, TERM="dumb", WIZCASTLE_CLEAR_MS="0")
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(cmd[0], cmd, env)
    shown = b""

    def read(until):
        nonlocal shown
        end = time.time() + 10
        while time.time() < end:
            if until is not None and shown.rstrip(b" ").endswith(b"?") \
                    and shown.endswith(b" "):
                return True
            r, _, _ = select.select([fd], [], [], 0.05)
            if r:
                try:
                    d = os.read(fd, 65536)
                except OSError:
                    return False
                if not d:
                    return False
                shown += d
        return False

    for k in keys:
        if not read(True):
            break
        n = len(shown)
        os.write(fd, k)
        end = time.time() + 10  # the key's echo, or the program's end
        while len(shown) == n and time.time() < end:
            r, _, _ = select.select([fd], [], [], 0.05)
            if not r:
                continue
            try:
                d = os.read(fd, 65536)
            except OSError:
                break
            if not d:
                break
            shown += d
    read(None)
    status = 124
    end = time.time() + 10
    while time.time() < end:
        p, st = os.waitpid(pid, os.WNOHANG)
        if p:
            status = os.WEXITSTATUS(st) if os.WIFEXITED(st) \
                else 128 + os.WTERMSIG(st)
            break
        time.sleep(0.02)
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    with open(out_path, "wb") as f:
        f.write(shown.replace(b"\r\n", b"\n"))
    sys.exit(status)


main()
