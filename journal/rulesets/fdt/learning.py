"""New skills (3.3) and a new profession (3.4)."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.domain.fdt.i18n import _
from journal.output import json_option
from journal.recording import record


@click.command("learn")
@click.argument("character")
@click.argument("skill")
@click.option(
    "--near",
    "characteristic",
    required=True,
    metavar="CHARACTERISTIC",
    help="The characteristic nearest the skill: it starts at a fifth of it.",
)
@click.option(
    "--teacher",
    required=True,
    metavar="NAME",
    help="Who teaches: a character (its skill above 20, made teachable) or anyone.",
)
@json_option
@pass_env
def learn(env: Env, character, skill, characteristic, teacher, as_json):
    """CHARACTER learns SKILL from a teacher for 40 PiX.

    Example: journal learn Katariello Nuotare --near Agilità --teacher "un pescatore"
    """
    record(
        env,
        lambda c, s: c.learn(character, skill, characteristic, teacher, s),
        as_json,
    )


@click.command("teachable")
@click.argument("character")
@click.argument("skill")
@json_option
@pass_env
def teachable(env: Env, character, skill, as_json):
    """CHARACTER spends 30 PiX to make SKILL (above 20, not racial) teachable.

    Example: journal teachable Lirien Mira
    """
    record(env, lambda c, s: c.make_teachable(character, skill, s), as_json)


@click.command("grant")
@click.argument("character")
@click.argument("skill")
@click.argument("value", type=int)
@json_option
@pass_env
def grant(env: Env, character, skill, value, as_json):
    """The Master grants CHARACTER an odd SKILL at VALUE (below 10).

    Example: journal grant Katariello "Cucinare fagioli con la birra" 6
    """
    record(env, lambda c, s: c.grant_skill(character, skill, value, s), as_json)


def parse_skill(text: str) -> tuple[str, int]:
    name, _ignored, value = text.rpartition("=")
    if not name.strip() or not value.strip().isdigit():
        raise click.BadParameter(
            _(
                "{text!r}: write SKILL=VALUE, e.g. Nodi=4",
            ).format(text=text)
        )
    return name.strip(), int(value)


@click.command("profession")
@click.argument("character")
@click.argument("new")
@click.option(
    "--skill",
    "skills",
    multiple=True,
    required=True,
    metavar="SKILL=VALUE",
    help="A skill of the new profession and its starting value 1..6 (repeat).",
)
@json_option
@pass_env
def profession(env: Env, character, new, skills, as_json):
    """CHARACTER changes profession to NEW: 60 PiX for each new skill.

    Example: journal profession Katariello Marinaio --skill Nodi=4 --skill Pescare=6
    """
    found = dict(parse_skill(text) for text in skills)
    record(env, lambda c, s: c.change_profession(character, new, found, s), as_json)
