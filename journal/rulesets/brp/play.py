"""Rolls: `journal roll`, `resist` and `oppose` (2.4, 3.2–3.4)."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.domain.brp.i18n import _
from journal.output import json_option
from journal.recording import record
from journal.rulesets.brp.options import difficulty_options, note_option


@click.command("roll")
@click.argument("character")
@click.option("--skill", metavar="NAME", help='A skill, e.g. "Conoscenza (Legge)".')
@click.option(
    "--char",
    "characteristic",
    metavar="FOR|COS|INT|POT|DES|FAS",
    help="A characteristic roll (2.4): the value × 5 (Tiro Vigore, Idea, ...).",
)
@difficulty_options
@click.option(
    "--no-stakes",
    is_flag=True,
    help="Nothing is at stake (3.5): a success ticks no experience box.",
)
@note_option
@dice_options
@json_option
@pass_env
def roll(
    env: Env,
    character,
    skill,
    characteristic,
    difficulty,
    mod,
    no_stakes,
    note,
    dice,
    seed,
    as_json,
) -> None:
    """Roll d100 for CHARACTER's skill or characteristic (3.2, 2.4).

    The chance is the sheet's value, less armour's penalty on physical and
    perceptive skills, plus --mod, then doubled (easy) or halved rounded up
    (difficult). 01–05 always succeed, 96–00 always fail; a special success is
    a fifth of the chance (the table of 3.0); a 0% skill cannot be tried. A
    success ticks the skill for experience (not at easy, not without stakes).
    --dice: one d100, 1..100 (00 = 100).

    \b
    Examples:
      journal roll Ana --skill Ascoltare --dice 37
      journal roll Ana --skill "Conoscenza (Legge)" --difficulty difficult
      journal roll Ana --char FOR --dice 50          # Tiro Vigore, FOR × 5
    """
    from journal.domain.brp.play import Check

    if bool(skill) == bool(characteristic):
        raise click.UsageError(_("give --skill NAME or --char CHARACTERISTIC"))
    check = Check(character, skill, characteristic, difficulty, mod, not no_stakes)
    source = make_dice(dice, seed)
    if skill:
        record(env, lambda c, s: c.roll_skill(check, note, source, s), as_json)
    else:
        record(env, lambda c, s: c.roll_characteristic(check, note, source, s), as_json)


@click.command("resist")
@click.argument("active")
@click.argument("passive")
@click.option(
    "--for",
    "character",
    metavar="CHAR",
    help="The character involved: a characteristic named as ACTIVE or PASSIVE "
    "(FOR, TAG, ...) is read from its sheet.",
)
@click.option(
    "--passive",
    "rolls_passive",
    is_flag=True,
    help="CHAR is the passive side and rolls (3.4: the player's side rolls).",
)
@note_option
@dice_options
@json_option
@pass_env
def resist(
    env: Env, active, passive, character, rolls_passive, note, dice, seed, as_json
) -> None:
    """The resistance table (3.4): 50 + 5 × (ACTIVE − PASSIVE).

    ACTIVE and PASSIVE are numbers, characteristics of the --for character,
    or objects of 3.4's table by name (Automobile: 50; Porta=6 where the table
    gives a range). The rolling side succeeds on d100 at or under its chance;
    at 10 or more apart the stronger side wins with no roll (and no --dice).

    \b
    Examples:
      journal resist FOR 15 --for Ana --dice 40      # lift a rock of TAG 15
      journal resist FOR Porta=6 --for Ana --dice 40 # a door of TAG 6
      journal resist 13 COS --for Ana --passive      # poison EFF 13: Ana rolls
    """
    values = [parse_value(active, character), parse_value(passive, character)]
    source = make_dice(dice, seed)
    side = "passive" if rolls_passive else "active"

    def command(campaign, stamp):
        (first, first_label), (second, second_label) = [
            value_of(campaign, value, character) for value in values
        ]
        who = (character, first_label, second_label)
        campaign.resist(first, second, side, who, note, source, stamp)

    record(env, command, as_json)


def parse_value(text: str, character: str | None) -> int | str | tuple:
    """A number, the key of a characteristic of `character`, or ("object",
    text) for an object of 3.4's table."""
    from journal.domain.brp.names import characteristic_key

    if text.lstrip("-").isdigit() and len(text) < 8:
        return int(text)
    key = characteristic_key(text)
    if key is None:
        return ("object", text)
    if not character:
        raise click.UsageError(_("whose {key}? Give --for CHAR").format(key=key))
    return key


def value_of(campaign, value, character) -> tuple[int, str | None]:
    if isinstance(value, int):
        return value, None
    if isinstance(value, tuple):
        from journal.data import load_table
        from journal.domain.brp.catalogue import object_tag

        tables, _ignored = load_table("tables", "journal.domain.brp.data")
        return object_tag(tables, value[1])
    return campaign.state.character(character).value(value), value


@click.command("oppose")
@click.argument("sides", nargs=-1, required=True, metavar="CHAR:SKILL...")
@note_option
@dice_options
@json_option
@pass_env
def oppose(env: Env, sides, note, dice, seed, as_json) -> None:
    """Two skills or more against each other (3.3): each side rolls d100, in
    the order given.

    Levels cancel: special against special, both fail (both still tick);
    special against success, the special wins as a success; special against
    failures, a double effect; successes alone, the higher skill wins (equal
    skills stall); all failing, a stalemate. With three sides or more, the
    specials that cancel each other leave the best of the rest to win.

    \b
    Examples:
      journal oppose Ana:Furtività Orso:Ascoltare --dice 12,45
      journal oppose Ana:Nuotare Bruno:Nuotare Carla:Nuotare --dice 30,12,60
    """
    if len(sides) < 2:
        raise click.UsageError(_("an opposed roll has two sides or more"))
    checks = [side_of(side) for side in sides]
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.oppose(checks, note, source, s), as_json)


def side_of(text: str):
    from journal.domain.brp.play import Check

    name, sep, skill = text.partition(":")
    if not sep or not name.strip() or not skill.strip():
        raise click.BadParameter(_("{text!r}: write CHAR:SKILL").format(text=text))
    return Check(name.strip(), skill.strip())
