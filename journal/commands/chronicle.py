"""Chronicles: a session, an adventure or the whole campaign as Markdown, HTML or
PDF; or a log as a document of its own."""

from __future__ import annotations

from pathlib import Path

import click

from journal.commands.read import progress_bar
from journal.context import Env, pass_env
from journal.i18n import _
from journal.output import campaign_line, emit_json, json_option


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
    "--format",
    "fmt",
    type=click.Choice(["md", "html", "pdf"], case_sensitive=False),
    default=None,
    help="Default: from the extension of --out (.md, .html, .pdf).",
)
@click.option(
    "--out",
    required=True,
    type=click.Path(dir_okay=False, allow_dash=True, path_type=Path),
    help="The file to write; - writes to standard output (give --format).",
)
@click.option(
    "--lang",
    type=click.Choice(["en", "it"], case_sensitive=False),
    default=None,
    help="Language of the chronicle (default: the global --lang).",
)
@json_option
@pass_env
def chronicle(
    env: Env, session, adventure, whole, document, fmt: str, out: Path, lang, as_json
) -> None:
    """Write a chronicle (a session, an adventure or the whole campaign) as
    Markdown, HTML or PDF: one part per session, with the characters' sheets.
    With --document: the event log (Log degli eventi) or the technology log
    (Log tecnologico) as a document of its own.

    \b
    Examples:
      journal chronicle --out sessione-1.md --lang it
      journal chronicle --format md --out - | less
      journal chronicle --session 1 --format pdf --out session-1.pdf
      journal chronicle --adventure 1 --format pdf --out avventura-1.pdf
      journal chronicle --all --format html --out campaign.html
      journal chronicle --document techlog --format pdf --out log-tecnologico.pdf
      journal chronicle --all --out campaign.pdf --json   # what it wrote, as JSON
    """
    if as_json and str(out) == "-":
        raise click.UsageError(_("--json prints what was written: give --out FILE"))
    fmt = output_format(fmt, out)
    if document:
        if session is not None or adventure is not None or whole:
            raise click.UsageError(
                _("--document goes alone: no --session, --adventure, --all")
            )
        write_log_document(env, document, fmt, out, lang or env.lang)
        return wrote(env, out, {"format": fmt, "document": document}, as_json)
    from journal.projections.chronicle_book import build_book

    scope, number = _scope(session, adventure, whole)
    if fmt == "pdf" and scope != "session":
        numbers = write_pdf_book(env, scope, number, lang or env.lang, out)
        what = {"format": fmt, "scope": scope, "sessions": numbers}
        return wrote(env, out, what, as_json)
    if fmt in ("md", "html") and scope != "session":
        numbers = write_text_book(env, scope, number, fmt, lang or env.lang, out)
        what = {"format": fmt, "scope": scope, "sessions": numbers}
        return wrote(env, out, what, as_json)
    with progress_bar(
        3, _("chronicle ({fmt})").format(fmt=fmt)
    ) as bar:  # read, build, render
        at, lang = env.stamp().at, lang or env.lang
        if scope == "session":  # one session: read only what it tells
            from journal.sessionbook import session_book

            bar.update(1)
            book = session_book(env.app, env.campaign, number, lang, at)
        else:
            history = env.app.campaign_events(env.campaign)
            bar.update(1)
            fingerprint = env.app.fingerprint_at(env.campaign)
            book = build_book(history, scope, number, lang, at, fingerprint)
        bar.update(1)
        write_chronicle(book, fmt, out)
        bar.update(1)
    numbers = [part.session for part in book.parts]
    wrote(env, out, {"format": fmt, "scope": scope, "sessions": numbers}, as_json)


def _scope(session, adventure, whole) -> tuple[str, int | None]:
    """Which chronicle: at most one of --session, --adventure, --all."""
    chosen = [session is not None, adventure is not None, whole]
    if sum(chosen) > 1:
        raise click.UsageError(_("choose one of --session, --adventure, --all"))
    if adventure is not None:
        return "adventure", adventure
    return ("all", None) if whole else ("session", session)


