"""cuts.py: input that ends after each line of a golden case (t_edges.sh's
edges-eof-*): the case's output up to the next prompt, then a newline,
status 0; each longer than the last.

    python3 test/lib/cuts.py CASE STEP -- COMMAND...

CASE is golden/CASE.in and .out; COMMAND the program with its options
(the machine, the seed), which reads the cut on standard input, 20 s at
most a run.  STEP 1 tries every cut, 0 lines to all; a larger one every
STEP-th, the whole input's among them.  Nothing printed and status 0
when each cut ends so, or the game is over before the last; else the
first cut that does not, and why, and status 1.  One program run a cut
and nothing more: the shell's loop forked a dozen tools a cut, a minute
for the 389 of s012.
"""
import subprocess
import sys

from cmpwords import expected, first_difference


def cut_case(case, step, command):
    """The first cut that is wrong, and why; None when none is."""
    with open("golden/%s.in" % case, "rb") as f:
        lines = f.read().splitlines(keepends=True)
    with open("golden/%s.out" % case, "rb") as f:
        whole = f.read()
    n = len(lines)
    k, last = 0, -1
    out = b""
    while k <= n:
        try:
            run = subprocess.run(command, input=b"".join(lines[:k]),
                                 stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, timeout=20)
            out, rc = run.stdout, run.returncode
        except subprocess.TimeoutExpired as e:
            out, rc = e.stdout or b"", 124
        where = "%d lines: " % k
        if out == whole:
            # the game is over; the rest, if any, is unread
            if rc != 0:
                return where + expected("status 0", "status %d" % rc)
            return None
        size = len(out) - 1
        cut = out[:size]
        if rc != 0:
            return where + expected("status 0", "status %d" % rc)
        if out[-1:] != b"\n":
            return where + expected("a newline at the end", repr(out[-10:]))
        if whole[:size] != cut:
            return where + expected("the case's output up to a prompt",
                                    first_difference(whole[:size], cut))
        if cut[-2:] != b"? ":
            return where + expected("the end at a prompt, '? '",
                                    "'%s'" % cut[-2:].decode("latin-1"))
        if size <= last:
            return where + expected(
                "more than the %d bytes of one line fewer" % last, str(size))
        last = size
        if k < n and k + step > n:
            k = n - step
        k += step
    return "all %d lines: %s" % (n, expected("the case's whole output",
                                            first_difference(whole, out)))


def main():
    """The arguments, the check, its word."""
    args = sys.argv[1:]
    if len(args) < 4 or args[2] != "--":
        sys.stderr.write("usage: cuts.py CASE STEP -- COMMAND...\n")
        return 2
    why = cut_case(args[0], int(args[1]), args[3:])
    if why:
        print(why)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
