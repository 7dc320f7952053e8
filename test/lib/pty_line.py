#!/usr/bin/env python3
"""pty_line.py: wizcastle on one end of a pseudo-terminal pair set up as a
getty sets a serial line, a player typing on the other end.

  pty_line.py NAME GOLDEN MODE [options] -- COMMAND...

NAME      the test's name, for its one line: "ok NAME" or "not ok NAME: why"
GOLDEN    a golden case without its suffix (golden/sorcerer/s028): its .in
          is typed, its .out is what the screen must show
MODE      prompt: each answer typed once its prompt is shown, a byte a
          millisecond; line: after the first prompt, every answer at a byte
          a millisecond, never waiting; ahead: each answer at once as soon
          as the game has taken the last and goes on printing, before its
          prompt is ready

options:
  --term T      TERM for the game; --term '' leaves TERM unset
  --erase C     the line's erase character: DEL or BS (default DEL); the
                first answer is typed with a wrong key and an erase first
  --clear S     the clear-screen sequence the game writes for a form feed
                (escapes as in printf(1): \\033), or none: the byte itself
  --edit        the game edits lines (libedit): the screen must equal the
                golden transcript in every mode; else the kernel echoes,
                once, as each key arrives, and typeahead shows where it
                was typed
  --dumb        no escape sequence may go out
  --timeout S   seconds for the whole game (default 60)
  --state DIR   XDG_STATE_HOME and HOME for the game
  --keep FILE   keep the raw output there

The screen is rebuilt as a glass terminal shows it: CR, BS, the erase to
the end of the line (ESC [ K) and the clear sequence (a form feed in the
golden transcript) are played; any other escape sequence is a failure.
Every line must be 64 columns or less.  The game is started and stopped
by its PID; every wait is bounded.
"""
import difflib
import os
import re
import sys
import termios
import time

from ptyterm import Term, fail, spawn

BYTE_GAP = 0.001	# a byte a millisecond: 9600 baud, as typed
QUIET = 0.05		# a prompt is ready: "? " last, and no output for this


def getty_line(fd, erase):
    """The line as agetty leaves it for a login: 9600 baud, 8 bits,
    canonical with echo, erase as given, ^U kills, XON/XOFF."""
    a = termios.tcgetattr(fd)
    a[0] = termios.ICRNL | termios.IXON | termios.BRKINT
    a[1] = termios.OPOST | termios.ONLCR
    a[2] = termios.CS8 | termios.CREAD | termios.HUPCL | termios.CLOCAL
    a[3] = (termios.ICANON | termios.ECHO | termios.ECHOE | termios.ECHOK |
            termios.ECHOCTL | termios.ECHOKE | termios.ISIG | termios.IEXTEN)
    a[4] = a[5] = termios.B9600
    cc = a[6]
    cc[termios.VERASE] = bytes([erase])
    cc[termios.VKILL] = b'\x15'
    cc[termios.VINTR] = b'\x03'
    cc[termios.VQUIT] = b'\x1c'
    cc[termios.VEOF] = b'\x04'
    cc[termios.VSTART] = b'\x11'
    cc[termios.VSTOP] = b'\x13'
    cc[termios.VSUSP] = b'\x1a'
    cc[termios.VWERASE] = b'\x17'
    termios.tcsetattr(fd, termios.TCSANOW, a)


def start(cmd, env, erase):
    """The game, session leader on a pty set up as getty_line says;
    (pid, master)."""
    return spawn(cmd, env, setup=lambda fd: getty_line(fd, erase))


class Player(Term):
    """The game's terminal, and the player typing at it."""

    def type(self, data, gap):
        """Type data, a byte each gap seconds (all at once for 0),
        reading the game's output meanwhile."""
        if gap == 0:
            os.write(self.fd, data)
            return
        for i in range(len(data)):
            os.write(self.fd, data[i:i + 1])
            end = time.monotonic() + gap
            while time.monotonic() < end:
                self.pump(max(0.0, end - time.monotonic()))

    def prompt(self, since=None):
        """Wait until the last line ends with "? ", the game is quiet
        and waits for its input (or has ended); with since, an offset in
        out where the last answer began, only after the echo of its
        Enter: the kernel echoes and wakes the game apart, and on a
        loaded machine both may lag, the last prompt's "? " still last
        and the game still asleep in its read.  False if the deadline
        passed."""
        while not self.late():
            self.pump(0.01)
            if self.eof:
                return True
            if since is not None and b'\n' not in self.out[since:]:
                continue
            tail = bytes(self.out[-2:])
            if tail == b'? ' and time.monotonic() - self.last > QUIET \
                    and self.waiting():
                return True
        return False

    def ahead(self):
        """Wait until the game has taken the last line typed and goes on
        printing: the echo of its newline, then a byte more; the next
        keys then come before the next prompt is ready.  The first time,
        the first prompt."""
        if not hasattr(self, 'mark'):
            self.mark = len(self.out)
            return self.prompt()
        while not self.late() and not self.eof:
            nl = self.out.find(b'\n', self.mark)
            if nl >= 0 and len(self.out) > nl + 1:
                break
            self.pump(0.001)
        self.mark = len(self.out)
        return True


