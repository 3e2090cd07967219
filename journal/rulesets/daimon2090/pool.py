"""What every pool-rolling command shares: the Prova's declaration options, and
the note when a named skill counts 0 because the character lacks it (declared
with --lacks-skill)."""

from __future__ import annotations

import click

from journal.domain.daimon2090.i18n import _


def prova_options(reserve: bool = True, note: bool = True):
    """--char, --skill, --class, --trait, --bonus, --malus (and --reserve, --note)."""
    options = [
        click.option(
            "--char",
            "characteristic",
            required=True,
            metavar="CHARACTERISTIC",
            help="potenza, destrezza, agilita, intelligenza, spirito, carisma "
            "(accents optional; English names too).",
        ),
        click.option("--skill", metavar="NAME", help="The one skill that applies."),
        click.option(
            "--lacks-skill",
            "lacking",
            is_flag=True,
            help="The character truly lacks --skill: it counts 0 (Abilità). "
            "Without it, a skill the sheet does not have is refused.",
        ),
        click.option(
            "--class", "klass", metavar="NAME", help="A relevant class (+1D)."
        ),
        click.option("--trait", metavar="NAME", help="A relevant trait (+1D)."),
        click.option("--bonus", type=int, default=0, help="Master's bonus dice."),
        click.option("--malus", type=int, default=0, help="Penalty dice."),
    ]
    if reserve:
        options.append(
            click.option(
                "--reserve", type=int, default=0, help="Riserva dice committed."
            )
        )
    if note:
        options.append(
            click.option("--note", metavar="TEXT", help="What happened, in words.")
        )
    return lambda func: _apply(options, func)


help_option = click.option(
    "--help-from",
    "helpers",
    multiple=True,
    metavar="CHAR",
    help="A character giving one die of its Riserva (Aiuto da altri): it joins "
    "the pool and is discarded whatever the outcome. At most one.",
)


def one_helper(helpers) -> str | None:
    """The one helper named (a second is refused: the help is a single die)."""
    from journal.domain.daimon2090.aid import one_helper as checked

    return checked(list(helpers))


def _apply(options: list, func):
    for option in reversed(options):
        func = option(func)
    return func


def warn_unowned(records: list[dict]) -> None:
    """A skill the character lacks counts 0 (Abilità): say so, on stderr."""
    for event in records:
        sides = event.get("sides") if event["type"].endswith("Rolled") else None
        for rolled in sides or [event]:
            skill = (rolled.get("breakdown") or {}).get("skill")
            if skill and not skill["owned"]:
                click.echo(
                    _(
                        "note: {character} has no skill {name!r}; it counts 0 "
                        "(Abilità)",
                    ).format(character=rolled["character"], name=skill["name"]),
                    err=True,
                )


def checked(declaration):
    """A declaration whose skill, when declared lacking, is no typo of a skill
    in the rulebook's list (a skill of the table's own, far from all of them,
    is fine): the closest names, else the declaration as it is."""
    if not (declaration.lacking and declaration.skill):
        return declaration
    from journal.data import load_table
    from journal.domain.daimon2090.creationtables import skill_catalogue
    from journal.domain.daimon2090.rules import SKILLS
    from journal.domain.errors import RuleBroken
    from journal.domain.suggest import did_you_mean
    from journal.domain.text import fold_key

    tables, _ignored = load_table("creation", "journal.domain.daimon2090.data")
    catalogue = skill_catalogue(tables)
    if fold_key(declaration.skill) in catalogue:
        return declaration
    names = [entry["name"] for entry in catalogue.values()]
    hint = did_you_mean(declaration.skill, names)
    if hint:
        raise RuleBroken(
            _("the rulebook has no skill {skill!r}{hint}").format(
                skill=declaration.skill, hint=hint
            ),
            SKILLS,
        )
    return declaration
