"""ptyterm.py: what the pseudo-terminal drivers share (pty_line.py,
pty_player.py, pty_run.py, signal_pty.py, keys_pty.py, menu_pty.py,
width.py, bounds.py, tmuxpane.py's fail): a failure's line; a command
started at a terminal of its own, of a size, set up as asked; its
screen's bytes read as they come, a pattern or its wait for input waited
for; its end waited for and told as a shell tells it, and the command
stopped by its PID.  Every wait is bounded by a deadline.
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


def fail(name, why):
    """"not ok NAME: WHY", and the driver ends (status 0: the line says)."""
    print('not ok %s: %s' % (name, why))
    sys.exit(0)


def winsize(fd, rows, cols):
    """The terminal of fd made rows by cols."""
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', rows, cols, 0, 0))


def spawn(cmd, env=None, size=None, setup=None, err=False):
    """cmd, session leader on a new pty (size: (rows, cols) its window;
    setup(fd): what the child does to its terminal before the exec);
    err: its standard error on a second pty of that size.  (pid, master)
    or, err, (pid, master, err's master)."""
    pairs = [os.openpty() for _ in range(2 if err else 1)]
    if size:
        for _, s in pairs:
            winsize(s, *size)
    pid = os.fork()
    if pid == 0:
        try:
            os.setsid()
            s = pairs[0][1]
            fcntl.ioctl(s, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(s, fd)
            if err:
                os.dup2(pairs[1][1], 2)
            for m, s in pairs:
                os.close(m)
                os.close(s)
            if setup:
                setup(0)
            if env is None:
                os.execvp(cmd[0], cmd)
            else:
                os.execvpe(cmd[0], cmd, env)
        finally:
            os._exit(127)
    for _, s in pairs:
        os.close(s)
    return (pid,) + tuple(m for m, _ in pairs)


def shell_status(status):
    """A wait status as a shell's $? has it: 128 + N for a signal N;
    None (still running at the deadline) is 124, as timeout(1) says."""
    if status is None:
        return 124
    if os.WIFSIGNALED(status):
        return 128 + os.WTERMSIG(status)
    return os.WEXITSTATUS(status)


def stop(pid, group=False):
    """pid (or, group, its process group) killed and waited for."""
    try:
        (os.killpg if group else os.kill)(pid, signal.SIGKILL)
    except OSError:
        pass
    try:
        os.waitpid(pid, 0)
    except OSError:
        pass


class Term:
    """A command's terminal: what it wrote (out), whether it closed
    (eof), when it last wrote (last), until deadline."""

    def __init__(self, pid, fd, deadline):
        self.pid, self.fd, self.deadline = pid, fd, deadline
        self.out = bytearray()
        self.eof = False
        self.last = time.monotonic()

    def late(self):
        return time.monotonic() > self.deadline

    def waiting(self):
        """Whether the command sleeps in a wait for its input: read(2)
        of its standard input (the kernel's line, no editor), or poll,
        ppoll, select or pselect (libedit's, a key's), as Linux's
        /proc/PID/syscall says; True where that cannot be read, so that
        the quiet of the output alone decides."""
        try:
            with open('/proc/%d/syscall' % self.pid) as f:
                words = f.read().split()
        except (OSError, TypeError):
            return True
        if not words or words[0] == 'running':
            return False
        return (words[0] == '0' and len(words) > 1 and
                int(words[1], 16) == 0) or words[0] in ('7', '23', '270',
                                                         '271')

    def pump(self, wait, also=()):
        """Read what the command wrote, waiting up to wait seconds, or
        until one of the descriptors also is ready: those ready."""
        fds = ([] if self.eof else [self.fd]) + list(also)
        if not fds:
            time.sleep(wait)
            return []
        r, _, _ = select.select(fds, [], [], wait)
        if self.fd in r:
            try:
                b = os.read(self.fd, 65536)
            except OSError:
                b = b''
            if b:
                self.out += b
                self.last = time.monotonic()
            else:
                self.eof = True
        return [fd for fd in r if fd != self.fd]

    def wait_for(self, pattern, quiet=0.2, since=0):
        """Until the output from since matches pattern (bytes regex) and
        nothing more has come for quiet seconds (0: at once); False past
        the deadline, or at the end without a match."""
        def found():
            return re.search(pattern, bytes(self.out[since:]))
        while not self.late():
            if not quiet and found():
                return True
            n = len(self.out)
            self.pump(quiet or 0.05)
            if quiet and len(self.out) == n and found():
                return True
            if self.eof:
                return bool(found())
        return False

    def drain(self):
        """Read what is left until the end or a twentieth of a second
        with nothing more."""
        while not self.eof:
            n = len(self.out)
            self.pump(0.05)
            if len(self.out) == n:
                break

    def finish(self):
        """Read to the end; the exit status, or None past the deadline."""
        while not self.late():
            self.pump(0.05)
            done, status = os.waitpid(self.pid, os.WNOHANG)
            if done:
                while not self.eof and not self.late():
                    self.pump(0.05)
                self.pid = None
                return status
        return None

    def kill(self, group=False):
        """The command stopped, if it still runs (group: its process
        group, a shell's children with it)."""
        if self.pid:
            stop(self.pid, group)
            self.pid = None
