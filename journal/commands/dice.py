"""The --dice and --seed options every rolling command takes."""

from __future__ import annotations

import re

import click

from journal.i18n import _

FACE = re.compile(r"-?[0-9]{1,18}")  # ASCII digits only: int() takes others too
LONG = re.compile(r"-?[0-9]+")  # a number, too long to be read as a face


def parse_faces(ctx, param, value: str | None) -> list[int] | None:
    if value is None:
        return None
    tokens = [t.strip() for t in value.replace(" ", ",").split(",") if t.strip()]
    wrong = next((t for t in tokens if not FACE.fullmatch(t)), None)
    if wrong is not None and LONG.fullmatch(wrong):
        raise click.BadParameter(
            _(
                "no die has a face of {wrong} digits",
            ).format(wrong=len(wrong))
        )
    if not tokens or wrong is not None:
        raise click.BadParameter(_("write the faces separated by commas, e.g. 6,4,1"))
    return [int(t) for t in tokens]


def dice_options(func):
    func = click.option(
        "--seed",
        type=int,
        default=None,
        help="Roll with random.Random(SEED): reproducible demos and tests.",
    )(func)
    return click.option(
        "--dice",
        callback=parse_faces,
        metavar="6,4,1,...",
        help="The faces rolled at the table, in order (instead of rolling here).",
    )(func)


def make_dice(faces: list[int] | None, seed: int | None):
    """The command's dice; rewound if the command is decided again (retry.py)."""
    from journal.domain.dice import Dice
    from journal.retry import rewindable

    if faces is not None and seed is not None:
        raise click.UsageError(_("give either --dice or --seed, not both"))
    if faces is not None:
        return rewindable(Dice(typed=faces))
    if seed is not None:
        return rewindable(Dice.seeded(seed))
    import secrets

    return Dice(rng=secrets.SystemRandom())
