"""The `journal` command's entry point. When this user runs `journal serve`
(journal/server.py), the command line goes there and runs in a process that has
its libraries imported already; else, or when anything about that fails before
the command starts, it runs here (journal.cli.main), exactly as it always did.

It imports nothing heavy (os, sys, socket): it is on every command's path.
"""

from __future__ import annotations

import os
import sys

from journal import serving

SERVE_WORDS = ("serve", "servi")  # never sent to a server: it is one


def main() -> None:
    argv = sys.argv[1:]
    code = None
    if serving.supported() and not any(word in argv for word in SERVE_WORDS):
        code = forwarded(argv)
    if code is None:
        from journal.cli import main as run

        run()
        return
    sys.exit(code)


def forwarded(argv: list[str]) -> int | None:
    """The exit code of the command run by the server; None: run it here."""
    place = serving.folder()
    path = os.path.join(place, serving.SOCKET)
    if not os.path.exists(path) or not serving.private(place):
        return None
    import array
    import socket

    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        connection.connect(path)
        request = serving.encode(argv, os.environ)
        fds = array.array("i", (0, 1, 2))
        connection.sendmsg([request], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, fds)])
        return _outcome(connection.makefile("rb"))
    except OSError:  # no server after all, or a descriptor we cannot pass
        return None
    finally:
        connection.close()


def _outcome(answers) -> int | None:
    pid, interrupted = None, False
    while True:
        try:
            line = answers.readline()
        except KeyboardInterrupt:  # Ctrl-C reaches us: pass it on to the command
            interrupted = True
            _interrupt(pid)
            continue
        word, _, number = line.decode("ascii", "replace").strip().partition(" ")
        if word == "pid" and number.isdigit():
            pid = int(number)
            if interrupted:
                _interrupt(pid)
        elif word == "exit" and number.lstrip("-").isdigit():
            return int(number)
        elif pid is None and not interrupted:  # stale, or nothing: not started
            return None
        elif interrupted:  # the command said so itself, if it had started
            if pid is None:
                sys.stderr.write("interrupted: nothing more was recorded\n")
            return 130
        else:
            sys.stderr.write("journal: the served command ended unexpectedly\n")
            return 1


def _interrupt(pid: int | None) -> None:
    """SIGINT to the command: it stops as a command stops at Ctrl-C ("interrupted:
    nothing more was recorded"); before it has started, as soon as it does."""
    if pid is not None:
        import signal

        os.kill(pid, signal.SIGINT)
