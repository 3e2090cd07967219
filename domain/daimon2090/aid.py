"""Help from others (Aiuto da altri) and who may act at all.

Rulebook: AIUTO DA ALTRI (digest section 2). Another character gives one die of
its own Riserva; it joins the pool and is discarded whatever the outcome. "L'aiuto
non può consistere in più di un singolo dado": Decision, one die of help per test
in total, so one helper. The same limits hold on a Prova, a fight round and each
side of a confrontation.
"""

from __future__ import annotations

from journal.domain.character import ACTIVE
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken

HELP = 1  # "l'aiuto non può consistere in più di un singolo dado"
HELPING = "Aiuto da altri"


def check_active(sheet) -> None:
    """Only an active character acts: not dying, not dead (Ferite e salute)."""
    if sheet.status != ACTIVE:
        raise RuleBroken(
            _("{name} is {status}").format(name=sheet.name, status=sheet.status),
            "Ferite e salute",
        )


def one_helper(names: list[str] | tuple[str, ...]) -> str | None:
    """Decision: at most one die of help per test, so at most one helper."""
    if len(names) > 1:
        raise RuleBroken(
            _("help is a single die: {value} cannot all help one Prova").format(
                value=", ".join(names)
            ),
            HELPING,
        )
    return names[0] if names else None


def check_helper(sheet, helper) -> None:
    """The helper gives one die of its own Riserva, and must be able to act."""
    if helper.id == sheet.id:
        raise RuleBroken(
            _("{name} cannot help its own Prova").format(name=sheet.name), HELPING
        )
    if helper.status != ACTIVE:
        raise RuleBroken(
            _("{name} is {status} and cannot help").format(
                name=helper.name, status=helper.status
            ),
            HELPING,
        )
    if helper.reserve < HELP:
        raise RuleBroken(
            _("{name} has no reserve die to give").format(name=helper.name), HELPING
        )


def check_confrontation_helpers(sheets: list, helpers: list) -> None:
    """In a confrontation a helper stands outside it, and helps one side."""
    sides = {sheet.id for sheet in sheets}
    seen: set[str] = set()
    for helper in filter(None, helpers):
        if helper.id in sides:
            raise RuleBroken(
                _(
                    "{name} is a side of the confrontation and cannot help another side"
                ).format(name=helper.name),
                HELPING,
            )
        if helper.id in seen:
            raise RuleBroken(
                _("{name} can give its one die of help to one side only").format(
                    name=helper.name
                ),
                HELPING,
            )
        seen.add(helper.id)
