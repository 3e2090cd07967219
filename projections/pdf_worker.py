"""A long PDF's chunks laid out in a child process (journal.projections.pdf_chunks).

WeasyPrint leaves about 1 MB behind in a process for each document it lays out
(Kozea/WeasyPrint#1977, #2130): over the hundred chunks of a 100,000-event
campaign that would grow the command by about 100 MB. Each chunk is laid out
and written instead in a worker process, one at a time, a new one every
CHUNKS_A_WORKER chunks: what a chunk leaves behind goes with its worker. The
parent keeps only what the cover and the join need (journal.projections.pdf_layout):
each chunk's page count and its headings' places.

The worker is a new Python (`python -m journal.projections.pdf_worker`: a fork
would carry the parent's memory into it, and multiprocessing's "spawn" would
import the parent's main script again); it ignores Ctrl-C (the parent stops
it), and ends with its parent. A worker that raises hands its exception to the
parent, raised there as a chunk laid out in the parent would raise it; a
worker that dies becomes LayoutStopped, one line for the user.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

from journal.i18n import _
from journal.projections.pdf_layout import LayoutStopped

CHUNKS_A_WORKER = 4  # chunks a worker lays out before a new one takes over
Anchors = dict[str, tuple[int, float, float]]  # name: (page in the chunk, x, y)


def lay_out_chunk(html: str, path: Path) -> tuple[int, Anchors]:
    """Lay `html` out and write it as a PDF at `path`: (its pages, the place
    of each anchor, where it first appears)."""
    from journal.projections.render import lay_out, write

    document = lay_out(html)
    anchors: Anchors = {}
    for number, page in enumerate(document.pages):
        for name, place in page.anchors.items():  # (x, y, …): WeasyPrint 70
            anchors.setdefault(name, (number, place[0], place[1]))
    write(document, path)
    return len(document.pages), anchors


class Workers:
    """Chunks laid out one at a time in a child process (see the module);
    as a context manager, no worker outlives the block."""

    def __init__(self) -> None:
        self.process: Any = None  # a subprocess.Popen
        self.connection: Any = None  # a multiprocessing Connection to it
        self.alive = -1  # the pipe whose end it watches for our death
        self.served = 0

    def __enter__(self) -> Workers:
        return self

    def __exit__(self, kind, *_rest) -> None:
        self.close(orderly=kind is None)

    def lay_out(self, html: str, path: Path) -> tuple[int, Anchors]:
        """lay_out_chunk(html, path), in a worker."""
        if self.process is None or self.served >= CHUNKS_A_WORKER:
            self.close()
            self._start()
        self.served += 1
        try:
            self.connection.send((html, os.fspath(path)))
        except OSError:  # it died: a broken pipe
            self._stopped()
        from multiprocessing.connection import wait

        wait([self.connection])  # its reply, or its end
        try:
            kind, *reply = self.connection.recv()
        except (EOFError, OSError):
            self._stopped()
        if kind == "raised":
            error, trace = reply
            error.add_note(trace)  # shown under JOURNAL_DEBUG=1
            raise error
        return reply[0], reply[1]

    def _start(self) -> None:
        """A new worker: this Python, this module (-P: never a `journal`
        folder where the command runs), its output nowhere (a traceback on
        the user's terminal only under JOURNAL_DEBUG)."""
        import socket
        import subprocess
        import sys
        from multiprocessing.connection import Connection

        ours, theirs = socket.socketpair()
        watched, self.alive = os.pipe()
        command = [sys.executable, "-P", "-m", __name__]
        command += [str(theirs.fileno()), str(watched)]
        quiet = None if os.environ.get("JOURNAL_DEBUG") else subprocess.DEVNULL
        try:
            with _no_ctrl_c():  # inherited: a Ctrl-C meant for the parent
                self.process = subprocess.Popen(
                    command,
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=quiet,
                    pass_fds=(theirs.fileno(), watched),
                )
        except BaseException:
            ours.close()
            os.close(self.alive)
            raise
        finally:
            theirs.close()
            os.close(watched)
        self.connection, self.served = Connection(ours.detach()), 0

    def _stopped(self) -> NoReturn:
        """The worker died (killed, out of memory): one line for the user."""
        import subprocess

        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(5)
        code = self.process.returncode
        self.close(orderly=False)
        if code is not None and code < 0:
            how = _("killed by signal {number}").format(number=-code)
        else:
            how = _("exit status {number}").format(number=code)
        raise LayoutStopped(
            _("the PDF's layout stopped: its process ended ({how})").format(how=how)
        )

    def close(self, orderly: bool = True) -> None:
        """Let the worker go (asked to end; killed if it lingers, or at once
        unless `orderly`)."""
        import subprocess

        process, self.process = self.process, None
        if process is None:
            return
        if orderly:
            with contextlib.suppress(OSError):
                self.connection.send(None)
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(10)
        if process.poll() is None:
            process.kill()
            process.wait()
        self.connection.close()
        os.close(self.alive)


def serve(connection: Any) -> None:
    """The worker: lay out each chunk it is sent, until told to end (None) or
    its parent is gone."""
    while True:
        try:
            job = connection.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        try:
            reply: tuple = ("laid", *lay_out_chunk(job[0], Path(job[1])))
        except Exception as error:  # noqa: BLE001 - raised again in the parent
            import traceback

            reply = ("raised", _portable(error), traceback.format_exc())
        del job
        try:
            connection.send(reply)
        except OSError:
            return


def _portable(error: Exception) -> Exception:
    """`error`, or a RuntimeError telling it if it does not survive pickling."""
    import pickle

    try:
        pickle.loads(pickle.dumps(error))
    except Exception:  # noqa: BLE001 - any exception class may refuse
        return RuntimeError(f"{type(error).__name__}: {error}")
    return error


def _end_with_parent(watched: int) -> None:
    """A thread that ends the worker when its parent is gone (killed, say),
    even in the middle of a chunk: the pipe's other end, the parent's, closes."""
    import threading

    def watch() -> None:
        while os.read(watched, 1):
            pass
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def main(argv: list[str]) -> None:
    """`python -m journal.projections.pdf_worker SOCKET PIPE` (Workers._start)."""
    from multiprocessing.connection import Connection

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _end_with_parent(int(argv[1]))
    serve(Connection(int(argv[0])))


@contextlib.contextmanager
def _no_ctrl_c() -> Iterator[None]:
    """SIGINT ignored while the block runs (in the main thread: elsewhere it
    cannot be changed)."""
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    saved = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, saved)


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
