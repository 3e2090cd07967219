"""The vault's folder, kept in step: a note is written only when its bytes
change, removed only when the journal wrote it and its subject is gone, and a
file the journal did not write is never touched.

`DIR/.journal-vault.json` records, for every note the journal wrote, what it is
about (its subject's key), the name it was made from and a SHA-256 of the bytes
written. Whatever follows a note's `%% your notes %%` line is the group's: it is
read back before the note is written again and kept as it is. A note changed by
hand that lost that line is left alone (said in the report), and so is a note
whose subject is gone but that holds the group's text (it is no longer the
journal's). A folder that holds other files and no state file is refused, as is
a vault of another campaign.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from journal.domain.errors import RuleBroken
from journal.i18n import N_, _
from journal.projections.obsidian.names import folded
from journal.projections.obsidian.text import users_part

STATE = ".journal-vault.json"
LOCK = ".journal-vault.lock"
FORMAT = 1
SECTION = N_("journal: Obsidian vault")


@dataclass
class Report:
    out: Path
    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)  # edited without the marker line
    kept: list[str] = field(
        default_factory=list
    )  # subject gone, the group's text in it


class Vault:
    """The folder, its state file, and what one export does to it."""

    def __init__(self, out: Path, campaign: str, name: str) -> None:
        self.out, self.campaign, self.name = out, campaign, name
        self.stamp: str | None = None  # what the last export was made from
        self.files = self.read_state()
        self.new: dict[str, dict] = {}
        self.carried: set[str] = set()  # old paths whose group's text moved on
        self.report = Report(out)

    # -- what the last export left ------------------------------------------------

    def before(self) -> dict[str, tuple[str, str]]:
        """key -> (path, the name it was made from), for names.assign."""
        return {
            known["key"]: (path, known["stem"]) for path, known in self.files.items()
        }

    def foreign(self) -> set[str]:
        """The folded names of the vault's notes the journal did not write."""
        found = set()
        for folder, dirs, files in os.walk(self.out):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for name in files:
                path = Path(folder, name).relative_to(self.out).as_posix()
                if name.endswith(".md") and path not in self.files:
                    found.add(folded(name[:-3]))
        return found

    # -- one note -------------------------------------------------------------------

    def put(self, key: str, stem: str, path: str, generated: str, moved: str | None):
        """Write note `path` (the journal's part, `generated`, ending with the
        marker line) unless it is as it would be; `moved`: the path the same
        subject had before, whose group's text comes along."""
        target = self.out / path
        current = _read(target)
        known = self.files.get(path)
        users = ""
        if current is not None:
            if known is None or known["key"] != key:  # never: names.assign avoids it
                self.report.left.append(path)
                return
            found = _users(current)
            if found is None and _sha(current) != known["sha256"]:
                self.new[path] = known  # edited by hand, its marker gone: left alone
                self.report.left.append(path)
                return
            users = found or ""
        elif moved is not None:
            users = self._carry(moved)
        data = (generated + users).encode("utf-8")
        if current == data:
            self.report.unchanged.append(path)
        else:
            _write(target, data)
            self.report.written.append(path)
        self.new[path] = {"key": key, "stem": stem, "sha256": _sha(data)}

    def _carry(self, old: str) -> str:
        """The group's text of a subject's old note, which is then removed."""
        current = _read(self.out / old)
        if current is None or old not in self.files:
            return ""
        found = _users(current)
        if found is None and _sha(current) != self.files[old]["sha256"]:
            return ""  # edited without its marker: finish() keeps it
        self.carried.add(old)
        return found or ""

    # -- the end ---------------------------------------------------------------------

    def up_to_date(self, stamp: str) -> bool:
        """Whether the last export was made from this very stream, code and
        language, and every note is still as it left it: nothing to do."""
        if stamp != self.stamp or not self.files:
            return False
        for path, known in self.files.items():
            current = _read(self.out / path)
            if current is None or _sha(current) != known["sha256"]:
                return False
        self.report.unchanged = sorted(self.files)
        return True

    def finish(self, stamp: str | None = None) -> Report:
        """Remove the journal's notes whose subject is gone, write the state."""
        for path, known in self.files.items():
            if path in self.new:
                continue
            target = self.out / path
            current = _read(target)
            if current is None:
                continue
            if path in self.carried or _removable(current, known):
                target.unlink()
                self.report.removed.append(path)
                _prune(target.parent, self.out)
            else:
                self.report.kept.append(path)  # no longer the journal's
        state = {
            "format": FORMAT,
            "campaign": self.campaign,
            "name": self.name,
            "stamp": stamp,
            "files": dict(sorted(self.new.items())),
        }
        data = (json.dumps(state, indent=1, ensure_ascii=False) + "\n").encode("utf-8")
        if _read(self.out / STATE) != data:
            _write(self.out / STATE, data)
        return self.report

    def read_state(self) -> dict[str, dict]:
        found = self.out / STATE
        if self.out.exists() and not self.out.is_dir():
            raise RuleBroken(
                _("{out} is a file: choose a folder").format(out=self.out), SECTION
            )
        if not found.is_file():
            if self.out.exists() and _holds_files(self.out):
                raise RuleBroken(
                    _(
                        "{out} is not empty and holds no vault the journal wrote: "
                        "choose a new or empty folder (a new vault, or a folder in "
                        "yours)",
                    ).format(out=self.out),
                    SECTION,
                )
            self.out.mkdir(parents=True, exist_ok=True)
            return {}
        try:
            data = json.loads(found.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError, OSError):
            raise RuleBroken(
                _(
                    "{found} cannot be read: it is how the journal knows its notes "
                    "from yours; export into a new folder",
                ).format(found=found),
                SECTION,
            ) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RuleBroken(
                _("{found} is of another journal's format").format(found=found), SECTION
            )
        if data.get("campaign") != self.campaign:
            raise RuleBroken(
                _(
                    "{out} holds the vault of campaign {value!r}: export each campaign "
                    "into a folder of its own"
                ).format(out=self.out, value=data.get("name")),
                SECTION,
            )
        files = data.get("files") if isinstance(data.get("files"), dict) else {}
        self.stamp = data.get("stamp")
        return {
            path: known
            for path, known in files.items()
            if _ours(path) and _well_formed(known)
        }


