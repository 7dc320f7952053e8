#!/usr/bin/env python3
"""menu_pty.py: a command at a terminal of its own, keys typed at what
it shows (test/t_menu.sh: the host's menu, and a game played alone).

  menu_pty.py OUT -- COMMAND...

Each line of standard input is a step, REGEX, a tab, and KEYS (Python's
escapes read: \\r for Enter, \\x03 for ^C): once the output since the
last keys typed matches REGEX (a Python regular expression, on the bytes
as Latin-1), KEYS are typed; 10 s at most a step.  KEYS that begin with
! are a shell command instead, run then (its status not looked at),
with MENU_PID the command's process ID in its environment.  What the terminal
showed, byte for byte (CR and all), goes to OUT.  The exit status is the
command's (128 + N for a signal N); 124 if it is still running 10 s
after the last step (it is killed then); 125 if a step waited in vain,
the step and the last of the output said on standard error.  TERM=dumb:
no clear.
"""
import os
import re
import sys
import time

from ptyterm import Term, spawn, shell_status, stop


def steps(lines):
    """The steps of lines: (regex, keys)."""
    out = []
    for line in lines:
        line = line.rstrip("\n")
        if not line:
            continue
        regex, _, keys = line.partition("\t")
        keys = keys.encode().decode("unicode_escape").encode("latin1")
        out.append((re.compile(regex.encode("latin1"), re.M), keys))
    return out


def main(argv):
    out_path, cmd = argv[1], argv[3:]
    env = dict(os.environ, TERM="dumb", WIZCASTLE_CLEAR_MS="0")
    pid, fd = spawn(cmd, env)
    term = Term(pid, fd, time.monotonic() + 600)
    since = 0
    status = 0
    for regex, keys in steps(sys.stdin):
        end = time.monotonic() + 10
        while not regex.search(bytes(term.out[since:])):
            if time.monotonic() > end or term.eof:
                sys.stderr.write("menu_pty: waited for %r, got %r\n" % (
                    regex.pattern, bytes(term.out[-200:])))
                status = 125
                break
            term.pump(0.05)
        if status:
            break
        since = len(term.out)
        if keys.startswith(b"!"):
            os.system("MENU_PID=%d; export MENU_PID; %s" % (
                pid, keys[1:].decode("latin1")))
        else:
            os.write(fd, keys)
    term.deadline = time.monotonic() + 10
    st = term.finish() if not status else None
    if st is None:
        stop(pid)
    with open(out_path, "wb") as f:
        f.write(bytes(term.out))
    sys.exit(status or shell_status(st))


main(sys.argv)
