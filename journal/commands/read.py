"""Reading: sheets (now or as of any moment), the event log, chronicles."""

from __future__ import annotations

from pathlib import Path

import click

from journal.context import Env, pass_env
from journal.output import emit_json, json_option


@click.command("show")
@click.argument("character")
@click.option(
    "--as-of",
    "as_of",
    metavar="REF",
    help="An event id, session:N, scene:N or an ISO date (YYYY-MM-DD).",
)
@json_option
@pass_env
def show(env: Env, character: str, as_of: str | None, as_json: bool) -> None:
    """CHARACTER's sheet, now or as it was at REF (voids applied).

    \b
    Examples:
      journal show Kira
      journal show Kira --as-of session:2 --json
    """
    from projections.sheet import sheet_json, sheet_text

    if as_of:
        from projections.timeline import position, state_at

        history = env.app.campaign_events(env.campaign)
        state = state_at(history, position(history, as_of))
    else:
        state = env.app.current_state(env.campaign)
    sheet = state.character(character)
    if as_json:
        return emit_json(sheet_json(sheet, state.ruleset))
    click.echo(sheet_text(sheet, state.ruleset, env.lang))


@click.command("log")
@click.option("--session", type=int, help="Only this session's events.")
@click.option("--character", metavar="CHAR", help="Only events about this character.")
@json_option
@pass_env
def log(env: Env, session: int | None, character: str | None, as_json: bool) -> None:
    """Every recorded event, oldest first; voided ones are marked.

    Example: journal log --session 1 --character Kira
    """
    from projections.log import filtered_log, log_lines

    ruleset = env.ruleset_name
    records = env.app.current_log(env.campaign)
    records = filtered_log(records, session, character, ruleset)
    if as_json:
        return emit_json(records)
    for line in log_lines(records, env.lang, ruleset):
        click.echo(line)


@click.command("chronicle")
@click.option("--session", type=int, help="The session (default: the latest).")
@click.option("--adventure", type=int, help="Every session of adventure N, in order.")
@click.option("--all", "whole", is_flag=True, help="The whole campaign.")
@click.option(
    "--document",
    metavar="NAME",
    help="Instead of a chronicle: the event log (eventlog) or a document of the "
    "ruleset's (Dàimon 2090: techlog, the technology log), as a table.",
)
@click.option(
    "--format", "fmt", type=click.Choice(["md", "html", "pdf"]), required=True
)
@click.option(
    "--out",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="The file to write.",
)
@click.option(
    "--lang",
    type=click.Choice(["en", "it"]),
    default=None,
    help="Language of the chronicle (default: the global --lang).",
)
@pass_env
def chronicle(
    env: Env, session, adventure, whole, document, fmt: str, out: Path, lang
) -> None:
    """Write a chronicle (a session, an adventure or the whole campaign) as
    Markdown, HTML or PDF: one part per session, with the characters' sheets.
    With --document: the event log (Log degli eventi) or the technology log
    (Log tecnologico) as a document of its own.

    \b
    Examples:
      journal chronicle --format md --out sessione-1.md --lang it
      journal chronicle --session 1 --format pdf --out session-1.pdf
      journal chronicle --adventure 1 --format pdf --out avventura-1.pdf
      journal chronicle --all --format html --out campaign.html
      journal chronicle --document techlog --format pdf --out log-tecnologico.pdf
    """
    if document:
        if session is not None or adventure is not None or whole:
            raise click.UsageError(
                "--document goes alone: no --session, --adventure, --all"
            )
        return write_log_document(env, document, fmt, out, lang or env.lang)
    from projections.chronicle_book import build_book

    scope, number = _scope(session, adventure, whole)
    with progress_bar(3, f"chronicle ({fmt})") as bar:  # read, build, render
        history = env.app.campaign_events(env.campaign)
        bar.update(1)
        at, fingerprint = env.stamp().at, env.app.fingerprint_at(env.campaign)
        book = build_book(history, scope, number, lang or env.lang, at, fingerprint)
        bar.update(1)
        write_chronicle(book, fmt, out)
        bar.update(1)
    click.echo(f"wrote {out}")


def _scope(session, adventure, whole) -> tuple[str, int | None]:
    """Which chronicle: at most one of --session, --adventure, --all."""
    chosen = [session is not None, adventure is not None, whole]
    if sum(chosen) > 1:
        raise click.UsageError("choose one of --session, --adventure, --all")
    if adventure is not None:
        return "adventure", adventure
    return ("all", None) if whole else ("session", session)


def write_log_document(env: Env, document: str, fmt: str, out: Path, lang) -> None:
    """The event log or the technology log as its own document, written to OUT."""
    from projections.logdocs import build_document, documents
    from projections.render import render_log_document

    known = documents(env.ruleset_name)
    if document not in known:
        raise click.BadParameter(
            f"{document!r}: choose {', '.join(known)}", param_hint="--document"
        )
    history = env.app.current_events(env.campaign)  # from the read model
    log = env.app.current_log(env.campaign)
    doc = build_document(history, log, document, lang, env.stamp().at)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(render_log_document(doc, fmt))
    click.echo(f"wrote {out}")


def write_chronicle(model, fmt: str, out: Path) -> None:
    from projections import render

    if fmt == "pdf":
        data = render.render_pdf(model)
    else:
        text = (
            render.render_markdown(model) if fmt == "md" else render.render_html(model)
        )
        data = text.encode("utf-8")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)


@click.command("rebuild")
@pass_env
def rebuild(env: Env) -> None:
    """Recompute every read model (sheets, event log) from the first event.

    The read models are kept up to date as you read, and rebuild themselves
    after an upgrade that changes them. A rebuild writes new tables and swaps
    them in only when complete; it refuses a history that does not verify
    (see `journal audit`). Shows progress on a terminal.
    """
    total = env.app.recorder.max_notification_id() or 0
    with progress_bar(total, "rebuilding") as bar:
        done = env.app.rebuild(bar.update)
    click.echo(f"rebuilt the read models from {done} events", err=True)


def progress_bar(total: int, label: str):
    """A progress bar on a terminal (stderr); nothing at all when piped."""
    import contextlib
    import sys

    if not sys.stderr.isatty():
        return contextlib.nullcontext(_Silent())
    return click.progressbar(length=total, label=label, file=sys.stderr)


class _Silent:
    def update(self, _steps: int) -> None:
        """A progress bar that shows nothing."""
