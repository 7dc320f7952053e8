"""ptyterm.py: what the pseudo-terminal helpers share (pty_line.py,
pty_player.py, pty_run.py, signal_pty.py): a command started at a
terminal of its own, its screen's bytes read as they come, its end
waited for and told as a shell tells it, and the command stopped by its
PID.  Every wait is bounded by a deadline.
"""
import os
import select
import signal
import time


def forkpty_exec(cmd, env=None):
    """cmd, session leader on a new pty with canonical echo: (pid, fd)."""
    pid, fd = os.forkpty()
    if pid == 0:
        try:
            if env is None:
                os.execvp(cmd[0], cmd)
            else:
                os.execvpe(cmd[0], cmd, env)
        finally:
            os._exit(127)
    return pid, fd


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

    def pump(self, wait):
        """Read what the command wrote, waiting up to wait seconds."""
        if self.eof:
            time.sleep(wait)
            return
        r, _, _ = select.select([self.fd], [], [], wait)
        if r:
            try:
                b = os.read(self.fd, 65536)
            except OSError:
                b = b''
            if b:
                self.out += b
                self.last = time.monotonic()
            else:
                self.eof = True

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
