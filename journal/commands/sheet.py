"""Sheet files: check one (every problem at once), or print the JSON Schema
editors use to complete and check them."""

from __future__ import annotations

from pathlib import Path

import click

from journal.context import Env, pass_env
from journal.output import emit_json, json_option

RULESET = click.option(
    "--ruleset",
    metavar="NAME",
    help="Whose sheet (default: the ruleset of the campaign in scope); "
    "`journal rulesets` lists them.",
)


@click.group("sheet")
def sheet() -> None:
    """Sheet files: check one, or print their JSON Schema for editors.

    \b
    Examples:
      journal sheet check kira.toml
      journal sheet check orso.toml --ruleset brp --npc
      journal sheet schema --ruleset brp > brp.schema.json
    """


@sheet.command("check")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@RULESET
@click.option("--npc", is_flag=True, help="A character of the Master's: no player.")
@json_option
@pass_env
def check(env: Env, file: Path, ruleset, npc: bool, as_json: bool) -> None:
    """Every problem of FILE at once, each with its line; exit 1 if any.

    Nothing is recorded: `character create --from FILE` records the character.
    """
    from journal.projections.phrases import say
    from journal.sheetfiles import page_of, read_sheet

    found = _ruleset(env, ruleset)
    _ignored, problems = read_sheet(found, file, npc)
    if as_json:
        rows = [{"line": p.line, "problem": p.message} for p in problems]
        emit_json({"ok": not problems, "ruleset": found.name, "problems": rows})
    elif not problems:
        click.echo(say(env.lang, "sheet.good", path=file, title=found.title))
    else:
        for problem in problems:
            text = problem.message  # in the language in use already
            if problem.line:
                text = say(
                    env.lang, "sheet.line", path=file, line=problem.line, problem=text
                )  # noqa: E501
            else:
                text = f"{file}: {text}"
            click.echo(text)
        page = page_of(found)
        click.echo(
            say(env.lang, "sheet.problems", path=file, n=len(problems), page=page)
        )
    if problems:
        raise SystemExit(1)


@sheet.command("schema")
@RULESET
@pass_env
def schema(env: Env, ruleset) -> None:
    """The sheet file's JSON Schema (draft 2020-12), for editors.

    \b
    Save it beside your sheets and name it at the top of each one
    (taplo, Even Better TOML):
      journal sheet schema --ruleset brp > brp.schema.json
      #:schema ./brp.schema.json
    """
    import json

    from journal.domain.errors import NotFound
    from journal.projections.phrases import say
    from journal.sheetschema import sheet_schema

    found = _ruleset(env, ruleset)
    made = sheet_schema(found, env.lang)
    if not made:
        message = say("en", "sheet.no_format", title=found.title)
        raise NotFound(message, "journal: sheet files")
    click.echo(json.dumps(made, ensure_ascii=False, indent=2))


def _ruleset(env: Env, name: str | None):
    from journal.domain.errors import JournalError
    from journal.domain.rulesets import ruleset

    if name:
        return ruleset(name)
    try:
        return env.ruleset
    except JournalError:
        from journal.plugins import names
        from journal.projections.phrases import say

        which = say(env.lang, "sheet.which", names=", ".join(names()))
        raise click.UsageError(which) from None