@contextlib.contextmanager
def locked(out: Path):
    """One export at a time into a vault (an export while `watch --vault` runs)."""
    try:
        import fcntl
    except ImportError:  # not on a POSIX system: no lock
        yield
        return
    with open(out / LOCK, "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _holds_files(out: Path) -> bool:
    """Whether a folder holds anything but hidden entries (a vault Obsidian
    just made holds `.obsidian/` only: the journal may fill it)."""
    return any(not entry.name.startswith(".") for entry in out.iterdir())


def _users(data: bytes) -> str | None:
    try:
        return users_part(data.decode("utf-8"))
    except UnicodeDecodeError:
        return None


def _removable(current: bytes, known: dict) -> bool:
    """A note of a gone subject goes when it is as written or the group wrote
    nothing under its marker."""
    if _sha(current) == known["sha256"]:
        return True
    found = _users(current)
    return found is not None and not found.strip()


def _prune(folder: Path, top: Path) -> None:
    """Remove a folder the journal's notes left empty (never the vault)."""
    if folder != top and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()


def _ours(path: object) -> bool:
    """A state path the journal could have written: a note inside the vault."""
    if not isinstance(path, str) or not path.endswith(".md") or "\\" in path:
        return False
    parts = PurePosixPath(path).parts
    return (
        bool(parts)
        and not PurePosixPath(path).is_absolute()
        and not any(part in ("", ".", "..") or part.startswith(".") for part in parts)
    )


def _well_formed(known: object) -> bool:
    return isinstance(known, dict) and all(
        isinstance(known.get(key), str) for key in ("key", "stem", "sha256")
    )


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes() if path.is_file() else None
    except OSError:
        return None


def _write(target: Path, data: bytes) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.partial")
    partial.write_bytes(data)
    os.replace(partial, target)


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
