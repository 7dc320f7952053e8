#!/usr/bin/env python3
"""bounds.py: what one game costs at a terminal a player makes hostile (a
window of any size, resized at any rate; a line with no end), measured.

  bounds.py [--timeout S] [--hwm KIB] [--stopped] STEP... -- COMMAND...

The command runs as the session leader of a new pseudo-terminal, its
standard input, output and error.  The STEPs, in turn:

  size=RxC     the window R lines by C columns: before the first step
               that waits, the size the command starts at (set before
               it runs); later, a resize (the command gets SIGWINCH)
  quiet        wait until the command asks: a question's "? " among the
               last bytes it printed since the last step that typed or
               resized, then nothing for 0.3 seconds
  still        wait until the command prints nothing for 0.3 seconds
  type=TEXT    TEXT typed (escapes as in Python: \\r for Return)
  paste=N      N bytes of "Z" typed as fast as the terminal takes them,
               what the command prints read meanwhile
  storm=N:RxC:HZ  N resizes, to RxC and back to the size before, in
               turn, HZ of them a second
  mark=NAME    a line "NAME secs=S cpu=C hwm=K": the seconds since the
               last mark (or the start), the command's CPU seconds in
               that time, its peak resident memory so far (VmHWM) in KiB
  end          wait for the command's end: a line "end secs=S status=N",
               the seconds since the last mark, the status as a shell
               has it

With --stopped the terminal's output is stopped (as ^S stops it) before
the command runs: nothing it writes goes out.

Every wait is bounded: past S seconds in all (default 20) the command is
killed, "timeout at STEP" said, and the status is 124.  The command's
peak resident memory is read every 20 ms: past KIB (default 65536) it is
killed, "hwm K at STEP" said, and the status is 3.  The status is 0 when
the steps are done (the command then killed), or 2 if it exited before.
"""
import os
import select
import sys
import termios
import time

from ptyterm import shell_status, spawn, stop, winsize

QUIET = 0.3
TICK = os.sysconf('SC_CLK_TCK')


class Over(Exception):
    """The command went past a bound: the status and the words."""

    def __init__(self, status, words):
        Exception.__init__(self, words)
        self.status, self.words = status, words


class Game:
    """The command at its terminal, watched."""

    def __init__(self, cmd, rows, cols, timeout, hwm, stopped):
        self.deadline = time.monotonic() + timeout
        self.limit = hwm
        self.step = 'start'
        self.rows, self.cols = rows, cols
        def setup(fd):
            if stopped:
                termios.tcflow(fd, termios.TCOOFF)
        self.pid, self.fd = spawn(cmd, size=(rows, cols), setup=setup)
        self.since = bytearray()	# printed since the last step
        self.last = time.monotonic()
        self.gone = False

    def resize(self, rows, cols):
        winsize(self.fd, rows, cols)
        self.rows, self.cols = rows, cols

    def status_kib(self):
        try:
            with open('/proc/%d/status' % self.pid) as f:
                for line in f:
                    if line.startswith('VmHWM:'):
                        return int(line.split()[1])
        except OSError:
            pass
        return 0

    def cpu(self):
        try:
            with open('/proc/%d/stat' % self.pid) as f:
                fields = f.read().rsplit(')', 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / TICK
        except (OSError, IndexError, ValueError):
            return 0.0

    def bounded(self):
        """The bounds: time, memory, and the command still there."""
        if time.monotonic() > self.deadline:
            raise Over(124, 'timeout at %s' % self.step)
        kib = self.status_kib()
        if kib > self.limit:
            raise Over(3, 'hwm %d at %s' % (kib, self.step))
        if not self.gone:
            done, _ = os.waitpid(self.pid, os.WNOHANG)
            if done:
                self.gone = True
                raise Over(2, 'exited at %s' % self.step)

    def watch(self, wait):
        """What the command printed read, waiting up to wait seconds."""
        r, _, _ = select.select([self.fd], [], [], wait)
        if r:
            try:
                b = os.read(self.fd, 1 << 16)
            except OSError:
                b = b''
            if b:
                self.since += b
                del self.since[:-256]
                self.last = time.monotonic()
        self.bounded()

    def quiet(self):
        while (b'? ' not in self.since[-64:] or
               time.monotonic() - self.last < QUIET):
            self.watch(0.02)

    def still(self):
        self.watch(0)
        while time.monotonic() - self.last < QUIET:
            self.watch(0.02)

    def send(self, data):
        while data:
            r, w, _ = select.select([self.fd], [self.fd], [], 0.02)
            if r:
                self.watch(0)
            if w:
                data = data[os.write(self.fd, data[:65536]):]
            self.bounded()

    def storm(self, n, rows, cols, hz):
        was = (self.rows, self.cols)
        start = time.monotonic()
        for i in range(n):
            self.resize(*((rows, cols) if i % 2 == 0 else was))
            while time.monotonic() < start + (i + 1) / hz:
                self.watch(0.002)
        self.resize(*was)

    def end(self):
        """The command's end waited for: its status, as a shell's $?."""
        while True:
            if time.monotonic() > self.deadline:
                raise Over(124, 'timeout at %s' % self.step)
            done, status = os.waitpid(self.pid, os.WNOHANG)
            if done:
                self.gone = True
                return shell_status(status)
            time.sleep(0.02)

    def quit(self):
        """The command killed and waited for, if it still runs."""
        if not self.gone:
            stop(self.pid)
            self.gone = True


def size(word):
    rows, cols = word.split('x')
    return int(rows), int(cols)


def main(argv):
    timeout, hwm, stopped = 20.0, 65536, False
    while argv and argv[0].startswith('--') and argv[0] != '--':
        opt = argv.pop(0)
        if opt == '--stopped':
            stopped = True
            continue
        val = argv.pop(0)
        if opt == '--timeout':
            timeout = float(val)
        elif opt == '--hwm':
            hwm = int(val)
    cut = argv.index('--')
    steps, cmd = argv[:cut], argv[cut + 1:]
    rows, cols = 24, 80
    while steps and steps[0].startswith('size='):
        rows, cols = size(steps.pop(0)[5:])
    game = Game(cmd, rows, cols, timeout, hwm, stopped)
    mark_t, mark_cpu = time.monotonic(), 0.0
    try:
        for step in steps:
            game.step = step if len(step) < 40 else step[:40] + '...'
            what, _, arg = step.partition('=')
            if what in ('size', 'type', 'paste', 'storm'):
                game.since = bytearray()
            if what == 'size':
                game.resize(*size(arg))
            elif what == 'quiet':
                game.quiet()
            elif what == 'still':
                game.still()
            elif what == 'type':
                game.send(arg.encode().decode('unicode_escape').encode(
                    'latin-1'))
            elif what == 'paste':
                game.send(b'Z' * int(arg))
            elif what == 'storm':
                n, rc, hz = arg.split(':')
                game.storm(int(n), *size(rc), float(hz))
            elif what == 'end':
                status = game.end()
                print('end secs=%.2f status=%d' % (
                    time.monotonic() - mark_t, status))
                sys.stdout.flush()
            elif what == 'mark':
                now, cpu = time.monotonic(), game.cpu()
                print('%s secs=%.2f cpu=%.2f hwm=%d' % (
                    arg, now - mark_t, cpu - mark_cpu, game.status_kib()))
                sys.stdout.flush()
                mark_t, mark_cpu = now, cpu
            else:
                print('bounds.py: unknown step %s' % step)
                return 64
    except Over as e:
        print(e.words)
        game.quit()
        return e.status
    game.quit()
    return 0


sys.exit(main(sys.argv[1:]))
