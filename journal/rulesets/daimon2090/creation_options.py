"""The options of `journal character create NAME --player P --random`, and the
parsers they share with the interactive prompts (journal/commands/creation_prompts.py).

Every choice the walk asks for has an option, so `--yes` with options runs
unattended. A parser raises click.BadParameter: an option exits 2, a prompt asks
again.
"""

from __future__ import annotations

import click

from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.names import CHARACTERISTICS, canonical_characteristic
from journal.i18n import N_

SIDES = ("origin", "current")


def characteristics(text: str) -> dict[str, int]:
    """'potenza=3,destrezza=2,...' or '3,2,2,3,1,1' (Potenza..Carisma): the 12
    points."""
    values = [p.strip() for p in text.split(",")]
    if len(values) == len(CHARACTERISTICS) and all(v.isdigit() for v in values):
        return dict(zip(CHARACTERISTICS, map(int, values), strict=True))
    points = {}
    for pair in filter(None, (p.strip() for p in text.split(","))):
        name, _ignored, value = pair.partition("=")
        key = canonical_characteristic(name)
        if key is None or not value.strip().isdigit():
            raise click.BadParameter(
                _("{pair!r}: write CHARACTERISTIC=N, e.g. agilita=3").format(pair=pair)
            )
        points[key] = int(value)
    missing = [key for key in CHARACTERISTICS if key not in points]
    if missing:
        raise click.BadParameter(
            _(
                "no points for {value}",
            ).format(value=", ".join(missing))
        )
    return points


def bonus(text: str) -> str | list[str]:
    """'roll' (a die per characteristic) or the two free points: 'agilita,carisma'."""
    if text.strip().lower() in ("roll", "tira", "dadi"):
        return "roll"
    names = [p.strip() for p in text.split(",") if p.strip()]
    keys = [canonical_characteristic(name) for name in names]
    if len(keys) != 2 or None in keys:
        raise click.BadParameter(
            _(
                "{text!r}: write roll, or two characteristics",
            ).format(text=text)
        )
    return keys


def skill(text: str) -> dict:
    """'Hacking=3:Cracker' or 'Nuova=2:Cracker:G' or 'Nuova=2:Cracker:S:Generica'."""
    name, _ignored, rest = text.partition("=")
    score, _ignored, rest = rest.partition(":")
    klass, _ignored, rest = rest.partition(":")
    kind, _ignored, generic = rest.partition(":")
    if not name.strip() or not score.strip().isdigit() or not klass.strip():
        raise click.BadParameter(
            _(
                "{text!r}: write NAME=SCORE:CLASS[:G|S[:GENERIC]]",
            ).format(text=text)
        )
    found = {"name": name.strip(), "score": int(score), "class": klass.strip()}
    if kind.strip():
        found["kind"] = kind.strip().upper()
    if generic.strip():
        found["generic"] = generic.strip()
    return found


def enhancement(text: str) -> dict:
    """'Occhio cibernetico:Tiro con pistola=1[,Mira=1][:hidden]'."""
    name, _ignored, rest = text.partition(":")
    targets, _ignored, hidden = rest.partition(":")
    found = {"name": name.strip(), "bonus": {}, "hidden": bool(hidden.strip())}
    for pair in filter(None, (p.strip() for p in targets.split(","))):
        target, _ignored, dice = pair.partition("=")
        if not target.strip() or not dice.strip().isdigit():
            found["bonus"] = {}
            break
        found["bonus"][target.strip()] = int(dice)
    if not found["name"] or not found["bonus"] or hidden.strip() not in ("", "hidden"):
        raise click.BadParameter(
            _(
                "{text!r}: write NAME:TARGET=N[,TARGET=N][:hidden]",
            ).format(text=text)
        )
    return found


def gear(text: str) -> dict:
    """'Pistola=1': a weapon or protection and its level 0..4."""
    name, _ignored, level = text.rpartition("=")
    if not name.strip() or not level.strip().isdigit():
        raise click.BadParameter(
            _(
                "{text!r}: write NAME=LEVEL, e.g. Pistola=1",
            ).format(text=text)
        )
    return {"name": name.strip(), "level": int(level)}


def trait(text: str) -> dict:
    """'Curioso' or 'Massiccio:Potenza +1D' (the effect sets its cost)."""
    name, _ignored, effect = text.partition(":")
    if not name.strip():
        raise click.BadParameter(
            _(
                "{text!r}: write NAME or NAME:EFFECT",
            ).format(text=text)
        )
    return {"name": name.strip(), "effect": effect.strip() or None}


