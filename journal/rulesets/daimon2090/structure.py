"""What Dàimon 2090 adds to the core's verbs: the Riserva at adventure and
session start, the first Master's roll, the Master's awards at scene end."""

from __future__ import annotations

import click

from journal.commands.dice import dice_options, make_dice
from journal.domain.daimon2090.i18n import _
from journal.extras import Extra


def _dice(dice=None, seed=None, **values) -> dict:
    return {"dice": make_dice(dice, seed), **values}


def parse_award(text: str) -> tuple[str, int, str | None]:
    name, sep, rest = text.partition("=")
    dice, _ignored, reason = rest.partition(":")
    if not sep or not name.strip() or not dice.strip().isdigit():
        raise click.BadParameter(
            _(
                "{text!r}: write CHAR=N or CHAR=N:REASON",
            ).format(text=text),
            param_hint="--award",
        )
    return name.strip(), int(dice), reason.strip() or None


def _scene_end(awards=(), **values) -> dict:
    return {"awards": [parse_award(text) for text in awards], **_dice(**values)}


AWARD = click.option(
    "--award",
    "awards",
    multiple=True,
    metavar="CHAR=N[:REASON]",
    help="Riserva dice the Master awards (repeat). REASON: interpretation, "
    "danger, narration, daimon, master, enrichment.",
)

ADVENTURE_START = Extra(
    help="Dàimon 2090: every Riserva back to 7 (Riserva di dadi).",
)


def parse_seating(ctx, param, value: str | None) -> list[str] | None:
    if value is None:
        return None
    names = [name.strip() for name in value.split(",") if name.strip()]
    if len(names) < 2:
        raise click.BadParameter(
            _(
                "{value!r}: write PLAYER,PLAYER,... round the table",
            ).format(value=value)
        )
    return names


SEATING = click.option(
    "--seating",
    callback=parse_seating,
    metavar="A,B,C",
    help="Where the players sit, each on the right of the one before (round the "
    "table): each plays the dàimon of the player on their left, and a dàimon "
    "award goes to both (Interpretazione del dàimon). It stands for the next "
    "sessions until another is given.",
)

SESSION_START = Extra(
    options=(dice_options, SEATING),
    keywords=_dice,
    help="""Dàimon 2090: +1 Riserva to each present character (max 7), then the
first Master. Every present player rolls 1D6, except those who were first
Master in earlier sessions (until everyone present has been); the highest is
Master of the first scene; the tied highest re-roll among themselves (Master a
rotazione). --dice: one face per player who rolls, in the order of --present
(default: the order players joined), then the re-rolls, one per tied player in
the same order. A single player at the table needs no dice.

--seating: each player on the right of the one before, round the table;
each plays the dàimon of the player on their left (Interpretazione del
dàimon), so `reserve award CHAR 1 --reason daimon` needs no --daimon-player.

\b
Example (Ana 3, Bruno 6, Carla 6; Bruno and Carla re-roll 2, 5: Carla):
  journal session start --present Ana --present Bruno --present Carla \\
      --dice 3,6,6,2,5 --seating Ana,Bruno,Carla""",
)

SCENE_END = Extra(
    options=(AWARD, dice_options),
    keywords=_scene_end,
    help="""Dàimon 2090: the Master's awards come first, then the Master role
passes. A keep or claim declared during the scene (`journal master keep|claim`)
decides the next Master; else the players still holding a token roll 1D6
(never the outgoing Master) and the highest takes the role; the tied highest
re-roll (Master a rotazione). --dice: one face per player who rolls (token
holders, or the players who paid to claim), in the order of the session's
present players, then the re-rolls, one per tied player in the same order. No
dice when nobody rolls (one candidate, or a keep).

\b
Examples:
  journal scene end --award Kira=2:danger --award Dario=1
  journal scene end --dice 4,6""",
)
