"""The store's standing verdict: once `journal audit` (or a rebuild, or any
full verification) finds a history edited, the finding is kept in the store's
`journal_meta` table (both stores have it) and every recording command refuses
while it stands, whatever campaign it records in: nothing more is recorded on a
history known to be tampered with. `audit` clears it when the store verifies
again (after a backup is restored, say). The laptop that found it also keeps it
outside the store (journal.anchors.Findings): deleting the store's row does not
lift it there.

A recording itself verifies only what it builds on (journal.chainstore), so an
edit further back is found by the next full verification, and from then on
nothing is recorded.
"""

from __future__ import annotations

import os
from pathlib import Path

from journal.chain import SECTION, ChainBroken
from journal.i18n import _

NAME = "verdict"
ENV = "JOURNAL_ANCHORS"  # the folder of what is kept outside the store


def folder() -> Path:
    """$JOURNAL_ANCHORS, else `anchors` in the user data folder."""
    value = os.environ.get(ENV, "").strip()
    if value:
        return Path(value).expanduser()
    from journal.userdirs import user_path

    return user_path("data") / "anchors"


def private_folder(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    return path


class Verdicts:
    """Mixin of the chained recorders: read, keep and clear the verdict."""

    local_findings = None  # journal.anchors.Findings of this store (JournalApp sets it)

    def refuse_if_found(self, c) -> None:
        """Refuse (in a recording's transaction) while a finding stands."""
        c.execute(self.chain.meta, (NAME,))
        row = c.fetchone()
        found = row["value"] if row is not None else self.local_found()
        if found is not None:
            raise ChainBroken(
                _(
                    "`journal audit` found this store's history edited ({found}); "
                    "nothing is recorded until it verifies again: restore a "
                    "backup, then run `journal audit`",
                ).format(found=found),
                SECTION,
            )

    def local_found(self) -> str | None:
        return self.local_findings.found() if self.local_findings else None

    def found(self) -> str | None:
        """The finding that stands (the store's, else this laptop's), or None."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(self.chain.meta, (NAME,))
            row = c.fetchone()
        return row["value"] if row else self.local_found()

    def keep_finding(self, finding: str) -> None:
        """Record a full verification's finding (replacing any earlier one), in
        the store and outside it."""
        with self.datastore.transaction(commit=True) as c:
            c.execute(self.chain.delete_meta, (NAME,))
            c.execute(self.chain.insert_meta, (NAME, finding))
        if self.local_findings:
            self.local_findings.keep(finding)

    def clear_finding(self) -> None:
        """The store verified whole: recording may go on."""
        with self.datastore.transaction(commit=False) as c:
            c.execute(self.chain.meta, (NAME,))
            row = c.fetchone()
        if row is not None:
            with self.datastore.transaction(commit=True) as c:
                c.execute(self.chain.delete_meta, (NAME,))
        if self.local_findings:
            self.local_findings.clear()


def finding(where: str, seq: int | None, event_id: str | None, text: str) -> str:
    """A problem as the verdict keeps it: "event 12 (ab12cd34) of campaign 'X':
    the event does not match its digest" (`where` names the stream; no `seq`:
    a problem of the whole stream)."""
    if seq is None:
        return f"{where}: {text}"
    event = _("event {seq}").format(seq=seq) + (f" ({event_id})" if event_id else "")
    return _("{event} of {where}: {text}").format(event=event, where=where, text=text)


class Findings:
    """This laptop's copy of audit's findings, one small file per store."""

    def __init__(self, store: str, where: Path | None = None) -> None:
        from journal.chain import _small_sha256

        key = _small_sha256(store.encode("utf-8", "surrogatepass")).hexdigest()
        self.store, self.key, self.where = store, key[:32], where

    @property
    def path(self) -> Path:
        return (self.where or folder()) / "findings" / self.key

    def found(self) -> str | None:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except OSError as error:  # unreadable: say so rather than record on
            return _("the finding kept at {path} cannot be read: {error}").format(
                path=self.path, error=error
            )
        return text.partition("\n")[2] or _("a finding kept outside the store")

    def keep(self, finding: str) -> None:
        private_folder(self.path.parent)
        part = self.path.with_name(f".{self.path.name}.{os.getpid()}.part")
        flags = os.O_CREAT | os.O_WRONLY | os.O_EXCL | os.O_NOFOLLOW
        part.unlink(missing_ok=True)
        fd = os.open(part, flags, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(f"{self.store}\n{finding}")
        os.replace(part, self.path)

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)