def write_pdf_book(env: Env, scope: str, number, lang: str, out: Path) -> list[int]:
    """An adventure's or the whole campaign's PDF, read a session at a time and
    laid out a few sessions at a time (journal.projections.pdf_chunks): the bar counts
    the reading, each session, the joining. Returns the sessions it tells."""
    from journal.bookparts import BookParts
    from journal.projections.pdf_chunks import write_book_pdf

    book = BookParts(env.app, env.campaign, scope, number, lang, env.stamp().at)
    label = _("chronicle ({fmt})").format(fmt="pdf")
    with progress_bar(
        len(book.numbers) + 2, _("{label}: reading").format(label=label)
    ) as bar:

        def progress(what: str, done: int) -> None:
            if what:
                bar.label = _("{label}: {what}").format(label=label, what=what)
            if done:
                bar.update(done)
            else:
                bar.render_progress()

        front = book.front()
        bar.update(1)
        from journal.outfile import writing

        with writing(out, private=True) as target:  # joined into the file itself
            write_book_pdf(front, book.parts(), target, progress)
        bar.update(1)
    return list(book.numbers)


def write_text_book(
    env: Env, scope: str, number, fmt: str, lang: str, out: Path
) -> list[int]:
    """An adventure's or the whole campaign's Markdown or HTML, read and written
    a session at a time (journal.bookparts, as the PDF), never held whole: the
    same text as the book built whole (a test holds them equal)."""
    from journal.bookparts import BookParts
    from journal.projections.render import html_pieces, markdown_pieces

    book = BookParts(env.app, env.campaign, scope, number, lang, env.stamp().at)
    pieces_of = markdown_pieces if fmt == "md" else html_pieces
    if fmt == "html":  # markdown-it leaves cycles behind each session's HTML:
        import gc  # collected as they come (journal.cli.main turned it off)

        gc.enable()
    with progress_bar(
        len(book.numbers) + 1, _("chronicle ({fmt})").format(fmt=fmt)
    ) as bar:
        front = book.front()
        bar.update(1)

        def parts():
            for part in book.parts():
                yield part
                bar.update(1)

        pieces = (piece.encode("utf-8") for piece in pieces_of(front, parts()))
        write_bytes(out, pieces)
    return list(book.numbers)


def write_log_document(env: Env, document: str, fmt: str, out: Path, lang) -> None:
    """The event log or the technology log as its own document, written to OUT."""
    from journal.projections.logdocs import build_document, document_types, documents
    from journal.projections.render import render_log_document

    known = documents(env.ruleset_name)
    if document not in known:
        raise click.BadParameter(
            _(
                "{document!r}: choose {value}",
            ).format(document=document, value=", ".join(known)),
            param_hint="--document",
        )
    types = document_types(  # only the events it is made from, where it says
        env.ruleset_name, document, lambda: env.app.event_types(env.campaign)
    )
    history = env.app.current_events(env.campaign, types)  # from the read model
    log = env.app.current_log(env.campaign, types)  # types None: the whole campaign
    doc = build_document(history, log, document, lang, env.stamp().at)
    write_bytes(out, render_log_document(doc, fmt))


def write_chronicle(model, fmt: str, out: Path) -> None:
    from journal.projections import render

    if fmt == "pdf":
        data = render.render_pdf(model)
    else:
        text = (
            render.render_markdown(model) if fmt == "md" else render.render_html(model)
        )
        data = text.encode("utf-8")
    write_bytes(out, data)


FORMATS = {".md": "md", ".markdown": "md", ".html": "html", ".htm": "html"}
FORMATS[".pdf"] = "pdf"


def output_format(fmt: str | None, out: Path) -> str:
    """--format, else the one --out's extension names; a mismatch is bad usage."""
    named = FORMATS.get(out.suffix.lower()) if str(out) != "-" else None
    if fmt is None and named is None:
        raise click.UsageError(
            _("give --format md|html|pdf (--out has no .md, .html or .pdf extension)")
        )
    if fmt is not None and named is not None and fmt != named:
        raise click.UsageError(
            _(
                "--format {fmt} does not match --out {out} ({named}): make them agree",
            ).format(fmt=fmt, out=out, named=named)
        )
    return fmt or named


def write_bytes(out: Path, data) -> None:
    """Write the document to OUT (owner-only: it holds the history; never
    through a planted link: journal.outfile), or to standard output for `-`."""
    from journal.outfile import write_output

    write_output(out, data, private=True)


def wrote(env: Env, out: Path, what: dict, as_json: bool) -> None:
    """The campaign, then 'wrote FILE' (the campaign on stderr, and nothing
    more, when the document itself went to standard output); with --json,
    {campaign, out, format, scope and sessions | document}."""
    name = env.campaign_name
    if as_json:
        return emit_json({"campaign": name, "out": str(out), **what})
    click.echo(campaign_line(name), err=str(out) == "-")
    if str(out) != "-":
        click.echo(_("wrote {out}").format(out=out))
