"""The options of `journal character create NAME --player P --random` for Fuori
dal Tempo, and their parsers (shared with the prompts of creation.py).

Every choice the walk asks for has an option, so --yes with options runs
unattended. A parser raises click.BadParameter: an option exits 2, a prompt
asks again.
"""

from __future__ import annotations

import click

from journal.domain.fdt.i18n import _
from journal.extras import Extra
from journal.i18n import N_


def education(text: str):
    """'Fabbro:+Forza,-Intelletto:Forgiare,Commerciare': the profession, the
    characteristics and common skills it raises (+) and lowers (-), its skills."""
    from journal.domain.fdt.birthrules import Education

    profession, _ignored, rest = text.partition(":")
    mods, _ignored, skills = rest.partition(":")
    signs = [m.strip() for m in mods.split(",") if m.strip()]
    if not profession.strip() or any(m[0] not in "+-" for m in signs):
        raise click.BadParameter(
            _(
                "{text!r}: write PROFESSION:+RAISED,-LOWERED:SKILL,SKILL",
            ).format(text=text)
        )
    return Education(
        profession.strip(),
        tuple(m[1:].strip() for m in signs if m[0] == "+"),
        tuple(m[1:].strip() for m in signs if m[0] == "-"),
        tuple(names(skills)),
    )


def names(text: str | None) -> list[str]:
    return [p.strip() for p in (text or "").split(",") if p.strip()]


def spread(text: str) -> dict[str, int | None]:
    """'Pescare=6,Forza=5', or 'Pescare=2,Forza' (Forza: whatever is left): the
    3d4 points of modo Casuale."""
    found: dict[str, int | None] = {}
    for pair in names(text):
        name, equals, value = pair.rpartition("=")
        if not equals:
            name, value = pair, ""
        if not name.strip() or not (value.strip().isdigit() or not value.strip()):
            raise click.BadParameter(
                _("{pair!r}: write NAME=POINTS, or NAME for the rest").format(pair=pair)
            )
        found[name.strip()] = int(value) if value.strip() else None
    if list(found.values()).count(None) > 1:
        raise click.BadParameter(_("only one NAME may take the rest of the points"))
    return found


def filled(points: dict[str, int | None], total: int) -> dict[str, int]:
    """The spread with the rest of the `total` points where none was named."""
    given = sum(v for v in points.values() if v is not None)
    return {k: total - given if v is None else v for k, v in points.items()}


def _keywords(**values) -> dict:
    return values


DICE_ORDER = N_(
    """Fuori dal Tempo (1.1–1.7): --mode normale (race, profession and
age chosen) or casuale (rolled, and 3d4 points to spread). --dice, in order:
the race (casuale: a d3 on a d4); the race's modifiers (a d4 each; a human's
random picks first: a d7 on a d8 over the characteristics, a d8 over the common
skills), its other skills (a d4 each); the profession (casuale: a d(N) over the
--education entries); the education's d4 (two professions: d2) per modifier,
then a d4 per skill; the age (casuale: a d4 for the band, then its years); the
age's dice; a d4 per innate skill; the 3d4 points (casuale); the height's 3d4
(--height); the money (--money).

\b
Examples:
  journal character create Durin --player Bruno --random --mode normale \\
      --race Nano --education "Fabbro:+Forza,-Intelletto:Forgiare" --age 35 \\
      --age-characteristics Percezione --innate Cantare,Scalare --yes
  journal character create "Sam Pey" --player Ana --random --seed 7 \\
      --education "Pescatore:+Percezione:Pescare" \\
      --education "Cacciatore:+Agilità:Seguire tracce\""""
)

CHARACTER_CREATE = Extra(
    options=(
        click.option(
            "--mode",
            type=click.Choice(["normale", "casuale"], case_sensitive=False),
            help="Normale: race, profession, age chosen; casuale: rolled, and 3d4 "
            "points more (asked; --yes: casuale).",
        ),
        click.option("--race", help="Umano, Elfo or Nano (modo normale)."),
        click.option(
            "--education",
            "educations",
            multiple=True,
            callback=lambda c, p, v: [education(t) for t in v],
            metavar="SPEC",
            help="PROFESSION:+RAISED,-LOWERED:SKILL,...; twice for a double "
            "education (normale), or the setting's list to roll on (casuale).",
        ),
        click.option("--age", type=int, help="Years, 24..65 (modo normale)."),
        click.option(
            "--age-characteristics",
            help="The age's chosen characteristics (Giovane, Maturo: the first; "
            "Esperto: three).",
        ),
        click.option(
            "--age-skills",
            help="The age's chosen common skills (Giovane: the first; Esperto: three).",
        ),
        click.option("--age-other", help="Esperto: the other skill that gains 1d4."),
        click.option("--age-spared", help="Anziano: the value that gains 3."),
        click.option(
            "--innate",
            help="Innate skills' names, comma-separated; the band takes the first "
            "2, 4 or 6 (so a list for any band serves modo casuale).",
        ),
        click.option(
            "--spread",
            "points",
            help="Casuale: NAME=N,... for the 3d4 points; a NAME without =N "
            "takes the rest.",
        ),
        click.option("--height", "roll_height", is_flag=True, help="Roll 3d4 height."),
        click.option("--money", metavar="DICE", help="The setting's money roll."),
        click.option("--pasti", type=click.IntRange(0, 99), default=0),
    ),
    keywords=_keywords,
    help=DICE_ORDER,
)
