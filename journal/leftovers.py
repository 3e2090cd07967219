"""Nothing left behind: what a killed command leaves is cleared on the next start.

A command that writes a file beside its destination (`.NAME.PID.part`), a
temporary folder (a PDF's chunks) or a store it fills before renaming it
(`.NAME.copying`) notes the path in a small file of its own, named by its
process id, in the user's cache folder (`inflight/`), and strikes it out when
done. Every command, as it starts, clears what a process that is no longer
running noted: a kill -9 leaves nothing for longer than the next command.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

SIDECARS = ("", "-wal", "-shm", "-journal", "-rebuild")  # a SQLite file's companions


def folder() -> Path:
    from journal.userdirs import user_path

    return user_path("cache") / "inflight"


def _note(pid: int) -> Path:
    return folder() / str(pid)


def remove(path: str | os.PathLike) -> None:
    """A file (with SQLite's companions) or a folder, gone; never a link's target."""
    path = os.fspath(path)
    for suffix in SIDECARS:
        target = path + suffix
        try:
            if os.path.isdir(target) and not os.path.islink(target):
                import shutil  # only here: with bz2 and lzma, 3 ms of a chronicle

                shutil.rmtree(target, ignore_errors=True)
            else:
                os.unlink(target)
        except FileNotFoundError:
            pass
        except OSError:
            pass  # not ours to remove after all (a read-only folder)


@contextmanager
def tracked(*paths: str | os.PathLike) -> Iterator[None]:
    """While the block runs, `paths` are this process's: a kill leaves them to
    the next start (sweep); they are removed if still there when it ends."""
    note = _note(os.getpid())
    lines = [os.path.abspath(os.fspath(p)) for p in paths]
    try:
        note.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        with open(note, "a", encoding="utf-8", errors="surrogateescape") as out:
            out.write("".join(f"{line}\n" for line in lines))
    except OSError:
        note = None  # nowhere to note them: removed at the end all the same
    try:
        yield
    finally:
        for line in lines:
            remove(line)
        if note is not None:
            _strike(note, lines)


def _strike(note: Path, lines: list[str]) -> None:
    try:
        kept = note.read_text(encoding="utf-8", errors="surrogateescape").splitlines()
        left = [line for line in kept if line not in lines]
        if left:
            note.write_text(
                "".join(f"{line}\n" for line in left),
                encoding="utf-8",
                errors="surrogateescape",
            )
        else:
            note.unlink()
    except OSError:
        pass


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def sweep() -> int:
    """Clear what processes no longer running left behind; returns how many
    paths. Cheap when there is nothing (one look at a missing folder)."""
    try:
        entries = list(os.scandir(folder()))
    except OSError:
        return 0
    cleared = 0
    for entry in entries:
        if not entry.name.isdigit() or alive(int(entry.name)):
            continue
        try:
            text = Path(entry.path).read_text(
                encoding="utf-8", errors="surrogateescape"
            )
        except OSError:
            continue
        for line in text.splitlines():
            if line.strip():
                remove(line)
                cleared += 1
        try:
            os.unlink(entry.path)
        except OSError:
            pass
    return cleared


def stale_temporaries(prefix: str, age: float = 3600) -> int:
    """Temporary folders named `prefix*` in the temporary directory, this user's
    and untouched for `age` seconds: left by a journal that noted nothing (before
    this one). Returns how many were removed."""
    import tempfile
    import time

    removed, now = 0, time.time()
    try:
        entries = list(os.scandir(tempfile.gettempdir()))
    except OSError:
        return 0
    for entry in entries:
        if not entry.name.startswith(prefix):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if entry.is_dir(follow_symlinks=False) and info.st_uid == os.getuid():
            if now - info.st_mtime > age:
                import shutil

                shutil.rmtree(entry.path, ignore_errors=True)
                removed += 1
    return removed
