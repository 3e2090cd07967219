"""Files the user asks for (`--out`): whole or not at all, private when they hold
the history, never written through a link someone planted.

The data goes into a hidden `.NAME.PID.part` beside OUT, created new (never an
existing file, never through a link: O_EXCL, O_NOFOLLOW) with mode 0600 for
what holds the history (chronicles, exports, backups; a site's pages follow
the umask), then renamed over OUT: a link at OUT is replaced, its target left
alone. `-` is standard output; a pipe, a terminal or a descriptor the caller
opened (`/dev/stdout`, `/dev/fd/3`) is written as it is. A kill leaves the
`.part` to the next command (journal.leftovers).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

PRIVATE = 0o600


def part_of(out: Path) -> Path:
    return out.with_name(f".{out.name}.{os.getpid()}.part")


def streamed(out: Path) -> bool:
    """Whether OUT is a stream the caller opened rather than a file to replace:
    a pipe, a terminal, or one of this process's descriptors."""
    try:
        found = os.stat(out)
    except OSError:
        return False
    if stat.S_ISFIFO(found.st_mode) or stat.S_ISCHR(found.st_mode):
        return True
    where = os.path.realpath(os.path.dirname(os.path.abspath(out)))
    return where in ("/proc/self/fd", f"/proc/{os.getpid()}/fd")


def write_output(
    out: Path, data: bytes | Iterable[bytes], private: bool = True
) -> None:
    """Write `data` to OUT (see the module): bytes, or pieces of it written as
    they come (a long chronicle is never held whole); the file is renamed into
    place only once the last piece is written."""
    pieces = [data] if isinstance(data, bytes | bytearray) else data
    with writing(out, private) as file:
        for piece in pieces:
            file.write(piece)


@contextmanager
def writing(out: Path, private: bool = True) -> Iterator[BinaryIO]:
    """A binary file to write OUT through (see the module): standard output
    for `-`, the stream itself for one the caller opened, else the hidden
    `.part`, renamed over OUT when the block ends well (removed otherwise)."""
    if str(out) == "-":
        import sys

        sys.stdout.flush()
        yield sys.stdout.buffer
        sys.stdout.buffer.flush()
        return
    if streamed(out):
        with open(out, "wb") as stream:
            yield stream
        return
    out.parent.mkdir(parents=True, exist_ok=True)
    from journal.leftovers import tracked

    part = part_of(out)
    with tracked(part):  # removed at the end if it is still there
        fd = new_file(part, PRIVATE if private else 0o666)
        with os.fdopen(fd, "wb") as file:
            yield file
        os.replace(part, out)


def new_file(path: Path, mode: int = PRIVATE) -> int:
    """A descriptor on a file made now at `path` (never an existing one, never
    through a link); `mode` before the umask."""
    flags = os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_NOFOLLOW
    return os.open(path, flags | getattr(os, "O_CLOEXEC", 0), mode)
