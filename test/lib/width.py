#!/usr/bin/env python3
"""width.py: one run of wizcastle at a terminal 64 columns wide, and
every line wizcastle itself writes there measured.

  width.py NAME [--send KEYS]... [--out] [--want RE] -- COMMAND...

NAME     the check's name, for its one line: "ok NAME" or "not ok NAME: why"
--send   keys typed once the game's output has gone quiet (escapes as in
         Python: \\n, \\x03 for ^C, \\x04 for ^D), in turn
--out    standard output is wizcastle's own words too (-h): measure it
--clean  no ESC on standard output either (Power's edition, TERM dumb:
         the game writes none, so one there came from a name)
--want   a regular expression standard error must match (the message
         this run is there to make: a run that says nothing proves
         nothing)

Standard input and output are one pseudo-terminal, standard error another,
both 64 columns by 24 lines: every byte on standard error is wizcastle's
own.  A line of it wider than 64 columns fails, but for the one the man
page allows, a command alone on its line naming a long file
("wizcastle -r FILE", "wizcastle -j FILE"); so does any byte below 20h
but the line's end, or 7Fh and above, on standard error (a name from
outside shown raw), and with --clean ESC on standard output.  The game is started and stopped by
its PID; every wait is bounded.
"""
import fcntl
import os
import re
import select
import signal
import struct
import sys
import termios
import time

COLS, ROWS = 64, 24
QUIET = 0.15		# the game waits for an answer: no output for this
TIMEOUT = 20		# seconds for the whole run


def pty_pair():
    """A pseudo-terminal COLS by ROWS: (master, slave)."""
    m, s = os.openpty()
    fcntl.ioctl(s, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    return m, s


def spawn(cmd):
    """cmd, session leader on the first pty, stderr on the second."""
    (m1, s1), (m2, s2) = pty_pair(), pty_pair()
    pid = os.fork()
    if pid == 0:
        try:
            os.setsid()
            fcntl.ioctl(s1, termios.TIOCSCTTY, 0)
            os.dup2(s1, 0)
            os.dup2(s1, 1)
            os.dup2(s2, 2)
            for fd in (m1, m2, s1, s2):
                os.close(fd)
            os.execvp(cmd[0], cmd)
        finally:
            os._exit(127)
    os.close(s1)
    os.close(s2)
    return pid, m1, m2


def run(cmd, sends):
    """The output on (stdout, stderr), the keys typed as the game waits;
    None for stdout if the run did not end in time."""
    pid, m1, m2 = spawn(cmd)
    out = {m1: b"", m2: b""}
    open_fds = [m1, m2]
    last = time.monotonic()
    end = last + TIMEOUT
    sends = list(sends)
    status = None
    while time.monotonic() < end:
        r, _, _ = select.select(open_fds, [], [], 0.02)
        for fd in r:
            try:
                b = os.read(fd, 4096)
            except OSError:
                b = b""
            if not b:
                open_fds.remove(fd)
            else:
                out[fd] += b
                last = time.monotonic()
        if status is None:
            p, st = os.waitpid(pid, os.WNOHANG)
            if p == pid:
                status = st
        if status is not None and (not open_fds or
                                   time.monotonic() - last > QUIET):
            break
        if status is None and sends and time.monotonic() - last > QUIET:
            os.write(m1, sends.pop(0))
            last = time.monotonic()
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return None, out[m2]
    return out[m1], out[m2]


ALLOWED = re.compile(rb"^wizcastle -[jr] \S+$")


def wide_lines(text):
    """The lines of text wider than COLS, but for the one allowed."""
    bad = []
    for line in text.split(b"\n"):
        line = line.rstrip(b"\r").split(b"\r")[-1]
        if len(line) > COLS and not ALLOWED.match(line):
            bad.append(line)
    return bad


def raw_bytes(text):
    """Bytes no name shown may put on the terminal: below 20h but the
    line's end, 7Fh and above."""
    return sorted(set(c for c in text if (c < 0x20 and c not in b"\r\n")
                      or c >= 0x7f))


def main():
    args = sys.argv[1:]
    name = args.pop(0)
    sends, check_out, clean_out, want = [], False, False, None
    while args and args[0] != "--":
        opt = args.pop(0)
        if opt == "--send":
            sends.append(args.pop(0).encode().decode("unicode_escape")
                         .encode("latin-1"))
        elif opt == "--out":
            check_out = True
        elif opt == "--clean":
            clean_out = True
        elif opt == "--want":
            want = re.compile(args.pop(0).encode())
    cmd = args[1:]
    out, err = run(cmd, sends)
    if out is None:
        print("not ok %s: did not end in %d s: %r" % (name, TIMEOUT,
                                                      err[-200:]))
        return
    text = out if check_out else err
    if os.environ.get("WIDTH_SHOW"):
        sys.stderr.write(text.decode("latin-1"))
    if want is not None and not want.search(text):
        print("not ok %s: no %s in: %r" % (name, want.pattern.decode(),
                                            text[-300:]))
    elif wide_lines(text):
        line = wide_lines(text)[0]
        print("not ok %s: %d columns: %s" % (name, len(line),
                                             line.decode("latin-1")))
    elif raw_bytes(err):
        print("not ok %s: raw bytes on standard error: %r" %
              (name, bytes(raw_bytes(err))))
    elif clean_out and b"\x1b" in out:
        print("not ok %s: ESC on standard output" % name)
    else:
        print("ok %s" % name)


main()
