"""A long PDF's chunks laid out in a child process (journal.projections.pdf_chunks).

WeasyPrint leaves about 1 MB behind in a process for each document it lays out
(Kozea/WeasyPrint#1977, #2130): over the hundred chunks of a 100,000-event
campaign that would grow the command by about 100 MB. Each chunk is laid out
and written instead in a worker process, one at a time, a new one every
CHUNKS_A_WORKER chunks: what a chunk leaves behind goes with its worker. The
parent keeps only what the cover and the join need (journal.projections.pdf_layout):
each chunk's page count and its headings' places.

The worker is started afresh ("spawn": a fork would carry the parent's memory
into it), ignores Ctrl-C (the parent stops it), and ends with its parent.
A worker that raises hands its exception to the parent, raised there as a
chunk laid out in the parent would raise it; a worker that dies becomes
LayoutStopped, one line for the user.
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
        self.process: Any = None
        self.connection: Any = None
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

        wait([self.connection, self.process.sentinel])
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
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(
            target=serve, args=(theirs,), name="journal-pdf-layout", daemon=True
        )
        with _no_ctrl_c():  # inherited: a Ctrl-C meant for the parent
            process.start()
        theirs.close()
        self.process, self.connection, self.served = process, ours, 0

    def _stopped(self) -> NoReturn:
        """The worker died (killed, out of memory): one line for the user."""
        self.process.join(5)
        code = self.process.exitcode
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
        process, self.process = self.process, None
        if process is None:
            return
        if orderly:
            with contextlib.suppress(OSError):
                self.connection.send(None)
            process.join(10)
        if process.exitcode is None:
            process.kill()
            process.join()
        self.connection.close()
        process.close()


def serve(connection: Any) -> None:
    """The worker: lay out each chunk it is sent, until told to end (None) or
    its parent is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _end_with_parent()
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


def _end_with_parent() -> None:
    """A thread that ends the worker when its parent is gone (killed, say),
    even in the middle of a chunk."""
    import multiprocessing
    import threading

    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


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
