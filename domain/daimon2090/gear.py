"""Weapons, protections and enhancements on a sheet, and their 13-marker counters.

Rulebook: ARMI E PROTEZIONI, MUNIZIONI E MANUTENZIONE, USO DEI POTENZIAMENTI
(digest sections 5 and 9). An item is a dict of the sheet's lists with `marks`.
"""

from __future__ import annotations

from journal.domain.daimon2090.i18n import _
from journal.domain.errors import InconsistentHistory, RuleBroken
from journal.domain.text import fold_key

MARKERS = 13  # every counter has 13 markers
LISTS = {
    "weapon": "weapons",
    "protection": "protections",
    "enhancement": "enhancements",
}
SECTIONS = {
    "weapon": "Munizioni e manutenzione",
    "protection": "Munizioni e manutenzione",
    "enhancement": "Uso dei potenziamenti",
}
RIOT_SHIELDS = {"scudo antisommossa", "riot shield"}  # 1*: +1 in melee only
MAINTAINERS = (  # [USO DEI POTENZIAMENTI] the skills a maintainer needs
    "Cibernetica",
    "Medicina Cibernetica",
    "Nanomanutenzione",
    "Nano-manutenzione",  # as the sample skills spell it
    "Nanomedicina",
    "Ingegneria Genetica",
)


def find_item(sheet, name: str, kinds=tuple(LISTS)) -> tuple[str, dict]:
    """The item `name` (any case, accents optional) among the sheet's `kinds`."""
    found = [
        (kind, item)
        for kind in kinds
        for item in getattr(sheet, LISTS[kind])
        if fold_key(item["name"]) == fold_key(name)
    ]
    if not found:
        what = " or ".join(kinds)
        raise RuleBroken(
            _("{name} has no {what} {name2!r}").format(
                name=sheet.name, what=what, name2=name
            ),
            "Armi e protezioni",
        )
    if len(found) > 1:
        raise RuleBroken(
            _("{name} has a {value} and a {value2} called {name2!r}").format(
                name=sheet.name, value=found[0][0], value2=found[1][0], name2=name
            ),
            "Armi e protezioni",
        )
    return found[0]


def item_named(sheet, kind: str, name: str) -> dict:
    """The item an event names exactly (in a refold it may be gone)."""
    for item in getattr(sheet, LISTS[kind]):
        if item["name"] == name:
            return item
    raise InconsistentHistory(
        _("{name} would no longer have the {kind} {name2}").format(
            name=sheet.name, kind=kind, name2=name
        ),
        SECTIONS[kind],
    )


def spent(item: dict) -> bool:
    """All 13 markers marked: out of ammunition, worn out, or exhausted."""
    return item.get("marks", 0) >= MARKERS


def check_loaded(sheet, weapon: dict) -> None:
    if spent(weapon):
        raise RuleBroken(
            _(
                "{name}'s {name2} is out of ammunition (13 markers): reload it with "
                "`journal gear reset` for 1D Riserva"
            ).format(name=sheet.name, name2=weapon["name"]),
            SECTIONS["weapon"],
        )


def mark(sheet, kind: str, item: dict) -> None:
    """One more marker; a full counter cannot take another."""
    if spent(item):
        raise RuleBroken(
            _(
                "{name}'s {name2} has all {MARKERS} markers marked: reset it with "
                "`journal gear reset`"
            ).format(name=sheet.name, name2=item["name"], MARKERS=MARKERS),
            SECTIONS[kind],
        )
    item["marks"] = item.get("marks", 0) + 1


def mark_if_room(item: dict) -> bool:
    """A fight's marker: a counter already full stays full (a worn-out vest)."""
    if spent(item):
        return False
    item["marks"] = item.get("marks", 0) + 1
    return True


def is_riot_shield(item: dict) -> bool:
    return fold_key(item["name"]) in RIOT_SHIELDS


def counted_level(item: dict, melee: bool) -> int:
    """What a protection adds to the sum: 0 worn out; a riot shield only in melee."""
    if spent(item) or (is_riot_shield(item) and not melee):
        return 0
    return item["level"]


