"""Combat (2.5–2.7): `attack`, `aim`, `damage`, `fight end`."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.context import Env, pass_env
from journal.i18n import N_
from journal.output import json_option
from journal.recording import record
from journal.rulesets.fdt.options import anyway_option, difficulty_options, note_option

STYLES = (
    "normal", "behind", "unbalanced", "charge", "aimed", "invisible", "ground",
    "normale", "alle-spalle", "sbilanciato", "carica", "mirato", "invisibile",
    "da-terra",
)  # fmt: skip
RANGES = {"medium": "medium", "media": "medium", "long": "long", "lunga": "long"}
RANGES |= {"beyond": "beyond", "oltre": "beyond"}


def _range(ctx, param, value):
    return RANGES[value.casefold()] if value else None


@click.command("attack")
@click.argument("attacker")
@click.option(
    "--at", "defender", required=True, metavar="NAME", help="Who is attacked."
)
@click.option(
    "--skill",
    metavar="SKILL",
    help="Armi da mischia, Mani nude or Mira; a creature: its attack.",
)
@click.option("--weapon", metavar="NAME", help="A weapon on the attacker's sheet.")
@click.option(
    "--damage",
    metavar="DICE",
    help="The damage dice (d10, 2d4+d6) when no weapon gives them.",
)
@click.option(
    "--style",
    type=click.Choice(STYLES, case_sensitive=False),
    help="2.6: behind, unbalanced, charge, aimed, invisible, ground.",
)
@click.option(
    "--aim",
    type=click.IntRange(0, 10),
    default=0,
    help="Tiro mirato: −3n to hit, +n damage (Mira).",
)
@click.option(
    "--noticed",
    is_flag=True,
    help="From behind: the defender's Percezione check passed (it keeps bAgilità).",
)
@click.option(
    "--parry",
    is_flag=True,
    help="The defender parries and dodges: bAgilità doubled, its next attack halved.",
)
@difficulty_options
@anyway_option
@click.option(
    "--damage-mod",
    type=click.IntRange(-100, 100),
    default=0,
    help="Added to the damage (ambush, impale...).",
)
@click.option(
    "--range",
    "distance",
    type=click.Choice(sorted(RANGES), case_sensitive=False),
    callback=_range,
    help="Optional rule range: medium, long (between medium and maximum), beyond.",
)
@click.option(
    "--range-malus",
    type=click.IntRange(0, 10),
    default=0,
    help="Long range: the Master's malus 2..10, to the check and the damage.",
)
@click.option(
    "--size",
    "size_malus",
    type=click.IntRange(0, 20),
    default=0,
    help="Optional rule range: the target's size malus (Mira).",
)
@click.option(
    "--with",
    "shared_with",
    multiple=True,
    metavar="CHAR",
    help="A group fight: who else took part (a kill's Valore is halved among all).",
)
@note_option
@dice_options
@json_option
@pass_env
def attack(env: Env, attacker, dice, seed, as_json, **plan):
    """ATTACKER attacks --at a character or creature: a check on its combat skill
    less the defender's bAgilità; a hit rolls the damage, + bForza if positive,
    − the Colpi of the defender's armour and shield (each then loses 1 Durata).

    Rounds alternate (2.5): each side has its round, then the other's; a
    fighter fleeing in panic flees (`journal flee`) until its rounds are over.
    A charge follows a round of `journal sprint`. A creature attacks with its
    stat block's attack (--skill Morso). pV at 0 or less: dead; a creature
    killed gives its Valore (PiX) to the killer the first time it kills one
    of its kind (halved among --with). With the optional rules on: a natural
    1 doubles the damage and a natural 20 rolls a d4 mishap (criticals); a
    blow taking more than half the pV calls for a panic roll (panic) and gives
    1 physical shock (shock). --dice: the d20, then the damage dice (or the
    mishap's d4).

    \b
    Examples:
      journal attack Katariello --at Baljeddur --weapon Ascia --dice 9,6
      journal attack Baljeddur --at Lirien --skill Morso --dice 4,3
      journal attack Lirien --at Baljeddur --weapon Arco --aim 2 --dice 8,4
    """
    from journal.domain.fdt.combat import Attack

    style = plan.pop("style") or ("aimed" if plan["aim"] else "normal")
    shared = tuple(plan.pop("shared_with"))
    defender, distance = plan.pop("defender"), plan.pop("distance")
    found = Attack(
        attacker, defender, style=style, shared_with=shared, range=distance, **plan
    )
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.attack(found, source, s), as_json)


@click.command("aim")
@click.argument("character")
@json_option
@pass_env
def aim(env: Env, character, as_json):
    """CHARACTER holds the aim one more round (tiro mirato): the next aimed shot
    takes 3 less penalty per round held, up to 3 rounds in all.

    Example (−6 for +2, held a round: −3): journal aim Lirien
    """
    record(env, lambda c, s: c.hold_aim(character, s), as_json)


@click.command("damage")
@click.argument("character")
@click.argument("points", type=int)
@click.option("--reason", metavar="TEXT")
@json_option
@pass_env
def damage(env: Env, character, points, reason, as_json):
    """CHARACTER (or a creature) loses POINTS pV, after armour.

    At 0 or less: dead. With the optional rules: more than half the current pV
    in one blow calls for a panic roll and gives 1 physical shock.
    Example: journal damage Katariello 4 --reason "il boma"
    """
    record(env, lambda c, s: c.take_damage(character, points, s, reason), as_json)


@click.group("fight")
def fight() -> None:
    """The fight as a whole."""


@fight.command("pass")
@click.argument("fighter")
@click.option("--reason", metavar="TEXT", help="What the round went on.")
@json_option
@pass_env
def fight_pass(env: Env, fighter, reason, as_json):
    """FIGHTER's round goes on something else (a potion, a spell, changing
    weapon): the other side's round comes (2.5: round alterni).

    Example: journal fight pass Lirien --reason "beve la pozione"
    """
    record(env, lambda c, s: c.pass_round(fighter, reason, s), as_json)


def _move(how: str, doc: str):
    @click.command(how)
    @click.argument("fighter")
    @json_option
    @pass_env
    def command(env: Env, fighter, as_json):
        record(env, lambda c, s: c.move(fighter, how, s), as_json)

    command.help = doc
    return command


sprint = _move(
    "sprint",
    N_(
        """FIGHTER runs flat out (2.4): Velocità metres this round, no other action,
    bAgilità lost to the attacks, ten rounds at most; a charge follows one.

    Example: journal sprint Katariello"""
    ),
)
flee = _move(
    "flee",
    N_(
        """FIGHTER flees the melee (2.4 tenta la fuga): Velocità metres, bAgilità
    lost for the next round. A fighter fleeing in panic (2.5) flees so.

    Example: journal flee Baljeddur"""
    ),
)
retreat = _move(
    "retreat",
    N_(
        """FIGHTER withdraws fighting (2.4 arretra combattendo): half its Velocità
    in metres, bAgilità kept.

    Example: journal retreat Lirien"""
    ),
)


@click.command("ambush")
@click.argument("hider")
@click.option(
    "--on", "opponent", required=True, metavar="NAME", help="Who it waits for."
)
@note_option
@dice_options
@json_option
@pass_env
def ambush(env: Env, hider, opponent, note, dice, seed, as_json):
    """An ambush (2.6): a ch di sfida, HIDER's Furtività against the
    opponent's Percezione, each round it stays hidden. The winner attacks
    first and adds that bonus to the attack's check and damage.

    Example: journal ambush Lirien --on Baljeddur --dice 9
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.ambush(hider, opponent, source, s, note), as_json)


@click.command("impale")
@click.argument("attacker")
@click.option("--at", "defender", required=True, metavar="NAME")
@click.option(
    "--weight", type=int, required=True, metavar="KG", help="The opponent's weight."
)
@dice_options
@json_option
@pass_env
def impale(env: Env, attacker, defender, weight, dice, seed, as_json):
    """After a charge that ran DEFENDER through, ATTACKER impales it (2.6): a
    Forza check −1 for every 10 kg; passed, twice the weapon's damage.
    --dice: the d20, then the weapon's dice.

    Example: journal impale Katariello --at Baljeddur --weight 90 --dice 4,6
    """
    source = make_dice(dice, seed)
    record(env, lambda c, s: c.impale(attacker, defender, weight, source, s), as_json)


@fight.command("end")
@click.option("--reason", metavar="TEXT")
@json_option
@pass_env
def fight_end(env: Env, reason, as_json):
    """The fight is over: exposure, held aims, injured wrists, panic end."""
    record(env, lambda c, s: c.end_fight(s, reason), as_json)