CSI = re.compile(rb'\x1b\[([0-9;?]*)([A-Za-z@])')


def screen(raw, clear):
    """The lines a glass terminal shows for raw; the widest a line got;
    the escape sequences met that it cannot play."""
    if clear:
        raw = raw.replace(clear, b'\f')
    lines, line, col, widest, bad = [], [], 0, 0, []
    i = 0
    while i < len(raw):
        c = raw[i]
        if c == 0x1b:
            m = CSI.match(raw, i)
            if m and m.group(2) == b'K' and m.group(1) in (b'', b'0'):
                del line[col:]
            elif m and m.group(2) == b'C' and m.group(1).isdigit():
                col += int(m.group(1))
            else:
                bad.append(bytes(raw[i:i + 6]))
            i = m.end() if m else i + 1
            continue
        if c == 0x0a:
            lines.append(bytes(line).rstrip(b' '))
            line, col = [], 0
        elif c == 0x0d:
            col = 0
        elif c == 0x08:
            col = max(0, col - 1)
        elif c == 0x0c:
            lines += [bytes(line).rstrip(b' '), b'<FF>']
            line, col = [], 0
        elif c in (0x00, 0x07):
            pass		# padding, the bell
        else:
            if col < len(line):
                line[col] = c
            else:
                line += b' ' * (col - len(line)) + bytes([c])
            col += 1
            widest = max(widest, col)
        i += 1
    lines.append(bytes(line).rstrip(b' '))
    return lines, widest, bad


def golden_lines(out):
    lines, _, _ = screen(out, None)
    return lines


def main():
    argv = sys.argv[1:]
    if '--' not in argv or len(argv) < 4:
        sys.stderr.write(__doc__)
        sys.exit(2)
    cmd = argv[argv.index('--') + 1:]
    argv = argv[:argv.index('--')]
    name, golden, mode = argv[:3]
    opts = {'--term': None, '--erase': 'DEL', '--clear': 'none',
            '--timeout': '60', '--state': None, '--keep': None}
    flags = set()
    rest = argv[3:]
    while rest:
        o = rest.pop(0)
        if o in ('--edit', '--dumb'):
            flags.add(o)
        elif o in opts and rest:
            opts[o] = rest.pop(0)
        else:
            fail(name, "expected --edit, --dumb or one of %s with a "
                 "value, got %s" % (", ".join(sorted(opts)), o))
    erase = 0x7f if opts['--erase'] == 'DEL' else 0x08
    clear = None
    if opts['--clear'] != 'none':
        clear = opts['--clear'].encode().decode('unicode_escape').encode('latin-1')
    with open(golden + '.in', 'rb') as f:
        answers = f.read().split(b'\n')[:-1]
    with open(golden + '.out', 'rb') as f:
        want_raw = f.read()

    env = dict(os.environ)
    env.pop('TERM', None)
    if opts['--term']:
        env['TERM'] = opts['--term']
    if opts['--state']:
        env['XDG_STATE_HOME'] = opts['--state']
        env['HOME'] = opts['--state']
    deadline = time.monotonic() + float(opts['--timeout'])
    pid, master = start(cmd, env, erase)
    p = Player(pid, master, deadline)
    try:
        if not p.prompt():
            fail(name, "expected the first prompt within %s s, got none" %
                 opts['--timeout'])
        # the first answer mistyped, then erased
        keys = [b'Z' + bytes([erase]) + answers[0]] + answers[1:]
        if mode == 'prompt':
            mark = None
            for i, a in enumerate(keys):
                if i > 0 and not p.prompt(mark):
                    fail(name, "expected the prompt for answer %d, got "
                         "none" % (i + 1))
                mark = len(p.out)
                p.type(a + b'\r', BYTE_GAP)
        elif mode == 'line':
            p.type(b'\r'.join(keys) + b'\r', BYTE_GAP)
        elif mode == 'ahead':
            for a in keys:
                p.ahead()
                p.type(a + b'\r', 0)
        elif mode == 'resume':
            resume(name, p, cmd, env, erase, answers, clear, deadline)
        else:
            fail(name, "expected a mode prompt, line, ahead or resume, "
                 "got %s" % mode)
        status = p.finish()
        if status is None:
            fail(name, "expected the end within %s s, got it still "
                 "running" % opts['--timeout'])
    finally:
        p.kill()
        os.close(master)
    if opts['--keep']:
        with open(opts['--keep'], 'wb') as f:
            f.write(p.out)
    if mode != 'prompt':
        flags.add('--ahead')
    judge(name, p.out, want_raw, answers, clear, flags, status)


