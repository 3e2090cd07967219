"""One line per event, for the terminal and the chronicles alike."""

from __future__ import annotations

from projections.phrases import EXTRAS, phrase


def describe(record: dict, lang: str = "en", actor: bool = False) -> str:
    """A record (see `projections.records`) told in one line; with `actor`, told
    after the character's name (as chronicles print it), when the event has one."""
    kind = record["type"]
    fields = {**record, **_extras(record, lang)}
    template = phrase(lang, kind)
    if actor and record.get("character"):
        template = phrase(lang, f"{kind}@actor", template)
    try:
        return template.format(**fields)
    except (KeyError, IndexError):
        return kind


def _extras(record: dict, lang: str) -> dict:
    extras = {
        "because": _because(record.get("reason"), lang),
        "title": record.get("title") or phrase(lang, "untitled"),
        "present": ", ".join(record.get("present") or []) or phrase(lang, "nobody"),
        "player": record.get("sheet", {}).get("player", record.get("player", "")),
    }
    if record["type"] == "ProvaRolled":
        extras.update(_prova(record, lang))
    if record.get("lost"):
        extras["lost"] = phrase(lang, "lost").format(lost=record["lost"])
    else:
        extras["lost"] = ""
    capped = record.get("applied") is not None and record["applied"] < record["amount"]
    extras["capped"] = phrase(lang, "capped").format(**record) if capped else ""
    if record["type"] in EXTRAS:
        extras.update(EXTRAS[record["type"]](record, lang))
    return extras


def _because(reason: str | None, lang: str) -> str:
    if not reason:
        return ""
    return f" ({phrase(lang, f'reason.{reason}', reason)})"


def _prova(record: dict, lang: str) -> dict:
    committed, returned = record["reserve_committed"], record["reserve_returned"]
    if not committed:
        reserve = ""
    elif record["outcome"] == "success":
        reserve = phrase(lang, "reserve_discarded").format(committed=committed)
    else:
        reserve = phrase(lang, "reserve_returned").format(
            committed=committed, returned=returned
        )
    parts = record["breakdown"]
    what = parts["characteristic"]["name"]
    if parts.get("skill"):
        what += f" + {parts['skill']['name']}"
    return {
        "what": what,
        "breakdown": breakdown_text(parts, lang),
        "faces": " ".join(str(face) for face in record["dice"]) or "—",
        "outcome": phrase(lang, record["outcome"]),
        "flag": phrase(lang, "exceptional") if record["exceptional"] else "",
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
        terms.append(f"− {phrase(lang, 'wounds')} {parts['wound_penalty']}")
    if parts.get("reserve"):
        terms.append(f"+ Riserva {parts['reserve']}")
    if parts.get("help"):  # Aiuto da altri: one die from another's Riserva
        helped = parts["help"]
        terms.append(f"+ {phrase(lang, 'help')} {helped['name']} {helped['dice']}")
    return " ".join(terms)
