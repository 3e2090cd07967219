"""The tools healing and maintenance need outside a clinic or a lab.

MEDICINA E CURE: "Un normale kit medico è sufficiente per le ferite lievi, ma
per ferite gravi è necessaria una strumentazione avanzata." Decision: the tools
are an item of the healer's or the patient's equipment (free text on the
sheet), recognised by its name: a medical kit heals light wounds; advanced
equipment (its name says avanzata/advanced, or strumentazione/attrezzatura
medica) heals every wound. The book asks for the tools to be there ("in
possesso"), not consumed: the item stays (until issue 28 the journal used it
up: HealedWithTools).

USO DEI POTENZIAMENTI: "un normale kit di riparazione è sufficiente per la
cibernetica, ma per nanotecnologie e ingegneria genetica è richiesto un
laboratorio attrezzato." The same reading: a repair kit or an equipped lab of
the maintainer's or the owner's equipment, known by its name.
"""

from __future__ import annotations

from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

HEALING = "Medicina e cure"
FOR_LIGHT = ("kit medico", "kit di pronto soccorso", "medical kit", "first aid kit")
FOR_SERIOUS = (
    "strumentazione avanzata",
    "strumentazione medica",
    "attrezzatura medica",
    "kit medico avanzato",
    "advanced medical",
)


def heals_serious(name: str) -> bool:
    return any(words in fold_key(name) for words in FOR_SERIOUS)


def heals_light(name: str) -> bool:
    return heals_serious(name) or any(w in fold_key(name) for w in FOR_LIGHT)


def serves(name: str, serious: bool) -> bool:
    return heals_serious(name) if serious else heals_light(name)


def find_tools(owners: list, serious: bool, wanted: str | None) -> tuple:
    """(owner, item) for the tools used: `wanted` by name, else the first item
    of the owners' equipment (the healer's first) that serves these wounds."""
    for owner in owners:
        for item in owner.equipment:
            named = wanted is None or fold_key(item) == fold_key(wanted)
            if named and (wanted is not None or serves(item, serious)):
                check_serves(item, serious)
                return owner, item
    raise RuleBroken(missing(owners, serious, wanted), HEALING)


def check_serves(item: str, serious: bool) -> None:
    if not serves(item, serious):
        need = "advanced equipment" if serious else "a medical kit"
        raise RuleBroken(
            _(
                "{item} is not {need} (name it so: 'Kit medico' for light wounds, "
                "'Strumentazione medica avanzata' for serious ones)"
            ).format(item=item, need=need),
            HEALING,
        )


def missing(owners: list, serious: bool, wanted: str | None) -> str:
    who = " or ".join(owner.name for owner in owners)
    if wanted is not None:
        return f"{who} has no {wanted!r} in the equipment"
    need = "advanced medical equipment" if serious else "medical kit"
    return (
        f"healing outside a clinic needs the tools: {who} has no {need} in the "
        "equipment (get one with `journal resources acquire CHAR ITEM --keep`)"
    )


REPAIR_KIT = ("kit di riparazione", "repair kit", "kit riparazione")
LAB = ("laboratorio", "laboratory", "lab ")
MAINTENANCE = "Uso dei potenziamenti"


def find_maintenance_tools(owners: list, field: str) -> tuple:
    """(owner, item): a repair kit for cybernetics, an equipped lab for
    nanotechnology and genetic engineering, in the owners' equipment (the
    maintainer's first)."""
    words = REPAIR_KIT if field == "cyber" else LAB
    for owner in owners:
        for item in owner.equipment:
            if any(w in f"{fold_key(item)} " for w in words):
                return owner, item
    who = " or ".join(owner.name for owner in owners)
    need = (
        "repair kit (kit di riparazione) for cybernetics"
        if field == "cyber"
        else "equipped lab (laboratorio) for nanotechnology and genetics"
    )
    raise RuleBroken(
        _(
            "maintenance outside a clinic or a lab needs the tools: {who} has no "
            "{need} in the equipment (or maintain it --clinic)"
        ).format(who=who, need=need),
        MAINTENANCE,
    )
