"""Writing the site incrementally: a page is rendered and written only when what
it shows has changed.

How we know: `DIR/.journal-site.json` keeps, for every file the site wrote, a
SHA-256 of its inputs (the page's data, plus one hash of everything that renders
it: templates, CSS, scripts, the site's code, the ruleset's views and templates)
and a SHA-256 of the bytes written. On the next run a page whose inputs hash the
same, and whose file still hashes as written, is left alone, unrendered; a page
rendered anew is written only if its bytes differ. Files the site wrote before
and no longer has (a voided character) are removed; no other file is touched.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from journal.domain.errors import RuleBroken
from journal.i18n import N_, _

MANIFEST = ".journal-site.json"
FORMAT = 1


def digest(*parts) -> str:
    text = json.dumps(parts, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass
class Report:
    out: Path
    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)


class Output:
    """The site's folder and its manifest."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.old, self.stamp = _manifest(out)
        self.new: dict[str, dict] = {}
        self.report = Report(out)

    def up_to_date(self, stamp: str) -> bool:
        """Whether the site was built from this very stream and code, and every
        file is still as written: then nothing needs building at all."""
        if stamp != self.stamp or not self.old:
            return False
        if all([self.fresh(path, known["inputs"]) for path, known in self.old.items()]):
            return True
        self.new, self.report = {}, Report(self.out)  # a file was changed by hand
        return False

    def fresh(self, path: str, inputs: str) -> bool:
        """Whether `path` was written from these inputs and is still as written."""
        known = self.old.get(path)
        if known is None or known["inputs"] != inputs:
            return False
        target = self.out / path
        if not target.is_file() or _sha(target.read_bytes()) != known["sha256"]:
            return False
        self.new[path] = known
        self.report.unchanged.append(path)
        return True

    def put(self, path: str, inputs: str, data: bytes) -> None:
        target, sha = self.out / path, _sha(data)
        if target.is_file() and _sha(target.read_bytes()) == sha:
            self.report.unchanged.append(path)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            _replace(target, data)
            self.report.written.append(path)
        self.new[path] = {"inputs": inputs, "sha256": sha}

    def finish(self, stamp: str) -> Report:
        for path in sorted(set(self.old) - set(self.new)):
            target = self.out / path
            if target.is_file():
                target.unlink()
                self.report.removed.append(path)
        data = {"format": FORMAT, "stamp": stamp, "files": self.new}
        text = json.dumps(data, indent=1, sort_keys=True)
        _replace(self.out / MANIFEST, text.encode("utf-8"))
        return self.report


def _replace(target: Path, data: bytes) -> None:
    """Write a page whole, as the umask says (a site is published), never
    through a link planted where it goes (journal.outfile)."""
    from journal.outfile import write_output

    write_output(target, data, private=False)


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _manifest(out: Path) -> tuple[dict[str, dict], str | None]:
    """The files an earlier build wrote, and the stamp of what it was built from;
    refuses a folder that holds other things."""
    found = out / MANIFEST
    if found.is_file():
        try:
            data = json.loads(found.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError):
            data = {}
        files = data.get("files") if data.get("format") == FORMAT else None
        found = {
            p: f for p, f in (files or {}).items() if _ours(p) and isinstance(f, dict)
        }
        return found, data.get("stamp")
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise RuleBroken(
            _(
                "{out} is not empty and holds no journal site: choose a new or empty "
                "folder"
            ).format(out=out),
            N_("journal: site"),
        )
    out.mkdir(parents=True, exist_ok=True)
    return {}, None


def _ours(path: str) -> bool:
    """A manifest path the site could have written: relative, inside the folder."""
    parts = Path(path).parts
    return bool(parts) and not Path(path).is_absolute() and ".." not in parts
