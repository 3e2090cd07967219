"""Dàimon 2090's phrases (English and Italian): the Prova, wounds, the Riserva,
and every area's own module (fight, confront, health, ...), merged here.

Game terms stay Italian in both languages: Riserva, Prova, Master, Potenza.
"""

from __future__ import annotations

import importlib

from journal.i18n import N_, Nn_, Phrases
from journal.projections.phrases import fill

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "ProvaRolled": Nn_(
            "{character}: Prova {breakdown} = {pool}D → {faces}: {successes} success "
            "vs target {target}, {outcome} (margin {margin}{flag}){reserve}",
            "{character}: Prova {breakdown} = {pool}D → {faces}: {successes} "
            "successes vs target {target}, {outcome} (margin {margin}{flag}){reserve}",
            "successes",
        ),
        "WoundSuffered": Nn_(
            "{character} suffers {amount} wound{capped}{because}",
            "{character} suffers {amount} wounds{capped}{because}",
            "amount",
        ),
        "ReserveAwarded": Nn_(
            "{character} is awarded {amount} Riserva{because}{lost}",
            "{character} is awarded {amount} Riserva{because}{lost}",
            "amount",
        ),
        "ReserveSpent": Nn_(
            "{character} spends {amount} Riserva die for {purpose}",
            "{character} spends {amount} Riserva dice for {purpose}",
            "amount",
        ),
        "ReserveRefilled": N_("{character}'s Riserva back to 7 (was {before})"),
        "SeatingRecorded": N_(
            "Round the table: {order} (each plays the dàimon of the player on their "
            "left)"
        ),
        "exceptional": N_(", 3+"),
        "reserve_discarded": Nn_(
            "; {committed} Riserva discarded",
            "; {committed} Riserva discarded",
            "committed",
        ),
        "reserve_returned": Nn_(
            "; {committed} Riserva committed, {returned} back",
            "; {committed} Riserva committed, {returned} back",
            "committed",
        ),
        "lost": Nn_(
            "; {lost} lost (Riserva holds at most 7)",
            "; {lost} lost (Riserva holds at most 7)",
            "lost",
        ),
        "capped": Nn_(
            " ({applied} taken: the maximum)",
            " ({applied} taken: the maximum)",
            "applied",
        ),
        "wounds": N_("wounds"),
        "help": N_("help"),
        "ProvaRolled@actor": N_("Prova: {what}"),
        "WoundSuffered@actor": Nn_(
            "suffers {amount} wound{capped}{because}",
            "suffers {amount} wounds{capped}{because}",
            "amount",
        ),
        "ReserveAwarded@actor": Nn_(
            "is awarded {amount} Riserva{because}{lost}",
            "is awarded {amount} Riserva{because}{lost}",
            "amount",
        ),
        "ReserveSpent@actor": Nn_(
            "spends {amount} Riserva for {purpose}",
            "spends {amount} Riserva for {purpose}",
            "amount",
        ),
        "ReserveRefilled@actor": N_("Riserva back to 7 (was {before})"),
        "reason.session": N_("new session"),
        "reason.interpretation": N_("interpretation"),
        "reason.danger": N_("danger"),
        "reason.narration": N_("narration"),
        "reason.enrichment": N_("enrichment"),
    },
)

AREAS = (  # each area of the rules keeps its phrases in its own module
    "sheet",
    "fight",
    "confront",
    "health",
    "odds",
    "evolution",
    "resources",
    "creation",
    "master",
    "oracle",
    "techlog",
)

EXTRAS: dict = {}  # event type -> (record, lang) -> extra placeholder values


def say(lang: str, key: str, default: str | None = None) -> str:
    """A Dàimon 2090 phrase (or the core's) in `lang`."""
    from journal.projections.phrases import phrase

    return phrase(lang, key, default, ruleset="daimon2090")


def COMMON(record: dict, lang: str) -> dict:  # noqa: N802 - the seam's name
    """Riserva dice lost above 7, wounds capped at the maximum: any event."""
    lost = record.get("lost")
    found = {"lost": fill(say(lang, "lost"), lost=lost) if lost else ""}
    amount, applied = record.get("amount"), record.get("applied")
    capped = isinstance(applied, int) and isinstance(amount, int) and applied < amount
    found["capped"] = fill(say(lang, "capped"), **record) if capped else ""
    return found


def _prova(record: dict, lang: str) -> dict:
    committed, returned = record["reserve_committed"], record["reserve_returned"]
    if not committed:
        reserve = ""
    elif record["outcome"] == "success":
        reserve = fill(say(lang, "reserve_discarded"), committed=committed)
    else:
        reserve = fill(
            say(lang, "reserve_returned"), committed=committed, returned=returned
        )
    parts = record["breakdown"]
    what = parts["characteristic"]["name"]
    if parts.get("skill"):
        what += f" + {parts['skill']['name']}"
    return {
        "what": what,
        "breakdown": breakdown_text(parts, lang),
        "faces": " ".join(str(face) for face in record["dice"]) or "—",
        "outcome": say(lang, record["outcome"]),
        "flag": say(lang, "exceptional") if record["exceptional"] else "",
        "reserve": reserve,
    }


def breakdown_text(parts: dict, lang: str = "en") -> str:
    """'Agilità 3 + Furtività 2 + Nomade 1 + Riserva 2 − ferite 1'."""
    terms = [f"{parts['characteristic']['name']} {parts['characteristic']['score']}"]
    if parts.get("skill"):
        terms.append(f"+ {parts['skill']['name']} {parts['skill']['score']}")
    for key in ("class", "trait"):
        if parts.get(key):
            terms.append(f"+ {parts[key]} 1")
    for bonus in parts.get("enhancements", []):
        terms.append(f"+ {bonus['item']} {bonus['dice']}")
    for effect in parts.get("trait_effects", []):
        sign = "+" if effect["dice"] >= 0 else "−"
        terms.append(f"{sign} {effect['trait']} {abs(effect['dice'])}")
    if parts.get("bonus"):
        terms.append(f"+ bonus {parts['bonus']}")
    if parts.get("malus"):
        terms.append(f"− malus {parts['malus']}")
    if parts.get("wound_penalty"):
        terms.append(f"− {say(lang, 'wounds')} {parts['wound_penalty']}")
    if parts.get("reserve"):
        terms.append(f"+ Riserva {parts['reserve']}")
    if parts.get("help"):  # Aiuto da altri: one die from another's Riserva
        helped = parts["help"]
        terms.append(f"+ {say(lang, 'help')} {helped['name']} {helped['dice']}")
    return " ".join(terms)


def _merge_areas() -> None:
    for name in AREAS:
        module = importlib.import_module(
            f"journal.projections.daimon2090.phrases_{name}"
        )
        PHRASES.include(module.PHRASES)
        EXTRAS.update(getattr(module, "EXTRAS", {}))
    EXTRAS["ProvaRolled"] = _prova
    EXTRAS["SeatingRecorded"] = lambda record, lang: {
        "order": " → ".join(record["seating"])
    }


_merge_areas()
