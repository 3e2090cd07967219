"""Skills out of their class's context (ASSEGNARE LE ABILITÀ ALLA CLASSE).

"Si suggerisce di consentire lo sviluppo all'interno di una Classe di un massimo
di due Abilità fuori dal contesto della Classe specifica"; the summary: "Una
Classe può possedere al massimo due Abilità fuori contesto". Decision: the table
says which skills are out of context (a sheet's `out_of_context = true`, or
`evo spend CHAR skill NAME --out-of-context`); the sample skills' classes are
examples ("non hanno la pretesa di essere esaustive"), not a test the journal
could apply. A developed class takes its migrated skills into its context.
"""

from __future__ import annotations

from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken

SECTION = "Assegnare le abilità alla classe"
MOST = 2  # out-of-context skills in one class
KEY = "out_of_context"


def outside(skills: dict[str, dict], klass: str) -> list[str]:
    """The skills of `klass` declared out of its context."""
    return [n for n, s in skills.items() if s.get("class") == klass and s.get(KEY)]


def check_room(skills: dict[str, dict], klass: str, adding: int = 0) -> None:
    found = outside(skills, klass)
    if len(found) + adding > MOST:
        held = f" ({', '.join(found)})" if found else ""
        raise RuleBroken(
            _(
                "{klass} would hold {value} skills out of its context{held}: a class "
                "holds at most {MOST}"
            ).format(klass=klass, value=len(found) + adding, held=held, MOST=MOST),
            SECTION,
        )


def check_classes(skills: dict[str, dict]) -> None:
    """Every class of a sheet within the limit."""
    for klass in dict.fromkeys(s.get("class") for s in skills.values()):
        if klass:
            check_room(skills, klass)
