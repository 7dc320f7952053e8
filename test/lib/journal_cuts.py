"""journal_cuts.py: a golden case's journal cut after k answers, then
resumed (t_journal.sh's journal-cut-*), for the case's cut points.

    python3 test/lib/journal_cuts.py CASE DIR SEED MACHINE SLOW -- COMMAND...

CASE is golden/CASE.in and .out; COMMAND the program with the case's
options (its folder's args, its seed), 20 s at most a run; DIR a folder
for the journals; SEED and MACHINE what the journal's head names; SLOW
"yes" for a slow binary (test/check's sanitizer suite): half the cuts.
The cut points: 0, 1, 2, 3, 7, a third, a half and the last three of the
m answers the whole session reads.  For each, -j with the first k
answers: status 0, nothing on stderr, the journal the head and the k
answers byte for byte (each line's first 4,096 bytes); then -r with the
rest: the journal untouched, status 0, and either the game over (said
so, the session shown again) or "castle C goes on after k answers" and
an output that is a suffix of the session's, holding all of it after
the (k+1)th prompt and before it exactly the last screen (from the last
form feed, at most 22 lines before the prompt's, all a screen holds
when no form feed begins it).  Nothing printed and status 0 when each
cut is right; else the first that is not, and why, and status 1.  The
same checks as the shell's loop they replace, which forked some 40
tools a cut: 178 s of CPU for the 29 cases.
"""
import os
import re
import subprocess
import sys

from cmpwords import expected, first_difference


def run(command, data):
    """COMMAND on DATA: its output, standard error and status (124: out
    of time, as timeout(1) says it)."""
    try:
        r = subprocess.run(command, input=data, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=20)
        return r.stdout, r.stderr, r.returncode
    except subprocess.TimeoutExpired as e:
        return e.stdout or b"", e.stderr or b"", 124


def said(err):
    """Standard error as the shell's $(cat FILE) reads it."""
    return err.rstrip(b"\n").decode("latin-1")


def read(path):
    """A file's bytes; None when there is none."""
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def lines_of(data):
    """Its lines as head(1) counts them, each with its newline (the last
    maybe without)."""
    parts = data.split(b"\n")
    lines = [p + b"\n" for p in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def cut_at(lines, whole, k, j, seed, machine, command):
    """The why of cut point K, None when all is well."""
    prog = command[0]
    head = b"".join(lines[:k])
    firstk = head if not head or head.endswith(b"\n") else head + b"\n"
    try:
        os.unlink(j)
    except FileNotFoundError:
        pass
    a, aerr, rc = run(command + ["-j", j], head)
    if rc != 0:
        return "-j, %d answers: %s" % (k, expected("status 0", "status %d" % rc))
    if aerr:
        return "-j, %d answers, stderr: %s" % (
            k, expected("", aerr.split(b"\n")[0].decode("latin-1")))
    want = ("wizcastle journal 1\nseed %s\nmachine %s\n" %
            (seed, machine)).encode()
    want += b"".join(l.rstrip(b"\n")[:4096] + b"\n"
                     for l in lines_of(firstk))
    got = read(j) or b""
    if got != want:
        return "-j, %d answers, the journal: %s" % (
            k, expected("its head and the answers read",
                        first_difference(want, got)))
    lf, la = len(whole), len(a)
    p = la - 1  # the -j run: the session to the (k+1)th prompt, a newline
    # or the whole session, if the game ended by itself there (one more
    # line is not read)
    if run(command, firstk + b"Z\n")[0] == a:
        p = la
    b, berr, rc = run([prog, "-r", j], b"".join(lines[k:]))
    if read(j) != want:
        return "-r at a pipe, no -j: " + expected("the journal untouched",
                                                  "it written")
    if rc != 0:
        return "-r after %d: %s" % (k, expected("status 0", "status %d" % rc))
    if p == la:
        # the game ended: -r says so, and shows it again to its end, the
        # session as played, writing nothing
        w = "wizcastle: that game has ended; it is shown again, to its end"
        if said(berr) != w:
            return "-r after %d, the game over, stderr: %s" % (
                k, expected(w, said(berr)[:200]))
        if b != a:
            return "-r after %d, the game over: %s" % (
                k, expected("the session again", first_difference(a, b)))
        return None
    # the castle on the screen: after PLAY AGAIN Y, the one the turns of
    # the game before seed (line 80), else the first; "1 answer"
    castle, turns = seed, None
    for line in a.decode("latin-1").split("\n"):
        if re.search(r"TOOK YOU .* TURNS", line):
            fields = line.split()
            turns = fields[4] if len(fields) > 4 else ""
        if re.match(r"PLAY AGAIN \? [Yy]", line):
            castle = turns if turns is not None else ""
    w = "wizcastle: castle %s goes on after %d answer%s" % (
        castle, k, "" if k == 1 else "s")
    if said(berr) != w:
        return "-r after %d, stderr: %s" % (k, expected(w, said(berr)[:200]))
    lb = len(b)
    if a[:p] != whole[:p]:
        return "-j, %d answers: %s" % (
            k, expected("the session's start",
                        first_difference(whole[:p], a)))
    if lb > lf:
        return "-r after %d: %s" % (
            k, expected("at most the session's %d bytes" % lf, str(lb)))
    if whole[lf - lb:] != b:
        return "-r after %d: %s" % (
            k, expected("a suffix of the session",
                        first_difference(whole[lf - lb:], b)))
    q = lf - lb  # where it begins in the session
    if q > p:
        return "-r after %d: %s" % (
            k, expected("its start at the prompt or before",
                        "%d bytes after" % (q - p)))
    s = whole[q:p]  # the last screen
    n, f = s.count(b"\n"), s.count(b"\f")
    first = s[:1]
    if n > 22:
        return "-r after %d: %s" % (
            k, expected("a last screen of 22 lines at most before the prompt",
                        str(n)))
    if f > 1 or (f == 1 and first != b"\f"):
        return "-r after %d: %s" % (
            k, expected("a form feed first in the last screen or none",
                        "one inside it"))
    if q > 0 and first != b"\f":
        before = whole[q - 1:q]
        if before != b"\n" or n != 22:
            return "-r after %d: %s" % (
                k, expected("a last screen of all it can hold",
                            "%d lines, after %r" % (n, before)))
    return None


def journal_case(case, folder, seed, machine, slow, command):
    """The first cut of CASE that is wrong, and why; None when none is."""
    with open("golden/%s.in" % case, "rb") as f:
        data = f.read()
    with open("golden/%s.out" % case, "rb") as f:
        whole = f.read()
    lines = lines_of(data)
    # the answers the whole session reads
    j = os.path.join(folder, "whole")
    try:
        os.unlink(j)
    except FileNotFoundError:
        pass
    run(command + ["-j", j], data)
    m = (read(j) or b"").count(b"\n") - 3
    cuts = [0, 1, 2, 3, 7, m // 3, m // 2, m - 2, m - 1, m]
    if slow == "yes":
        cuts = [0, 1, m // 2, m - 1, m]
    for k in cuts:
        if 0 <= k <= m:
            why = cut_at(lines, whole, k, os.path.join(folder, "j"), seed,
                      machine, command)
            if why:
                return why
    return None


def main():
    """The arguments, the check, its word."""
    args = sys.argv[1:]
    if len(args) < 7 or args[5] != "--":
        sys.stderr.write("usage: journal_cuts.py CASE DIR SEED MACHINE "
                         "SLOW -- COMMAND...\n")
        return 2
    why = journal_case(args[0], args[1], args[2], args[3], args[4], args[6:])
    if why:
        print(why)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
