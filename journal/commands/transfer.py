"""Campaigns between stores: export, import; and a backup of the whole store."""

from __future__ import annotations

from pathlib import Path

import click

from journal.context import Env, pass_env
from journal.domain.errors import JournalError
from journal.i18n import N_, _
from journal.output import emit_json, json_option

OUT = click.Path(dir_okay=False, path_type=Path)


@click.command("export")
@click.option("--campaign", "name", metavar="NAME", help="Default: the current one.")
@click.option(
    "--out",
    required=True,
    type=click.Path(path_type=Path),
    help="The file to write (JSONL), or the vault's folder (obsidian).",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["jsonl", "obsidian"]),
    default="jsonl",
    show_default=True,
    help="jsonl: the history, for `journal import`; obsidian: a vault of notes.",
)
@click.option(
    "--lang",
    type=click.Choice(["en", "it"]),
    default=None,
    help="Language of the vault's notes (default: the global --lang).",
)
@pass_env
def export(env: Env, name: str | None, out: Path, fmt: str, lang: str | None) -> None:
    """Write a campaign's whole history as JSON lines: a header, then one event a
    line with its digest. `journal import` verifies every line.

    With --format obsidian, OUT is a folder made an Obsidian vault: a note per
    session, scene, character, NPC, player, event-log entry and technology, and
    one for the campaign, with properties and links. Run it again after play:
    only the notes that changed are written, and what you add under a note's
    "Your notes" heading is kept (docs/obsidian.md).

    \b
    Examples:
      journal export --campaign "Ombre su Milano" --out ombre.jsonl
      journal export --format obsidian --out ombre-vault
      journal esporta --format obsidian --out vault-ombre --lang it
    """
    if name:
        env.campaign = name
    if fmt == "obsidian":
        from journal.commands.obsidian import export_obsidian

        return export_obsidian(env, out, lang or env.lang)
    if lang is not None:
        raise click.UsageError(_("--lang is for --format obsidian"))
    if out.is_dir():
        raise click.BadParameter(
            _(
                "{out} is a folder",
            ).format(out=out),
            param_hint="'--out'",
        )
    from journal.transfer import export_lines

    lines = export_lines(env.app, name or env.campaign)
    write_atomically(out, ("\n".join(lines) + "\n").encode("utf-8"))
    click.echo(_("wrote {out}: {value} events").format(out=out, value=len(lines) - 1))


@click.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--as", "name", metavar="NAME", help="The campaign's name in this store.")
@json_option
@pass_env
def import_(env: Env, file: Path, name: str | None, as_json: bool) -> None:
    """Import a campaign exported with `journal export`, as a new campaign (the
    current one). A file with an edited or damaged line is refused whole.

    Example: journal import ombre.jsonl --as "Ombre (copia)"
    """
    from journal.chain import fingerprint
    from journal.importer import import_campaign
    from journal.transfer import read_export

    header, events = read_export(file.read_bytes())
    env.create = True
    done = import_campaign(env.app, header, events, name, env.stamp().at)
    if as_json:
        return emit_json(done)
    click.echo(
        _(
            "imported {campaign}: {events} events, fingerprint {value}",
        ).format(
            campaign=done["campaign"],
            events=done["events"],
            value=fingerprint(done["head"]),
        )
    )


vars()["import"] = import_  # the command's name is a Python keyword


@click.command("backup")
@click.option("--out", required=True, type=OUT, help="The copy to write.")
@pass_env
def backup(env: Env, out: Path) -> None:
    """Copy the whole store, consistent even while others record (SQLite's online
    backup; a PostgreSQL store is copied into a SQLite file, as `journal store
    copy` does, as it stood when the backup began). The copy is a store: use it
    with --store.

    Example: journal backup --out journal-2026-11-21.sqlite3
    """
    from journal.stores import chosen
    from journal.stores.url import is_postgres_url

    if is_postgres_url(chosen(env.store_option) or ""):
        from journal.commands.stores import copied_to_file

        report = copied_to_file(env.app, out)
        bad = [c for c in report["campaigns"] if c["problems"]]
        if bad:
            raise JournalError(
                _("the copy of {name} does not match its source").format(
                    name=bad[0]["name"]
                ),
                N_("journal"),
            )
        click.echo(
            _(
                "wrote {out}: a SQLite store of {events} events",
            ).format(out=out, events=report["events"])
        )
        return
    from journal.backup import backup as copy_store
    from journal.store import store_path

    copy_store(store_path(env.store_option), out)
    click.echo(_("wrote {out}").format(out=out))


def write_atomically(out: Path, data: bytes) -> None:
    """Whole or not at all, owner-only, never through a link (journal.outfile)."""
    from journal.outfile import write_output

    write_output(out, data, private=True)
