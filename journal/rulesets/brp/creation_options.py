"""The options of `journal character create NAME --player P --random` (BRP)."""

from __future__ import annotations

import click

from journal.domain.brp.i18n import _
from journal.extras import Extra
from journal.i18n import N_

DICE_ORDER = N_(
    """BRP: the characteristics in the SRD's order, FOR 3D6, COS 3D6,
TAG 2D6(+6), INT 2D6(+6), POT 3D6, DES 3D6, FAS 3D6: --dice takes these 19
faces (19 more for each --rerolls). Up to 3 points may then be moved (--move
INT:FOR:3), and the profession's 300 points and INT×10 personal points spent
(--skill "NAME=VALUE", final values).

\b
Example:
  journal character create "Dario Blu" --player Bruno --random --seed 7 \\
      --move INT:FOR:2 --profession Soldato --skill Rissa=60 --yes"""
)


def _move(ctx, param, values) -> list[tuple[str, str, int]]:
    moves = []
    for text in values:
        parts = text.split(":")
        if len(parts) != 3 or not parts[2].strip().isdigit():
            raise click.BadParameter(
                _(
                    "{text!r}: write FROM:TO:N, e.g. INT:FOR:3",
                ).format(text=text)
            )
        moves.append((parts[0].strip(), parts[1].strip(), int(parts[2])))
    return moves


def skill_pair(text: str) -> tuple[str, int]:
    name, _ignored, value = text.rpartition("=")
    if not name.strip() or not value.strip().isdigit():
        raise click.BadParameter(
            _(
                "{text!r}: write NAME=VALUE, e.g. Rissa=60",
            ).format(text=text)
        )
    return name.strip(), int(value)


def _skills(ctx, param, values) -> dict[str, int]:
    return dict(skill_pair(text) for text in values)


CREATE = Extra(
    options=(
        click.option(
            "--move",
            "moves",
            multiple=True,
            callback=_move,
            metavar="FROM:TO:N",
            help="Points moved after the roll (2.3).",
        ),
        click.option("--profession", metavar="NAME", help="One of the SRD's (2.7)."),
        click.option(
            "--skill",
            "skills",
            multiple=True,
            callback=_skills,
            metavar="NAME=VALUE",
            help="A skill's final value (repeat).",
        ),
        click.option(
            "--weapon",
            "weapons",
            multiple=True,
            metavar="NAME",
            help="A weapon or shield of 5.9/5.11 (repeat).",
        ),
        click.option(
            "--armour",
            "armours",
            multiple=True,
            metavar="NAME",
            help="An armour of 5.10 (repeat).",
        ),
        click.option(
            "--era",
            type=click.Choice(["modern", "past"], case_sensitive=False),
            help="The setting's era: its skill bases (2.6; asked, default modern).",
        ),
        click.option(
            "--rerolls",
            type=click.IntRange(0, 5),
            default=None,
            help="Whole re-rolls the GM offered everyone (asked otherwise).",
        ),
    ),
    help=DICE_ORDER,
)