def bottom(lines, rows=24):
    """The rows a screen of that height shows at the end: the last lines
    after the last clear."""
    if b'<FF>' in lines:
        lines = lines[len(lines) - lines[::-1].index(b'<FF>'):]
    return lines[-rows:]


def resume(name, p, cmd, env, erase, answers, clear, deadline):
    """Half the answers, then ^D; the game resumed (the command without
    -m and -s), then ^C; resumed again.  Every line 64 columns or less;
    the line that says the game goes on is on the screen, with the last
    screen, at the question."""
    half = len(answers) // 2
    mark = None
    for i, a in enumerate(answers[:half]):
        if i > 0 and not p.prompt(mark):
            fail(name, "expected the prompt for answer %d, got none" %
                 (i + 1))
        mark = len(p.out)
        p.type(a + b'\r', BYTE_GAP)
    p.prompt(mark)
    p.type(b'\x04', 0)
    if p.finish() is None:
        fail(name, "expected the end at ^D, got it still running")
    again = [c for i, c in enumerate(cmd) if c not in ('-s', '-m') and
             (i == 0 or cmd[i - 1] not in ('-s', '-m'))]
    for end in (b'\x03', None):
        os.close(p.fd)
        pid, master = start(again, env, erase)
        q = Player(pid, master, deadline)
        q.out = p.out
        p = q
        if not p.prompt():
            fail(name, "expected a question after resuming, got none")
        lines, widest, _ = screen(bytes(p.out), clear)
        shown = bottom(lines)
        said = [len(l) for l in lines if l.startswith(b"wizcastle:")]
        if not any(l.startswith(b"wizcastle:") for l in shown):
            fail(name, "expected the resume message on the screen at the "
                 "question, got it off it (its lines' widths %s)" % said)
        if end is None:
            break
        p.type(end, 0)
        if p.finish() is None:
            fail(name, "expected the end at ^C, got it still running")
    p.kill()
    lines, widest, _ = screen(bytes(p.out), clear)
    long = [l for l in lines if len(l) > 64]
    if long:
        fail(name, "expected 64 columns at most, got %d lines over: %r" %
             (len(long), long[0]))
    print("ok %s # widest line %d" % (name, widest))
    sys.exit(0)


def judge(name, raw, want_raw, answers, clear, flags, status):
    got, widest, bad = screen(bytes(raw), clear)
    want = golden_lines(want_raw)
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        fail(name, "expected status 0, got wait status %d" % status)
    if '--dumb' in flags and b'\x1b' in raw:
        i = raw.index(b'\x1b')
        fail(name, "expected no escape sequence on a dumb terminal, "
             "got %r" % bytes(raw[i:i + 8]))
    if bad:
        fail(name, "expected only what a glass terminal plays, got %r" %
             bad[:3])
    if widest > 64:
        fail(name, "expected 64 columns at most, got a line of %d" %
             widest)
    # where each answer shows: the lines of the transcript that are the
    # golden's answer lines, aligned by difflib
    sm = difflib.SequenceMatcher(None, want, got, autojunk=False)
    same = set()
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == 'equal':
            same.update(range(i1, i2))
    asked, k = [], 0
    for a in answers:
        end = (b'? ' + a).rstrip(b' ')
        while k < len(want) and not want[k].endswith(end):
            k += 1
        asked.append(k)
        k += 1
    wrong = [want[i] for i in asked if i not in same]
    if '--edit' in flags:
        if wrong or got != want:
            diff = [l for l in difflib.unified_diff(
                [x.decode('latin-1') for x in want],
                [x.decode('latin-1') for x in got], n=0, lineterm='')][2:6]
            fail(name, "expected each answer shown once, got %d of %d "
                 "not; %s" % (len(wrong), len(asked), ' | '.join(diff)))
    else:
        # the kernel echoes each key once, where the output is when it
        # arrives: the golden bytes, the answers moved, and the wrong key
        # and its erase ("Z", BS blank BS); no byte more, no byte less
        flat = bytes(raw).replace(b'\r\n', b'\n')
        if clear:
            flat = flat.replace(clear, b'\f')
        extra = len(flat) - len(want_raw) - 4
        if extra != 0:
            fail(name, "expected the golden transcript and the typed "
                 "keys, got %d bytes more" % extra)
        if '--ahead' not in flags and (wrong or got != want):
            fail(name, "expected each answer shown once, got %d of %d "
                 "not" % (len(wrong), len(asked)))
    if '--edit' in flags or '--ahead' not in flags:
        print("ok %s # %d of %d answers shown once, widest line %d" %
              (name, len(asked) - len(wrong), len(asked), widest))
    else:
        print("ok %s # each key echoed once, as it came; widest line %d" %
              (name, widest))


if __name__ == '__main__':
    main()
