"""quotes.py: every line of the program's own that the pages quote is
the program's text.

    python3 test/lib/quotes.py RENDERED... -- SOURCE...

RENDERED are the pages as mandoc -T ascii renders them, wide enough that
a paragraph is one line.  A quoted message is a quote ("...", `...') or a
literal line that starts "wizcastle: ".  Its words set in italics (Ar:
_ backspace X) stand for what the program fills in.  SOURCE are the C
files: their string literals (adjacent ones joined, a name #defined as
a string literal, PROGNAME, taken as that literal) are the program's
text, printf's conversions the places it fills in.  A message matches a
format when its text is the format's, each conversion taking one
italic word, a number, a message of strerror, a string literal of the
program whole, or text that matches a format whose conversions take
those (or nothing): so a word the page drops or adds, or a
quote closed in the wrong place, fails.  Prints "not ok" lines, one a
message that matches no format, and the count of messages checked.

    python3 test/lib/quotes.py --every RENDERED PAGE -- SOURCE...

The same for every quote "..." of the one page RENDERED (PAGE, its
source), not only those that start "wizcastle: ": each is a part of a
message of the program's (as above, but it may begin and end anywhere
in one: "your castle 121 goes on" of a longer line; a quote that starts
"... " elides what came before, and of a question, "YOUR MOVE ?", the
game prints what comes before the mark, BASIC's INPUT the mark), or a
literal of the program's in
another case (the xlogfile's killer, "a dragon", its monster's name in
lower case), or a part of a line of the page's own literal blocks (a
command, the page's script), or another program's message that OTHERS
names, with whose it is.
"""
import functools
import os
import re
import sys

# Quotes of the pages that are other programs' words, and whose.
OTHERS = {
    "This account is currently not available": "nologin(8)",
    "User defined signal 1": "sh(1), of a process that SIGUSR1 ended",
}

PH = "\0"		# an italic word of the page: what the program fills in
SPEC = re.compile(r"%[-+ #0-9.]*(?:hh|h|ll|l|z|j|t)?[sdiuxc]")


DEFINE = re.compile(r'^#define\s+([A-Z_][A-Z0-9_]*)\s+("(?:[^"\\\n]|\\.)*")\s*$',
                    re.M)


def defines(paths):
    """The names #defined as a string literal in the files, and theirs."""
    out = {}
    for path in paths:
        for m in DEFINE.finditer(open(path, encoding="latin-1").read()):
            out[m.group(1)] = m.group(2)
    return out


def literals(path, names):
    """The string literals of a C file, adjacent ones joined; each of
    names (a macro of a string literal) outside #define, its literal."""
    text = open(path, encoding="latin-1").read()
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    for name, lit in names.items():
        if name != "NB":
            text = "\n".join(l if l.startswith("#") else
                             re.sub(r"\b%s\b" % name, lambda m: lit, l)
                             for l in text.split("\n"))
    out, last_end, cur = [], None, None
    for m in re.finditer(r'"((?:[^"\\\n]|\\.)*)"', text):
        between = text[last_end:m.start()] if last_end is not None else "x"
        s = m.group(1).replace("\\001", " ").replace('\\"', '"')
        s = s.replace("\\n", "\n").replace("\\t", "\t").replace("\\r", "")
        s = s.replace("\\\\", "\\").rstrip("\n")
        if cur is not None and re.fullmatch(r"\s*(NB\s*)?", between):
            cur += ("" if between.strip() == "" else " ") + s
        else:
            if cur is not None:
                out.append(cur)
            cur = s
        last_end = m.end()
    if cur is not None:
        out.append(cur)
    return out


def tokens(fmt):
    """A format as a list of characters and None for each conversion."""
    out, i = [], 0
    for m in SPEC.finditer(fmt):
        out.extend(fmt[i:m.start()])
        out.append(None)
        i = m.end()
    out.extend(fmt[i:])
    return out


def blocks(path):
    """The lines of the literal blocks (.Bd ... .Ed) of a page's source."""
    out, on = [], False
    for line in open(path, encoding="latin-1").read().split("\n"):
        if line.startswith(".Bd"):
            on = True
        elif line.startswith(".Ed"):
            on = False
        elif on:
            out.append(line)
    return out


