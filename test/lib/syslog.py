#!/usr/bin/env python3
"""syslog.py: a system log of the test's own, for t_log.sh.

  syslog.py SOCKET OUT SECONDS

Binds a datagram socket at SOCKET (the test's /dev/log, in a mount
namespace of its own) and writes each message it receives to OUT, one a
line, flushed as it comes, until SIGTERM or SECONDS have passed.
"""
import os
import signal
import socket
import sys
import time


def main(argv):
    path, out, secs = argv[0], argv[1], float(argv[2])
    s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    s.bind(path)
    os.chmod(path, 0o666)
    signal.signal(signal.SIGTERM, lambda *a: sys.exit(0))
    deadline = time.monotonic() + secs
    with open(out, 'ab', buffering=0) as f:
        f.write(b'')
        while time.monotonic() < deadline:
            s.settimeout(max(0.1, deadline - time.monotonic()))
            try:
                msg = s.recv(65536)
            except socket.timeout:
                continue
            f.write(msg.rstrip(b'\0\n') + b'\n')


if __name__ == '__main__':
    main(sys.argv[1:])
