"""Where this user's warm `journal serve` listens, and how a command line travels
to it: shared by the entry point (journal/client.py, which must stay light: it
is on every command's path) and the server (journal/server.py).

The socket lives in a folder only its user may enter: $JOURNAL_SERVE_DIR, else
$XDG_RUNTIME_DIR/journal, else /tmp/journal-UID. A client talks to it only when
the folder is the user's own and closed to everyone else.

A request is one message: the client's stdin, stdout and stderr as file
descriptors (SCM_RIGHTS), and `journal-serve 1`, the interpreter, the working
folder, the umask, the arguments and the environment, each NUL-separated and UTF-8 with
surrogate escapes (an argument or a variable may hold any bytes), behind its
length in ten digits. The server answers `pid N` once the command runs (an
interrupt is sent there), then `exit N`; or `stale` when its code is not the
code installed now, `other` when the client is another Python's journal: the
client then runs the command itself.
"""

from __future__ import annotations

import os
import sys

MAGIC = "journal-serve 1"
SOCKET = "serve.sock"
LENGTH = 10  # digits of a request's length
LIMIT = 1 << 20  # the longest request: a command line and an environment


def supported() -> bool:
    """Fork, Unix sockets and descriptor passing: Linux and macOS."""
    return hasattr(os, "fork") and sys.platform != "win32"


def folder(environ=os.environ) -> str:
    explicit = environ.get("JOURNAL_SERVE_DIR", "").strip()
    if explicit:
        return explicit
    runtime = environ.get("XDG_RUNTIME_DIR", "").strip()
    if runtime:
        return os.path.join(runtime, "journal")
    return os.path.join("/tmp", f"journal-{os.getuid()}")


def private(path: str) -> bool:
    """The folder is this user's and nobody else may enter it."""
    try:
        found = os.stat(path)
    except OSError:
        return False
    return found.st_uid == os.getuid() and found.st_mode & 0o077 == 0


def umask() -> int:
    mask = os.umask(0o077)
    os.umask(mask)
    return mask


def encode(argv: list[str], environ) -> bytes:
    head = [MAGIC, sys.executable, os.getcwd(), str(umask()), str(len(argv))]
    fields = [*head, *argv]
    fields += [f"{key}={value}" for key, value in environ.items()]
    body = "\0".join(fields).encode("utf-8", "surrogateescape")
    return str(len(body)).zfill(LENGTH).encode("ascii") + body


def decode(body: bytes) -> tuple[str, str, int, list[str], dict[str, str]]:
    """(interpreter, working folder, umask, arguments, environment)."""
    fields = body.decode("utf-8", "surrogateescape").split("\0")
    if len(fields) < 5 or fields[0] != MAGIC:
        raise ValueError("not a journal request")
    mask, count = int(fields[3]) & 0o777, int(fields[4])
    argv, rest = fields[5 : 5 + count], fields[5 + count :]
    environ = dict(item.split("=", 1) for item in rest if "=" in item)
    return fields[1], fields[2], mask, argv, environ