def main(argv):
    cut = argv.index("--")
    pages, sources = argv[:cut], argv[cut + 1:]
    every = pages[:1] == ["--every"]
    if every:
        pages, own = pages[1:2], blocks(pages[2])
    strings = set()
    names = defines(sources)
    for f in sources:
        strings.update(literals(f, names))
    errors = {os.strerror(n) for n in range(1, 134)}
    formats = [tokens(s.replace("%%", "%")) for s in strings if s]
    plain = {s for s in strings if not SPEC.search(s)}
    # each format's literal runs, which a text it matches must hold
    runs = [[r for r in "".join(c or "\0" for c in f).split("\0") if r]
            for f in formats]

    def likely(text):
        return [f for f, rs in zip(formats, runs)
                if all(r in text for r in rs)]

    @functools.lru_cache(maxsize=None)
    def filler(text):
        """What a conversion may take: nothing, one italic word, or
        text the program has whole."""
        if text in ("", PH) or text.isdigit() or text in errors:
            return True
        return PH not in text and (text in plain or any(
            match(text, f, False) for f in likely(text)))

    def match(msg, fmt, deep=True, part=False):
        memo = {}

        def at(i, j, lit=False):
            key = (i, j, lit)
            if key not in memo:
                memo[key] = step(i, j, lit)
            return memo[key]

        def step(i, j, lit):
            # a part of a message holds a letter or a digit of its
            # format's own, or is what one conversion takes, whole
            if part and i == len(msg):
                return lit
            if j == len(fmt):
                return i == len(msg)
            if fmt[j] is not None:
                return i < len(msg) and msg[i] == fmt[j] and \
                    at(i + 1, j + 1, lit or fmt[j].isalnum())
            for k in range(i, len(msg) + 1):
                text = msg[i:k]
                if part and i == 0 and k == len(msg) and \
                        (filler(text) or cut(text)):
                    return True
                if (filler(text) if deep else text in ("", PH) or
                        text.isdigit() or text in plain) and \
                        at(k, j + 1, lit):
                    return True
                if part and (i == 0 or k == len(msg)) and cut(text) and \
                        at(k, j + 1, lit):
                    return True
            return False
        return any(at(0, j) for j in range(len(fmt) if part else 1))

    def cut(text):
        """In a part of a message, at its start or its end, what a
        conversion takes may be cut: a part of a literal of the
        program's."""
        return text != "" and any(text in s for s in plain)

    checked = bad = 0
    if every:
        text = open(pages[0], encoding="latin-1").read()
        text = re.sub(r"_\x08(.)", "\x02\\1", text)
        text = re.sub(r".\x08", "", text)
        for shown in re.findall(r'"([^"\n]*)"', text):
            msg = re.sub(r"(\x02.)+", PH, shown)
            if msg.startswith("... "):
                msg = msg[4:]
            if msg.endswith(" ?"):	# a question: the ? BASIC's INPUT's
                msg = msg[:-1]
            if msg == "":
                continue
            checked += 1
            if msg in OTHERS or any(msg in l for l in own) or \
                    any(msg.lower() == s.lower() for s in plain):
                continue
            if not any(match(msg, f, True, True) for f in formats):
                bad += 1
                print("not ok %s: expected a part of a message the program "
                      "prints, got %s" % (os.path.basename(pages[0]),
                                          msg.replace(PH, "WORD")))
        print("%d checked, %d not the program's" % (checked, bad))
        return 1 if bad else 0
    for page in pages:
        text = open(page, encoding="latin-1").read()
        text = re.sub(r"_\x08(.)", "\x02\\1", text)	# italics marked
        text = re.sub(r".\x08", "", text)		# bold dropped
        found = re.findall(r'"(wizcastle: [^"]*)"', text)
        found += re.findall(r"`(wizcastle: [^`']*)'", text)
        found += [l.strip() for l in text.split("\n")
                  if l.startswith(" ") and l.strip().startswith("wizcastle: ")]
        for shown in found:
            msg = re.sub(r"(\x02.)+", PH, shown)
            body = msg[len("wizcastle: "):]
            checked += 1
            if not any(match(m, f) for m in (msg, body) for f in likely(m)):
                bad += 1
                print("not ok %s: expected a message the program prints, "
                      "got %s" % (os.path.basename(page),
                                  msg.replace(PH, "WORD")))
    print("%d checked, %d not the program's" % (checked, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
