#!/usr/bin/env python3
"""width.py: runs of wizcastle at a terminal 64 columns wide, and every
line wizcastle itself writes there measured.

  width.py <CASES

CASES, on standard input, one run after another, each a block of lines:

  case NAME   the run's name, for its one line: "ok NAME" or "not ok
              NAME: why"
  send KEYS   keys typed once the game has answered the last (or begun)
              and its output has gone quiet (escapes as in Python: \\n,
              \\x03 for ^C, \\x04 for ^D), in turn
  env K=V     the variable K set to V for this run
  out         standard output is wizcastle's own words too (-h): measure it
  clean       no ESC on standard output either (Power's edition, TERM
              dumb: the game writes none, so one there came from a name)
  cols N      both terminals N columns wide, not 64 (and the lines
              measured against N)
  most N      standard error is N lines at most (a usage error: its
              reason and the line pointing at -h)
  want RE     a regular expression standard error (with out, standard
              output) must match: the message this run is there to make
              (a run that says nothing proves nothing)
  arg WORD    the command's next word (the first: the program)
  end         the run, now

One process runs them all: Python's start is dear on a loaded machine.

Standard input and output are one pseudo-terminal, standard error another,
both 64 columns by 24 lines: every byte on standard error is wizcastle's
own.  A line of it wider than 64 columns fails, but for the one the man
page allows, a command alone on its line naming a long file
("wizcastle -r FILE", "wizcastle -j FILE"); so does any byte below 20h
but the line's end, or 7Fh and above, on standard error (a name from
outside shown raw), and with clean ESC on standard output.  A message
whole: no line of standard error is a word alone, the end of a message
broken before it (but for the allowed command's line, and a line of
the game's own, one that starts with no "wizcastle" and follows none).  The game is started and stopped by
its PID; every wait is bounded.
"""
import os
import re
import select
import sys
import time

from ptyterm import spawn, stop

COLS, ROWS = 64, 24
QUIET = 0.3		# the game waits for an answer: no output for this
TIMEOUT = 20		# seconds for the whole run


def converse(cmd, sends, env, cols):
    """The output on (stdout, stderr), the keys typed as the game waits;
    None for stdout if the run did not end in time."""
    pid, m1, m2 = spawn(cmd, env, (ROWS, cols), err=True)
    answered = False	# output since the last keys typed
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
                answered = True
        if status is None:
            p, st = os.waitpid(pid, os.WNOHANG)
            if p == pid:
                status = st
        if status is not None and (not open_fds or
                                   time.monotonic() - last > QUIET):
            break
        if status is None and sends and answered and \
                time.monotonic() - last > QUIET:
            os.write(m1, sends.pop(0))
            last = time.monotonic()
            answered = False
    if status is None:
        stop(pid)
        return None, out[m2]
    return out[m1], out[m2]


ALLOWED = re.compile(rb"^wizcastle -[jr] \S+$")


def wide_lines(text, cols):
    """The lines of text wider than cols, but for the one allowed."""
    bad = []
    for line in text.split(b"\n"):
        line = line.rstrip(b"\r").split(b"\r")[-1]
        if len(line) > cols and not ALLOWED.match(line):
            bad.append(line)
    return bad


def lone_words(text):
    """The lines of wizcastle's own messages in text that hold one word
    alone: a message broken before its last word.  A message's lines
    are its first, "wizcastle: ...", and those after it up to a blank
    line or the next message."""
    bad, inside = [], False
    for line in text.split(b"\n"):
        line = line.rstrip(b"\r").split(b"\r")[-1].strip()
        if line == b"wizcastle:":
            bad.append(line)
        elif line.startswith(b"wizcastle: "):
            inside = True
        elif not line:
            inside = False
        elif inside and b" " not in line and not ALLOWED.match(line):
            bad.append(line)
    return bad


def raw_bytes(text):
    """Bytes no name shown may put on the terminal: below 20h but the
    line's end, 7Fh and above."""
    return sorted(set(c for c in text if (c < 0x20 and c not in b"\r\n")
                      or c >= 0x7f))


def case(name, cmd, sends, env, check_out, clean_out, want, cols,
          most=None):
    """One run, and its line."""
    out, err = converse(cmd, sends, env, cols)
    if out is None:
        print("not ok %s: expected an end within %d s, got it still "
              "running: %r" % (name, TIMEOUT, err[-200:]))
        return
    text = out if check_out else err
    if want is not None and not want.search(text):
        print("not ok %s: expected %s, got %r" % (name, want.pattern.decode(),
                                                   text[-300:]))
    elif wide_lines(text, cols):
        line = wide_lines(text, cols)[0]
        print("not ok %s: expected %d columns at most, got %d: %s" %
              (name, cols, len(line), line.decode("latin-1")))
    elif lone_words(err):
        print("not ok %s: expected whole messages, got a word alone on a "
              "line: %s" % (name, lone_words(err)[0].decode("latin-1")))
    elif most is not None and len(err.rstrip(b"\r\n").split(b"\n")) > most:
        print("not ok %s: expected %d lines at most, got %r" %
              (name, most, err.decode("latin-1")))
    elif raw_bytes(err):
        print("not ok %s: expected no raw byte on standard error, got %r" %
              (name, bytes(raw_bytes(err))))
    elif clean_out and b"\x1b" in out:
        print("not ok %s: expected no ESC on standard output, got one" % name)
    else:
        print("ok %s" % name)
    sys.stdout.flush()


def main():
    c = None
    for line in sys.stdin.buffer.read().split(b"\n"):
        word, _, rest = line.partition(b" ")
        if word == b"case":
            c = {"name": rest.decode("latin-1"), "cmd": [], "sends": [],
                 "env": dict(os.environ), "out": False, "clean": False,
                 "want": None, "cols": COLS, "most": None}
        elif word == b"send":
            c["sends"].append(rest.decode("latin-1")
                              .encode("latin-1").decode("unicode_escape")
                              .encode("latin-1"))
        elif word == b"env":
            k, _, v = rest.partition(b"=")
            c["env"][os.fsdecode(k)] = os.fsdecode(v)
        elif word == b"out":
            c["out"] = True
        elif word == b"clean":
            c["clean"] = True
        elif word == b"want":
            c["want"] = re.compile(rest)
        elif word == b"most":
            c["most"] = int(rest)
        elif word == b"cols":
            c["cols"] = int(rest)
        elif word == b"arg":
            c["cmd"].append(os.fsdecode(rest))
        elif word == b"end":
            case(c["name"], c["cmd"], c["sends"], c["env"], c["out"],
                  c["clean"], c["want"], c["cols"], c["most"])


main()
