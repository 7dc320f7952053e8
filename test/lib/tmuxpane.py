"""tmuxpane.py: what the drivers of a tmux pane share (pager_tmux.py,
ahead_tmux.py): a failure's line, and one tmux command on the caller's
server, bounded.
"""
import subprocess

from ptyterm import fail  # noqa: F401 (the drivers' failure line)

PAUSE = '-- more --'


def tmux(sock, *args, data=None):
    """One tmux command on the server of socket sock, data on its
    standard input, 30 s at most: a bound, not a measure (one
    capture-pane took more than 10 s at a load average of 60)."""
    return subprocess.run(['tmux', '-L', sock, '-f', '/dev/null'] +
                          list(args), capture_output=True, text=True,
                          timeout=30, input=data)
