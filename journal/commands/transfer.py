"""Campaigns between stores: export, import; and a backup of the whole store."""

from __future__ import annotations

from pathlib import Path

import click

from journal.context import Env, pass_env
from journal.domain.errors import JournalError
from journal.i18n import N_, _
from journal.output import campaign_line, emit_json, json_option

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
    type=click.Choice(["jsonl", "obsidian"], case_sensitive=False),
    default="jsonl",
    show_default=True,
    help="jsonl: the history, for `journal import`; obsidian: a vault of notes.",
)
@click.option(
    "--lang",
    type=click.Choice(["en", "it"], case_sensitive=False),
    default=None,
    help="Language of the vault's notes (default: the global --lang).",
)
@json_option
@pass_env
def export(
    env: Env, name: str | None, out: Path, fmt: str, lang: str | None, as_json: bool
) -> None:
    """Write a campaign's whole history as JSON lines: a header, then one event a
    line with its digest. `journal import` verifies every line. Prints the
    campaign, then the file, its events and the fingerprint of its last event.

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
      journal export --out ombre.jsonl --json
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

    from journal.chain import fingerprint
    from journal.transfer import export_lines

    env.campaign = name or env.campaign
    header, lines = export_lines(env.app, env.campaign)
    write_atomically(out, (f"{line}\n".encode() for line in lines))
    done = {"campaign": header["campaign"], "out": str(out)}
    done |= {"events": header["events"], "fingerprint": fingerprint(header["head"])}
    if as_json:
        return emit_json(done)
    click.echo(campaign_line(done["campaign"]))
    click.echo(
        _("wrote {out}: {events} events, fingerprint {value}").format(
            out=out, events=done["events"], value=done["fingerprint"]
        )
    )


@click.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--as", "name", metavar="NAME", help="The campaign's name in this store.")
@json_option
@pass_env
def import_(env: Env, file: Path, name: str | None, as_json: bool) -> None:
    """Import a campaign exported with `journal export`, as a new campaign (the
    current one, and it says so). A file with an edited or damaged line is
    refused whole. The copy's history and fingerprints are the exported ones;
    its events get ids of their own, unique in this store, and each remembers
    the id it had (`log --json`: original_id; either id names it).

    Example: journal import ombre.jsonl --as "Ombre (copia)"
    """
    from journal.chain import fingerprint
    from journal.importer import import_campaign
    from journal.projections.phrases import say
    from journal.transfer import read_export

    with file.open("rb") as lines:  # a line at a time, never the file whole
        read = read_export(lines)
    env.create = True
    before = current_campaign(env)
    done = import_campaign(env.app, read, name, env.stamp().at)  # it lets go of them
    if as_json:
        return emit_json(done)
    click.echo(campaign_line(done["campaign"]))
    click.echo(
        _(
            "imported {file} as {campaign}: {events} events, fingerprint {value}",
        ).format(
            file=file.name,
            campaign=done["campaign"],
            events=done["events"],
            value=fingerprint(done["head"]),
        )
    )
    key = "term.switched" if before else "term.switched_first"
    click.echo(say(env.lang, key, name=done["campaign"], before=before))


vars()["import"] = import_  # the command's name is a Python keyword


@click.command("backup")
@click.option("--out", required=True, type=OUT, help="The copy to write.")
@json_option
@pass_env
def backup(env: Env, out: Path, as_json: bool) -> None:
    """Copy the whole store, consistent even while others record (SQLite's online
    backup; a PostgreSQL store is copied into a SQLite file, as `journal store
    copy` does, as it stood when the backup began). The copy is a store: use it
    with --store.

    \b
    Examples:
      journal backup --out journal-2026-11-21.sqlite3
      journal --store journal-2026-11-21.sqlite3 campaign list
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
        if as_json:
            return emit_json({"out": str(out), "campaigns": campaign_names(env)})
        click.echo(
            _(
                "wrote {out}: a SQLite store of {events} events",
            ).format(out=out, events=report["events"])
        )
        return
    from journal.backup import backup as copy_store
    from journal.store import store_path

    copy_store(store_path(env.store_option), out)
    names = campaign_names(env)
    if as_json:
        return emit_json({"out": str(out), "campaigns": names})
    click.echo(
        _("wrote {out}: the whole store ({names})").format(
            out=out, names=", ".join(names) or _("no campaign")
        )
    )


def current_campaign(env: Env) -> str | None:
    """The current campaign (None in a store without one)."""
    from journal.domain.errors import NotFound

    try:
        return env.app.registry().current
    except NotFound:
        return None


def campaign_names(env: Env) -> list[str]:
    """Every campaign of the store (none in a store without one)."""
    from journal.domain.errors import NotFound

    try:
        return list(env.app.registry().campaigns)
    except NotFound:
        return []


def write_atomically(out: Path, data) -> None:
    """Whole or not at all, owner-only, never through a link (journal.outfile)."""
    from journal.outfile import write_output

    write_output(out, data, private=True)