def tech_bonuses(items: list[dict], targets: list[str | None]) -> list[dict]:
    """+1D technology bonuses of the items used that fit the skill or characteristic."""
    wanted = {fold_key(t) for t in targets if t}
    return [
        {"item": item["name"], "target": target, "dice": dice}
        for item in items
        if not spent(item)
        for target, dice in (item.get("bonus") or {}).items()
        if fold_key(target) in wanted
    ]


def enhancement_bonuses(sheet, targets: list[str | None]) -> list[dict]:
    """What the sheet's enhancements add to a pool: nothing from a spent one."""
    return tech_bonuses(sheet.enhancements, targets)


def flag_scene_marks(state, sheet, parts: dict) -> None:
    """The enhancements a roll uses take their marker with it: the first roll of
    a scene that uses one flags it `marked` in the breakdown (Decision: an
    occasion of use is a scene, as USO DEI POTENZIAMENTI says; both bonuses of
    one enhancement are one marker; outside a scene each roll is an occasion)."""
    flagged = set()
    for bonus in parts.get("enhancements", ()):
        key = [sheet.id, "enhancement", bonus["item"]]
        if bonus["item"] not in flagged and key not in scene_marks(state):
            bonus["marked"] = True
            flagged.add(bonus["item"])


def mark_flagged(state, sheet, parts: dict) -> None:
    """A roll's fold: one marker on each enhancement its breakdown flags."""
    for bonus in parts.get("enhancements", ()):
        if bonus.get("marked"):
            mark(sheet, "enhancement", item_named(sheet, "enhancement", bonus["item"]))
            note_scene_mark(state, [sheet.id, "enhancement", bonus["item"]])


FIELDS = {  # "nel rispettivo campo": the field each maintainer's skill serves
    "cibernetica": "cyber",
    "medicina cibernetica": "cyber",
    "nanomanutenzione": "nano",
    "nano-manutenzione": "nano",
    "nanomedicina": "nano",
    "ingegneria genetica": "genetic",
}


def maintaining_skills(sheet, fields=("cyber", "nano", "genetic")) -> list[str]:
    """The maintainer's skills for the enhancement's `fields`, in the book's
    order, or a refusal naming the rule."""
    owned = {fold_key(n): n for n, s in sheet.skills.items() if s["score"] > 0}
    found = [
        owned[fold_key(skill)]
        for skill in MAINTAINERS
        if fold_key(skill) in owned and FIELDS[fold_key(skill)] in fields
    ]
    if found:
        return found
    needs = (
        "Cibernetica or Medicina Cibernetica: a visible implant is cybernetic"
        if tuple(fields) == ("cyber",)
        else "Cibernetica, Medicina Cibernetica, Nanomanutenzione, Nanomedicina or "
        "Ingegneria Genetica"
    )
    raise RuleBroken(
        _(
            "{name} cannot maintain an enhancement (needs {needs}): name a "
            "maintainer with --by CHAR, or --clinic"
        ).format(name=sheet.name, needs=needs),
        SECTIONS["enhancement"],
    )


def field_of(skill: str) -> str:
    return FIELDS[fold_key(skill)]


def same_type(sheet, weapon: dict) -> bool:
    """Whether `sheet` uses a weapon of the same type (Decision: the same level,
    the rulebook's Tipo column: leggera, media, pesante, speciale)."""
    return any(item["level"] == weapon["level"] for item in sheet.weapons)


def scene_marks(state) -> list:
    """Counters marked in the open scene (an enhancement: once per scene)."""
    tracker = state.table.get("gear_scene") or {}
    if tracker.get("scene") != state.scene_number:
        return []
    return tracker["marked"]


def note_scene_mark(state, key: list) -> None:
    if state.scene_number is None:
        return
    marked = scene_marks(state)
    state.table["gear_scene"] = {"scene": state.scene_number, "marked": marked + [key]}
