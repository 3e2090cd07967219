"""The technology log (Log tecnologico): `journal tech add` and `journal techlog`."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.output import emit_json, json_option
from journal.recording import record

KINDS = {
    "enrichment": "enrichment",
    "arricchimento": "enrichment",
    "strategic": "strategic",
    "strategico": "strategic",
}


@click.group("tech")
def tech() -> None:
    """The technology log (Log tecnologico): bring a technology into play."""


@tech.command("add")
@click.argument("name")
@click.option(
    "--kind",
    type=click.Choice(sorted(KINDS), case_sensitive=False),
    required=True,
    help="enrichment: free, one per scene for each player, may earn 1D (--award); "
    "strategic: absent from the log, costs 1D, one per scene in all.",
)
@click.option(
    "--by",
    "by",
    required=True,
    metavar="PLAYER",
    help="The player bringing it in, their character, or `master`: the player "
    "holding the Master role, who pays from their own character.",
)
@click.option("--bonus", metavar="TEXT", help="Scores or modifiers, if any.")
@click.option(
    "--limit",
    metavar="TEXT",
    help="Its negative feature (a limit, a flaw, a high cost): mandatory.",
)
@click.option("--details", metavar="TEXT", help="A short functional description.")
@click.option(
    "--award",
    is_flag=True,
    help="An enrichment the table appreciated: its player's character gets 1D "
    "(Recuperare i dadi).",
)
@click.option(
    "--character",
    metavar="CHAR",
    help="The player's character who pays or earns the die, if they have several.",
)
@json_option
@pass_env
def tech_add(env: Env, name: str, kind: str, as_json: bool, **fields) -> None:
    """Record technology NAME in the log.

    A strategic intervention costs 1D to the player's character; an enrichment
    earns 1D with --award. Refused: a strategic one in a scene that had one, or
    for a technology already logged; a second enrichment by a player in a scene;
    a technology with no limit.

    \b
    Examples:
      journal tech add "Chip medico" --kind enrichment --by Ana \\
          --bonus "Nessun bonus" --limit "Vulnerabile all'hacking" --award
      journal tech add "Esplosivo liquido" --kind strategic --by Bruno \\
          --bonus "Applicabile a serrature e cardini" \\
          --limit "Odore pungente, perde presto efficacia"
    """
    from journal.domain.daimon2090.techlog import Technology

    technology = Technology(name=name, kind=KINDS[kind], **fields)
    record(env, lambda c, s: c.log_technology(technology, s), as_json)


@click.command("techlog")
@click.option("--search", metavar="WORD", help="Only technologies that mention WORD.")
@json_option
@pass_env
def techlog(env: Env, search: str | None, as_json: bool) -> None:
    """The technology log, oldest first, searchable by word.

    WORD is looked for in the name, details, bonus and limit, ignoring case and
    accents.

    Example: journal techlog --search retina
    """
    from journal.projections.daimon2090.techlog import (
        search_technologies,
        tech_lines,
        technologies,
    )

    # only the technologies and the characters' names: not the whole campaign
    log = env.app.current_log(env.campaign, ("CharacterCreated", "TechnologyLogged"))
    found = technologies(log)
    if search:
        found = search_technologies(found, search)
    if as_json:
        return emit_json(found)
    for line in tech_lines(found, env.lang):
        click.echo(line)