def each(parser):
    """An option callback applying `parser` to one value or to every repeat."""

    def callback(ctx, param, value):
        if value is None or isinstance(value, str):
            return None if value is None else parser(value)
        return [parser(item) for item in value]

    return callback


OPTIONS = [
    (
        "--characteristics",
        {
            "callback": each(characteristics),
            "metavar": "C=N,...",
            "help": "The 12 points, 1..5 each: potenza=3,destrezza=2,... or "
            "3,2,2,3,1,1 (Potenza, Destrezza, Agilità, Intelligenza, Spirito, "
            "Carisma).",
        },
    ),
    (
        "--bonus",
        {
            "callback": each(bonus),
            "metavar": "roll|C,C",
            "help": "roll: a die per characteristic, 4-6 gives +1; or the two "
            "free points instead, e.g. agilita,carisma.",
        },
    ),
    (
        "--class-from",
        {
            "type": click.Choice(SIDES, case_sensitive=False),
            "help": "The first class from the origin table's roll (with the "
            "current table's trait) or from the current one's.",
        },
    ),
    (
        "--first-class",
        {
            "metavar": "NAME",
            "help": "One class of a row naming two "
            "('Programmatore, Cracker'), or a refinement of the class rolled.",
        },
    ),
    ("--second-class", {"metavar": "NAME", "help": "The second class: free choice."}),
    ("--third-class", {"metavar": "NAME", "help": "A third class (1 free point)."}),
    (
        "--third-trait",
        {
            "callback": each(trait),
            "metavar": "NAME[:EFFECT]",
            "help": "A third trait: 3 free points with a characteristic bonus, 2 "
            "with a skill bonus, 1 with none, 0 with a penalty.",
        },
    ),
    (
        "--skill",
        {
            "callback": each(skill),
            "multiple": True,
            "metavar": "NAME=N:CLASS",
            "help": "A skill and its points (repeat); kind and generic come from "
            "the sample skills, or add :G|S[:GENERIC].",
        },
    ),
    (
        "--enhancement",
        {
            "callback": each(enhancement),
            "multiple": True,
            "metavar": "NAME:TARGET=N[:hidden]",
            "help": "An enhancement (repeat): 1 point per +1 to a specific skill, "
            "2 generic, 3 characteristic, +1 hidden.",
        },
    ),
    ("--weapon", {"callback": each(gear), "multiple": True, "metavar": "NAME=LEVEL"}),
    (
        "--protection",
        {"callback": each(gear), "multiple": True, "metavar": "NAME=LEVEL"},
    ),
    ("--daimon-name", {"metavar": "NAME", "help": "The dàimon's name."}),
    ("--daimon-description", {"metavar": "TEXT", "help": "How it looks in the VRN."}),
    (
        "--daimon-trait",
        {"multiple": True, "metavar": "TEXT", "help": "A behaviour trait (repeat)."},
    ),
    ("--equipment", {"multiple": True, "metavar": "ITEM", "help": "Repeat."}),
]


def creation_options(func):
    for name, settings in reversed(OPTIONS):
        func = click.option(name, **settings)(func)
    return func


DICE_ORDER = N_(
    """Dàimon 2090, --random: the rulebook's procedure, step by step, asking
for each choice; every choice is also an option, and --yes asks nothing: a
choice not given is drawn at random within the rules (reproducibly with --seed
N). Nothing is recorded until the end: the character, then every table roll of
its birth.

\b
Dice (--dice, in this order; --seed N rolls them reproducibly):
  1-6. one per characteristic, Potenza, Destrezza, Agilità, Intelligenza,
       Spirito, Carisma: 4-6 gives +1 (none with --bonus C,C)
  7.   the social class of origin
  8.   the current social class
  9.   the origin class's table
  10.  the current class's table (−1 if the class fell, +1 if it rose)
  11.  the particular event (again while it gives a trait already held)

\b
Examples (a whole character drawn from a seed; the rulebook's own: origin 3,
current 1, tables 5 and 3−1, event 4: Nomade, Ambizioso, Diffidente; then
Cracker):
  journal character create "Nadia Russo" --player Bruno --random --seed 2090 --yes
  journal character create "Kira Voss" --player Ana --random --yes \\
    --characteristics 3,2,2,3,1,1 --bonus roll --dice 5,2,4,1,6,3,3,1,5,3,4 \\
    --class-from current --second-class Cracker --daimon-name Eco \\
    --skill Orientamento=3:Nomade --skill Hacking=3:Cracker ..."""
)
