"""Combat: `attack`, `parry`, `dodge`, `damage`, `reload`, `round` (5.1–5.13)."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.output import json_option, stored_option
from journal.recording import record
from journal.rulesets.brp.options import difficulty_options, note_option

ATTACK_ID = click.option(
    "--attack",
    "attack_id",
    metavar="EVENT_ID",
    callback=stored_option,  # a copy's own id, or the one it remembers
    help="Which hit (an attack's id); default: the latest one waiting.",
)


def check(character, difficulty, mod, skill=None, darkness=None):
    from journal.domain.brp.play import Check

    return Check(character, skill, difficulty=difficulty, mod=mod, darkness=darkness)


DARKNESS = click.option(
    "--darkness",
    type=click.Choice(["near", "total", "quasi", "totale"], case_sensitive=False),
    help="6.4: near-total darkness makes combat skills Difficult; in total "
    "darkness they are POT% or Difficult, the lower.",
)
RELATED = click.option(
    "--skill",
    metavar="NAME",
    help="5.5: a related specialisation of the weapon's skill, at Difficult "
    '(e.g. "Arma da Mischia (Pugnale)" with a sword).',
)


def dark(word: str | None) -> str | None:
    return {"quasi": "near", "totale": "total"}.get(word or "", word)


@click.command("attack")
@click.argument("character")
@click.option("--weapon", required=True, metavar="NAME", help="A weapon on the sheet.")
@click.option("--at", "target", metavar="CHAR", help="Who is attacked.")
@difficulty_options
@click.option(
    "--distance",
    type=click.IntRange(0, 100000),
    metavar="METRES",
    help="5.9: beyond the range Difficult, beyond twice ¼, beyond three times "
    "impossible.",
)
@click.option("--knockout", is_flag=True, help="6.9: a Difficult attack to fell.")
@click.option(
    "--ambush",
    is_flag=True,
    help="6.1: unseen, the attacker strikes first: ranged, Easy for the round; "
    "in melee the target may only parry or dodge this round.",
)
@RELATED
@DARKNESS
@note_option
@dice_options
@json_option
@pass_env
def attack(
    env: Env,
    character,
    weapon,
    target,
    difficulty,
    mod,
    distance,
    knockout,
    ambush,
    skill,
    darkness,
    note,
    dice,
    seed,
    as_json,
) -> None:
    """CHARACTER attacks with a weapon (5.5): d100 at or under its skill.

    A hit waits for the target's parry or dodge and for `journal damage`. A
    firearm spends a round of its magazine. In a round: one attack or other
    action (a creature's sheet may allow more, as the bear's 2). --dice: one
    d100.

    \b
    Examples:
      journal attack Ana --weapon "Spada Corta" --at Orso --dice 07
      journal attack Ana --weapon Pistola --at Orso --distance 30
      journal attack Ana --weapon Spadone --skill "Arma da Mischia (Pugnale)"
    """
    source = make_dice(dice, seed)
    asked = check(character, difficulty, mod, skill, dark(darkness))
    extra = (distance, knockout, ambush)
    record(
        env,
        lambda c, s: c.attack(asked, weapon, target, extra, note, source, s),
        as_json,
    )


@click.command("damage")
@click.argument("character")
@ATTACK_ID
@click.option(
    "--armour",
    type=click.IntRange(0, 99),
    metavar="N",
    help="The target's armour (default: what its sheet wears).",
)
@dice_options
@json_option
@pass_env
def damage(env: Env, character, attack_id, armour, dice, seed, as_json) -> None:
    """Roll the damage of CHARACTER's hit (5.9, 5.12, 5.13).

    The weapon's dice and the damage bonus (half for thrown weapons and bows,
    none for firearms and crossbows); a special adds the weapon's maximum. The
    target's armour comes off; the rest is one wound. --dice: the weapon's dice
    in order, then the bonus's.

    \b
    Example (5.13, short sword special, +1D4 bonus: 7 + 3+1 + 2 = 13):
      journal damage Ana --dice 3,2
    """
    source = make_dice(dice, seed)
    record(
        env,
        lambda c, s: c.deal_damage(character, attack_id, armour, source, s),
        as_json,
    )


@click.command("reload")
@click.argument("character")
@click.argument("weapon")
@json_option
@pass_env
def reload(env: Env, character, weapon, as_json) -> None:
    """Reload a weapon's magazine (5.9: 6 rounds, 20 charges; a crossbow a round).

    Example: journal reload Ana Pistola
    """
    record(env, lambda c, s: c.reload(character, weapon, s), as_json)


@click.group("round")
def round_() -> None:
    """The combat round (5.1): its order of action, and its end."""


@round_.command("start")
@click.argument("characters", nargs=-1, metavar="[CHAR[:WEAPON]]...")
@click.option(
    "--move",
    "moves",
    multiple=True,
    metavar="CHAR=METRES",
    help="5.3: 6–15 m acts at ½ the DES rank, 16–29 m at ¼, 30 m not at all.",
)
@click.option(
    "--draw",
    "draws",
    multiple=True,
    metavar="CHAR",
    help="6.6: draws or sheathes a weapon, −5 DES rank (repeat for each).",
)
@json_option
@pass_env
def round_start(env: Env, characters, moves, draws, as_json) -> None:
    """A round begins: the characters (default: all who can act) in order of
    DES rank (5.2–5.4).

    At the same rank ranged weapons act first, then long, medium and short
    ones and bare hands, then the higher skill; the rest act at once.

    \b
    Examples:
      journal round start Ana Orso
      journal round start Ana:Pistola Orso:Artigli --move Ana=10 --draw Ana
    """
    plans = round_plans(characters, moves, draws)
    record(env, lambda c, s: c.start_round(plans, s), as_json)


def round_plans(characters, moves, draws) -> list:
    from journal.domain.brp.rounds import Plan
    from journal.domain.text import fold_key

    metres = {}
    for text in moves:
        name, sep, value = text.rpartition("=")
        if not sep or not name.strip() or not value.strip().isdigit():
            raise click.BadParameter(
                f"{text!r}: write CHAR=METRES", param_hint="--move"
            )
        metres[fold_key(name)] = int(value)
    plans = []
    for text in characters:
        name, _, weapon = text.partition(":")
        key = fold_key(name)
        drawn = sum(fold_key(d) == key for d in draws)
        plans.append(Plan(name, weapon.strip() or None, metres.pop(key, 0), drawn))
    named = {fold_key(p.name) for p in plans}
    if metres or any(fold_key(d) not in named for d in draws):
        raise click.UsageError("--move and --draw name characters of the round")
    return plans


@round_.command("end")
@json_option
@pass_env
def round_end(env: Env, as_json) -> None:
    """The round ends: whoever is still at 0 PF or less dies (5.12)."""
    record(env, lambda c, s: c.end_round(s), as_json)
