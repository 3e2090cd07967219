"""The campaign as an Obsidian vault: `journal export --format obsidian --out
DIR` writes it (journal.projections.obsidian.build.export_vault), `journal watch
--vault DIR` keeps it in step while the table plays (VaultKeeper)."""

from __future__ import annotations

import threading
from pathlib import Path

import click

from journal.context import Env
from journal.i18n import _

QUIET_SECONDS = 0.3  # a command's events arrive together: one export for them all


def export_obsidian(env: Env, out: Path, lang: str) -> None:
    """`journal export --format obsidian`: write the vault, say what changed."""
    from journal.commands.read import progress_bar

    with progress_bar(2, _("vault")) as bar:  # read, write
        history, fingerprint = _read(env)
        bar.update(1)
        report = _export(history, out, lang, fingerprint)
        bar.update(1)
    for line in report_lines(report, env.lang):
        click.echo(line)


def _read(env: Env):
    return env.app.campaign_events(env.campaign), env.app.fingerprint_at(env.campaign)


def _export(history, out: Path, lang: str, fingerprint):
    from journal.projections.obsidian.build import export_vault

    return export_vault(history, out, lang, fingerprint)


def report_lines(report, lang: str) -> list[str]:
    """What an export did: one line, then one for each note left alone."""
    from journal.projections.obsidian.strings import say

    written, unchanged = len(report.written), len(report.unchanged)
    lines = [
        say(
            lang,
            "ob_report",
            written=written,
            total=written + unchanged,
            out=report.out,
            unchanged=unchanged,
            removed=len(report.removed),
        )
    ]
    lines += [say(lang, "ob_left", path=path) for path in report.left]
    lines += [say(lang, "ob_kept", path=path) for path in report.kept]
    return lines


def keeper_for(env: Env, vault: Path | None):
    """What `watch` tells of each event of the campaign: a VaultKeeper with
    --vault, else nothing."""
    if vault is None:
        return _NoVault()
    return VaultKeeper(env, vault, env.lang)


class _NoVault:
    def changed(self) -> None:
        pass

    def close(self) -> None:
        pass


class VaultKeeper:
    """Keeps a vault in step for `journal watch --vault`: an export as it
    starts (a refusal stops the watch before it begins), then another shortly
    after events arrive, in a thread of its own, so that the events of one
    command, or of a burst, make one export and the screen never waits."""

    def __init__(self, env: Env, out: Path, lang: str) -> None:
        self.env, self.out, self.lang = env, out, lang
        self.wake = threading.Event()  # an event came, or the watch ends
        self.ending = threading.Event()
        self.pending = False
        self.export()
        self.thread = threading.Thread(target=self._run, name="vault", daemon=True)
        self.thread.start()

    def changed(self) -> None:
        """An event of the campaign was recorded."""
        self.pending = True
        self.wake.set()

    def close(self) -> None:
        """Stop, once the events already seen are in the vault."""
        self.ending.set()
        self.wake.set()
        self.thread.join(timeout=120)

    def export(self) -> None:
        history, fingerprint = _read(self.env)
        report = _export(history, self.out, self.lang, fingerprint)
        if report.written or report.removed or report.left or report.kept:
            for line in report_lines(report, self.env.lang):
                click.echo(_("vault: {line}").format(line=line), err=True)

    def _run(self) -> None:
        while True:
            self.wake.wait()
            self.ending.wait(QUIET_SECONDS)  # the rest of a burst, unless it ends
            self.wake.clear()
            pending, self.pending = self.pending, False
            if pending:
                try:
                    self.export()
                except Exception as error:  # noqa: BLE001 - one line; watching goes on
                    self._failed(error)
            if self.ending.is_set():
                return

    def _failed(self, error: Exception) -> None:
        """One line on the screen, and the watch goes on."""
        from journal.domain.errors import JournalError
        from journal.failures import describe_failure, refusal
        from journal.projections.obsidian.strings import say

        if isinstance(error, JournalError):
            said = refusal(self.env, error)
        else:
            said = describe_failure(error).split(": ", 1)[-1]
        click.echo(
            _(
                "vault: {lang}",
            ).format(lang=say(self.env.lang, "ob_failed", error=said)),
            err=True,
        )
