#!/usr/bin/env python3
"""pty_run.py: a command at a terminal of its own, typed to from a file.

  pty_run.py [--timeout S] [--in FILE] [--out FILE] [--eof] -- COMMAND...

The command runs as the session leader of a new pseudo-terminal, its
standard input, output and error.  Once it has printed something, FILE's
bytes are typed, all at once (typeahead); with --eof a Control-D after
them.  Then its output is read until it exits: the exit status is this
script's (128 + N for a signal N); 124 if it is still running after S
seconds (default 60), when it is killed.  Its output (the screen's bytes,
standard error's among them) goes to --out's file, if given.
"""
import os
import sys
import time

from ptyterm import Term, shell_status, spawn


def main(argv):
    timeout, infile, outfile, eof = 60.0, None, None, False
    while argv and argv[0] != '--':
        opt = argv.pop(0)
        if opt == '--eof':
            eof = True
            continue
        val = argv.pop(0)
        if opt == '--timeout':
            timeout = float(val)
        elif opt == '--in':
            infile = val
        elif opt == '--out':
            outfile = val
    cmd = argv[1:]
    data = open(infile, 'rb').read() if infile else b''
    if eof:
        data += b'\x04'
    pid, fd = spawn(cmd)
    term = Term(pid, fd, time.monotonic() + timeout)
    status = None
    while not term.late():
        term.pump(0.05)
        if term.out and data:
            os.write(fd, data)
            data = b''
        done, st = os.waitpid(pid, os.WNOHANG)
        if done:
            status = st
            term.pid = None
            break
    term.kill()
    term.drain()
    out = term.out
    if outfile:
        open(outfile, 'wb').write(bytes(out))
    return shell_status(status)


sys.exit(main(sys.argv[1:]))
