"""cmpwords.py: the words of a failure, for the Python helpers of the
tests (cuts.py, journal_cuts.py), as cmp(1) and test/lib/tap.sh say
them."""


def first_difference(want, got):
    """Where two outputs first differ, as cmp(1) says it."""
    line = 1
    for i in range(min(len(want), len(got))):
        if want[i] != got[i]:
            return "differ: byte %d, line %d" % (i + 1, line)
        if want[i] == 0x0A:
            line += 1
    return "EOF on the shorter after byte %d" % min(len(want), len(got))


def expected(want, got):
    """The why of a failure, as test/lib/tap.sh's expected says it."""
    return "expected %s, got %s" % (want or "nothing", got or "nothing")
