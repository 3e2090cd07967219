"""`journal serve`: keep the journal's libraries imported, so that a command at
the table costs its own work, not Python importing eventsourcing, click and the
rulesets again (about 60 ms of a `roll`'s 108; issue 17).

The server imports and listens; it never opens a store. Each command line that
arrives (journal/serving.py) runs in a child forked from it, in its own session
(so it may read the terminal it was given), with the client's working folder,
environment and standard streams, exactly as `journal` would run it there; the
child answers its pid, then its exit code. The server runs nothing in itself,
so no command sees what another did. When a module it has imported changes on
disk (an upgrade, an edit), it answers `stale` and stops; to another Python's
journal (another virtualenv, another PYTHONPATH) it answers `other`: either
way the client runs the command itself.
"""

from __future__ import annotations

import array
import atexit
import gc
import importlib
import os
import signal
import socket
import sys
import time

from journal import serving

WARM = (  # what commands at the table import: the libraries and the journal's
    "eventsourcing.application",
    "eventsourcing.sqlite",
    "journal.cli",
    "journal.store",
    "journal.app",
    "journal.commands.play",
    "journal.commands.read",
    "journal.commands.chronicle",
    "journal.commands.table",
    "journal.commands.audit",
    "journal.sessionbook",
    "journal.projections.views",
    "journal.projections.slices",
    "journal.projections.records",
    "journal.projections.render",
    "journal.projections.chronicle_book",
    "jinja2",
)
IDLE = 8 * 3600  # seconds without a command before the server stops


class ServeError(Exception):
    pass


def prepare() -> None:
    """Import what commands need: the core, each built-in ruleset's classes and
    verbs; then freeze it all (no collection ever scans it again)."""
    from journal.domain.rulesets import ruleset
    from journal.plugins import names

    for name in WARM:
        importlib.import_module(name)
    for name in names():
        found = ruleset(name)
        found.campaign_class()
        found.module("phrases")
        found.module("views")
        verbs = found.module("cli")
        for reference in getattr(verbs, "COMMANDS", {}).values():
            if isinstance(reference, str) and ":" in reference:
                importlib.import_module(reference.split(":")[0])
    gc.collect()
    gc.freeze()


def listen(place: str) -> tuple[socket.socket, int]:
    """The socket, in a folder of this user's alone, and the lock that makes
    this server the folder's only one (held while it serves); refused when
    another server answers there already."""
    import fcntl

    try:
        os.makedirs(place, mode=0o700, exist_ok=True)
    except OSError as error:
        raise ServeError(f"cannot make {place}: {error.strerror}") from None
    if not serving.private(place):
        raise ServeError(f"{place} is not a folder of yours closed to others")
    path = os.path.join(place, serving.SOCKET)
    lock = os.open(os.path.join(place, "serve.lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(lock)
        raise ServeError(f"a journal server already answers at {path}") from None
    if os.path.exists(path):  # left by a server that was killed
        os.unlink(path)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        listener.bind(path)
        os.chmod(path, 0o600)
        listener.listen(16)
    except OSError as error:  # e.g. a path longer than a socket's (about 100)
        listener.close()
        os.close(lock)
        raise ServeError(f"cannot listen at {path}: {error}") from None
    return listener, lock


def sources() -> dict[str, float]:
    """The modification time of every module file imported from the project."""
    roots = tuple(
        os.path.dirname(importlib.import_module(name).__file__) + os.sep
        for name in ("journal", "domain", "projections")
    )
    found = {}
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None)
        if path and path.startswith(roots):
            try:
                found[path] = os.stat(path).st_mtime
            except OSError:
                found[path] = -1.0
    return found


def unchanged(known: dict[str, float]) -> bool:
    for path, mtime in known.items():
        try:
            if os.stat(path).st_mtime != mtime:
                return False
        except OSError:
            return False
    return True


def serve(place: str, idle: float = IDLE, ready=None) -> str:
    """Answer command lines until interrupted, idle for `idle` seconds, or stale;
    returns why it stopped."""
    listener, lock = listen(place)
    prepare()
    known = sources()
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped at exit
    listener.settimeout(idle)
    if ready:
        ready(os.path.join(place, serving.SOCKET))
    try:
        while True:
            try:
                connection, _ = listener.accept()
            except TimeoutError:
                return f"no command for {idle:g} s"
            with connection:
                if not _answer(connection, (listener, lock), known):
                    return "the journal's code changed on disk"
    finally:
        listener.close()
        path = os.path.join(place, serving.SOCKET)
        if os.path.exists(path):
            os.unlink(path)
        os.close(lock)  # the socket is gone first: a new server may start


def _answer(connection: socket.socket, held, known) -> bool:
    """Run one request in a child; False when this server's code is stale."""
    connection.settimeout(5)
    try:
        body, fds = _request(connection)
    except (OSError, ValueError):
        return True  # not a journal client, or one that went away: ignore it
    try:
        executable, cwd, mask, argv, environ = serving.decode(body)
        if len(fds) != 3 or not _same_user(connection):
            raise ValueError("three descriptors, from this user, expected")
    except ValueError:
        _close(fds)
        return True
    mine = executable == sys.executable and _paths(environ) == _paths(os.environ)
    fresh = unchanged(known)
    if not (mine and fresh):  # another Python's journal, or this one upgraded
        _close(fds)
        try:
            connection.sendall(b"stale\n" if mine else b"other\n")
        except OSError:
            pass
        return fresh  # stale: stop serving
    pid = os.fork()
    if pid == 0:  # the child: the command, holding neither socket nor lock
        held[0].close()
        os.close(held[1])
        _run(connection, fds, cwd, mask, argv, environ)
    _close(fds)
    _say(f"{pid}: journal {' '.join(argv)}")
    return True


def _paths(environ) -> tuple:
    """What decides which packages an interpreter imports, besides itself."""
    return environ.get("PYTHONPATH"), environ.get("PYTHONHOME")


def _same_user(connection: socket.socket) -> bool:
    """The peer runs as this user (Linux says so; elsewhere the socket's folder,
    closed to others, is the check)."""
    if not hasattr(socket, "SO_PEERCRED"):
        return True
    import struct

    size = struct.calcsize("3i")
    credentials = connection.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, size)
    _pid, uid, _gid = struct.unpack("3i", credentials)
    return uid == os.getuid()


