"""The creation rules a new character's sheet meets [CREAZIONE DEI PERSONAGGI].

`check_new_character` runs them all on a sheet already checked for ranges
(sheetfile.parse_sheet's output): the start values, the characteristic points,
the classes and traits a new character has, the skill points (skillpoints), the
enhancement points and the initial weapons and protections (startgear).
"""

from __future__ import annotations

from typing import Any

from journal.domain.daimon2090 import skillpoints, startgear
from journal.domain.daimon2090.creationtables import armed, skill_catalogue
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.names import display_name
from journal.domain.daimon2090.randomgen import BASE_MAX, BASE_POINTS
from journal.domain.daimon2090.randomgen import EXTRA_POINTS as FREE_POINTS
from journal.domain.errors import SheetError

SECTION_POINTS = "Punteggi"
START_RESERVE = 7
RESERVE, COUNTERS = "Riserva di dadi", "Munizioni e manutenzione"
RISORSE = "Risorse"
RESERVE_RULE = "a new character has 7 Riserva dice"
EVOLUTION_RULE = 'a new character has none (creation = "import" brings its EVO)'
RISORSE_RULE = "at creation Risorse equals the current social class"
COUNTER_RULE = "a new character's counters start at 0"


def check_new_character(sheet: dict[str, Any], tables: dict) -> None:
    """Every creation rule; raises SheetError naming the first one broken."""
    check_start_values(sheet)
    check_characteristics(sheet)
    check_classes_and_traits(sheet)
    catalogue = skill_catalogue(tables)
    skillpoints.check_skill_points(sheet)
    startgear.check_enhancements(sheet, catalogue)
    startgear.check_initial_gear(sheet, *armed(tables, sheet["classes"]))


def check_start_values(sheet: dict[str, Any]) -> None:
    """Riserva 7, no PE or EVO, Risorse = current social class, counters at 0."""
    for broken, message, section in start_value_rules(sheet):
        if broken:
            raise SheetError(message, section)


def start_value_rules(sheet: dict[str, Any]) -> list[tuple[Any, str, str]]:
    reserve, pe, evo = sheet["reserve"], sheet["pe"], sheet["evo"]
    current, risorse = sheet["social_class"]["current"], sheet["risorse"]
    items = sheet["weapons"] + sheet["protections"] + sheet["enhancements"]
    rules = [
        (reserve != START_RESERVE, f"reserve {reserve}: {RESERVE_RULE}", RESERVE),
        (pe or evo, f"pe {pe}, evo {evo}: {EVOLUTION_RULE}", "Evoluzione"),
        (risorse != current, f"risorse {risorse}: {RISORSE_RULE} ({current})", RISORSE),
    ]
    for item in items:
        marks = f"{item['name']} has {item['marks']} marks"
        rules.append((item["marks"], f"{marks}: {COUNTER_RULE}", COUNTERS))
    return rules


def check_characteristics(sheet: dict[str, Any]) -> None:
    """12 points (1..5 each), then 2 free points ("points") or +1 per die of 4-6
    ("random": the sheet cannot show its dice, only what they may have given)."""
    scores = sheet["characteristics"]
    if sheet["creation"] == "random":
        return check_rolled_characteristics(scores)
    total = sum(scores.values())
    if total != BASE_POINTS + FREE_POINTS:
        refuse(
            f"the characteristics add up to {total}: a new character has 12 points "
            "(1..5 each) and 2 free points, 14 in all"
        )


def check_rolled_characteristics(scores: dict[str, int]) -> None:
    """The 2 free points (a total of 14), or the dice: each at most 5 + 1, the
    total 12 + the dice of 4-6, which only a characteristic above 1 can have had,
    and every 6 must have had."""
    total = sum(scores.values())
    if total == BASE_POINTS + FREE_POINTS:
        return  # the non-random alternative, or two dice of 4-6: either fits
    for key, score in scores.items():
        if score > BASE_MAX + 1:
            refuse(
                f"{display_name(key)} {score}: a random character has at most 5 + 1 "
                "rolled (7 only with the 2 free points, 14 in all)"
            )
    rolled, sixes = total - BASE_POINTS, sum(1 for s in scores.values() if s == 6)
    above_one = sum(1 for score in scores.values() if score > 1)
    if rolled < 0:
        refuse(f"the characteristics add up to {total}: a random one has 12 or more")
    if rolled < sixes:
        refuse(
            f"{sixes} characteristics at 6 need as many dice of 4-6, and the total "
            f"{total} leaves {rolled} over the 12"
        )
    if rolled > above_one:
        refuse(
            f"the total {total} has {rolled} rolled points over the 12, and only "
            f"{above_one} characteristics above 1 to hold them"
        )


def refuse(message: str) -> None:
    raise SheetError(message, SECTION_POINTS)


def check_classes_and_traits(sheet: dict[str, Any]) -> None:
    """Two classes (three with a free point) and two traits (three with free points)."""
    classes, traits = len(sheet["classes"]), len(sheet["traits"])
    if classes > 3:
        raise SheetError(
            _(
                "a new character has at most 3 classes, got {classes}: the 5 free "
                "points cannot buy 2 extra classes",
            ).format(classes=classes),
            "Aggiungere una classe",
        )
    if classes < 2:
        raise SheetError(
            _(
                "a new character has 2 classes (one from its social classes, one "
                "chosen), got {classes}",
            ).format(classes=classes),
            "Seconda classe",
        )
    if traits < 2:
        raise SheetError(
            _(
                "a new character has 2 traits (from its social classes and a "
                "particular event), got {traits}",
            ).format(traits=traits),
            "Eventi particolari",
        )
