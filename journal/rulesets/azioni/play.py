""" "Le azioni"'s tests: `roll` (a prova), `contest`, `together` (combined)."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.domain.azioni.i18n import _
from journal.output import json_option
from journal.recording import record
from journal.rulesets.azioni.options import prova_options


@click.command("roll")
@click.argument("character")
@click.option("--char", "characteristic", required=True, help="The characteristic.")
@click.option("--skill", help="A fitting skill, if the character has one.")
@prova_options()
@dice_options
@json_option
@pass_env
def roll(env: Env, character: str, dice, seed, as_json: bool, **declared) -> None:
    """A test (prova) for CHARACTER: characteristic dice + skill dice ± mod.

    Success when the total reaches the difficulty; the margin is total −
    difficulty. A die showing its maximum is rolled again and added, again on
    each new maximum (Ritirare): type every face, in order. --no-explode
    declines it.

    \b
    Examples:
      journal roll Mira --char Agilità --skill Acrobazia --difficulty 10 --dice 6,4
      journal roll Mira --char Agilità --difficulty ardua --dice 8,3
    """
    from journal.domain.azioni.play import Test

    test = Test(character, **declared)
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.roll_test(test, source, s), as_json)


def parse_sides(sides, characteristic, skill, modifiers, explode, conditions=()):
    """CHAR[:CHARACTERISTIC[:SKILL]] each, the options filling what is left out;
    `modifiers` (N for every side, CHAR=N for one) and `conditions` (CHAR=NAME)
    go to the side they name."""
    from journal.domain.azioni.play import Side

    names = [text.split(":")[0] for text in sides]
    common, own = side_values(modifiers, names, "--mod", number=True)
    _ignored, weighing = side_values(conditions, names, "--condition", number=False)
    found = []
    for text in sides:
        name, *rest = text.split(":")
        chosen = rest[0] if rest and rest[0] else characteristic
        if not chosen:
            raise click.UsageError(
                _(
                    "{text}: say the characteristic (--char or :NAME)",
                ).format(text=text)
            )
        own_skill = rest[1] if len(rest) > 1 and rest[1] else skill
        modifier = common + sum(own.get(fold(name), []))
        held = tuple(weighing.get(fold(name), []))
        found.append(Side(name, chosen, own_skill, modifier, explode, held))
    return found


def fold(name: str) -> str:
    from journal.domain.text import fold_key

    return fold_key(name.strip())


def side_values(values, names: list[str], option: str, number: bool):
    """(every side's sum, {side: [values]}) from N / CHAR=N (or CHAR=NAME)."""
    sides = {fold(name) for name in names}
    common, own = 0, {}
    for text in values:
        name, sep, value = (part.strip() for part in text.rpartition("="))
        if not value or (sep and not name) or (not sep and not number):
            raise click.BadParameter(
                _(
                    "{text!r}: write CHAR=VALUE",
                ).format(text=text),
                param_hint=option,
            )
        if number and not value.lstrip("+-").isdigit():
            raise click.BadParameter(
                _(
                    "{text!r}: the ± is a number",
                ).format(text=text),
                param_hint=option,
            )
        if not name:
            common += int(value)
            continue
        if fold(name) not in sides:
            raise click.BadParameter(
                _(
                    "{name!r} is no side here",
                ).format(name=name),
                param_hint=option,
            )
        own.setdefault(fold(name), []).append(int(value) if number else value)
    return common, own


@click.command("contest")
@click.argument("sides", nargs=-1, required=True, metavar="CHAR[:CHAR'C[:SKILL]]...")
@click.option("--char", "characteristic", help="Every side's characteristic.")
@click.option("--skill", help="Every side's skill (or per side: CHAR:CHAR'C:SKILL).")
@prova_options(counted=False, per_side=True)
@click.option("--note", metavar="TEXT", help="What happened.")
@dice_options
@json_option
@pass_env
def contest(
    env: Env,
    sides,
    characteristic,
    skill,
    difficulty,
    note,
    dice,
    seed,
    as_json,
    **options,
):
    """A contest (confronto): each side tests against the same difficulty.

    The larger margin of success (or smaller margin of failure) wins; a tie at
    the top is a stalemate. Dice are typed side by side, in order. Each side
    has its own modifier (--mod CHAR=N) and conditions (--condition CHAR=NAME).

    \b
    Examples:
      journal contest Mira Oreste --char Forza --difficulty 8 --dice 5,9
      journal contest Mira:Agilità:Acrobazia Oreste:Forza --difficulty media
      journal contest Oreste Mira --char Forza --difficulty 8 --mod Mira=-2
    """
    found = parse_sides(
        sides,
        characteristic,
        skill,
        options["modifiers"],
        options["explode"],
        options["conditions"],
    )
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.contest(found, difficulty, source, s, note), as_json)


@click.command("together")
@click.argument("participants", nargs=-1, required=True, metavar="CHAR...")
@click.option("--char", "characteristic", required=True, help="The characteristic.")
@click.option("--skill", help="A fitting skill (whoever has it highest).")
@prova_options()
@dice_options
@json_option
@pass_env
def together(env: Env, participants, dice, seed, as_json: bool, **declared) -> None:
    """A combined action (azione combinata): several characters, one test.

    It rolls the highest characteristic among the participants, the highest
    fitting skill, and adds +2 for every participant beyond the first.

    \b
    Example: journal together Mira Oreste --char Forza --difficulty 12 --dice 7
    """
    from journal.domain.azioni.combined import Together

    action = Together(tuple(participants), **declared)
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.together(action, source, s), as_json)