def _say(line: str) -> None:
    """A line on the server's terminal, control characters shown, never fatal."""
    shown = "".join(c if c.isprintable() else f"\\x{ord(c):02x}" for c in line)
    try:
        print(shown, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def _request(connection: socket.socket) -> tuple[bytes, list[int]]:
    room = socket.CMSG_SPACE(3 * array.array("i").itemsize)
    data, ancillary, _flags, _ = connection.recvmsg(serving.LENGTH + 65536, room)
    fds = array.array("i")
    for level, kind, payload in ancillary:
        if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
            usable = len(payload) - len(payload) % fds.itemsize
            fds.frombytes(payload[:usable])
    if len(data) < serving.LENGTH or not data[: serving.LENGTH].isdigit():
        _close(list(fds))
        raise ValueError("no length")
    length = int(data[: serving.LENGTH])
    if length > serving.LIMIT:
        _close(list(fds))
        raise ValueError("too long")
    body = data[serving.LENGTH :]
    while len(body) < length:
        more = connection.recv(length - len(body))
        if not more:
            _close(list(fds))
            raise ValueError("cut short")
        body += more
    return body, list(fds)


def _close(fds) -> None:
    for fd in fds:
        try:
            os.close(fd)
        except OSError:
            pass


def _run(connection, fds, cwd: str, mask: int, argv: list[str], environ) -> None:
    """In the child: become the client's command, run it, say how it ended."""
    code = 1
    try:
        os.setsid()  # no controlling terminal: reading the client's is allowed
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        for target, fd in zip((0, 1, 2), fds, strict=True):
            os.dup2(fd, target)
            os.close(fd)
        os.chdir(cwd)
        os.umask(mask)
        os.environ.clear()
        os.environ.update(environ)
        time.tzset()  # the client's TZ, for whatever reads the local time
        _streams(environ)
        sys.argv = ["journal", *argv]
        connection.sendall(f"pid {os.getpid()}\n".encode("ascii"))
        code = _command()
    except BaseException as error:  # the client hears of it: never a silent end
        code = 1
        try:
            os.write(2, f"journal serve: {type(error).__name__}: {error}\n".encode())
        except OSError:
            pass
    finally:
        try:
            connection.settimeout(None)
            connection.sendall(f"exit {code}\n".encode("ascii"))
            atexit._run_exitfuncs()  # as an interpreter ending normally would
        finally:
            os._exit(0)  # not SystemExit: it would unwind the server's own frames


def _streams(environ: dict) -> None:
    """Standard streams on the client's descriptors, encoded as Python would
    encode them for it (PYTHONIOENCODING, else this interpreter's choice)."""
    encoding, _, errors = environ.get("PYTHONIOENCODING", "").partition(":")
    encoding = encoding or sys.stdout.encoding or "utf-8"
    errors = errors or "strict"
    sys.stdin = open(0, encoding=encoding, errors=errors, closefd=False)  # noqa: SIM115
    sys.stdout = open(  # noqa: SIM115 - line by line to a terminal, as Python does
        1, "w", 1 if os.isatty(1) else -1, encoding, errors, closefd=False
    )
    sys.stderr = open(2, "w", 1, encoding, "backslashreplace", closefd=False)  # noqa: SIM115


def _command() -> int:
    from journal.cli import main

    try:
        main()
        code = 0
    except SystemExit as done:
        code = _exit_code(done.code)
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass  # a pipe closed early (`journal log | head`)
    return code


def _exit_code(code) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    sys.stderr.write(f"{code}\n")
    sys.stderr.flush()
    return 1
