"""Sheet files (`character create --from`): keys, ranges, the race's skills."""

from __future__ import annotations

import pytest

from journal.domain.errors import SheetError
from journal.domain.fdt.sheet import FdtSheet
from journal.domain.fdt.sheetfile import parse_sheet
from tests.rulesets.fdt.builders import KATARIELLO, LIRIEN, sheet


def test_a_sheet_reads_with_accents_optional_and_common_skills_at_10():
    made = sheet()
    assert made["characteristics"]["Agilità"] == {"base": 15}
    assert made["skills"]["Cultura"]["value"] == 10  # left out: 10
    assert made["skills"]["Navigare"]["origin"] == "profession"
    assert made["creation"] == "normale"


def test_the_derived_values():
    kat = FdtSheet.from_sheet("k", sheet())
    # pV = Costituzione 14 + Umano 3; Mana = 4 + bIntelletto −1 + bPsiche 0.
    assert (kat.pv, kat.pv_max, kat.mana, kat.mana_max) == (17, 17, 3, 3)
    lirien = FdtSheet.from_sheet("l", sheet(LIRIEN))
    # Elfo: pV 11 + 0; Mana 7 + bIntelletto 2 + bPsiche 1 = 10.
    assert (lirien.pv_max, lirien.mana_max) == (11, 10)
    assert lirien.skills["Vista termica"]["racial"]
    # The leather's Agi −1 sits in the mod column.
    assert (lirien.modifier("Agilità"), lirien.value("Agilità")) == (-1, 15)


def test_mana_is_never_negative():
    dull = sheet(characteristics={**KATARIELLO["characteristics"], "Psiche": 1})
    dull["characteristics"]["Intelletto"] = {"base": 1}
    assert FdtSheet.from_sheet("d", dull).mana_max == 0  # 4 − 5 − 5


def test_english_keys_and_names():
    made = parse_sheet(
        {
            "nome": "Ana",
            "giocatore": "Ana",
            "razza": "elf",
            "mestiere": "Arciere",
            "eta": 30,
            "caratteristiche": {
                "agility": 12,
                "constitution": 10,
                "strength": 10,
                "intellect": 10,
                "perception": 10,
                "psyche": 10,
                "speed": 10,
            },
            "abilita": {"aim": 13, "Lingua Elfica": 11, "Vista termica": 12},
        }
    )
    assert made["race"] == "Elfo" and made["skills"]["Mira"]["value"] == 13


@pytest.mark.parametrize(
    "change, message",
    [
        ({"colour": "red"}, "unknown key 'colour'"),
        ({"race": "Orco"}, "not a race"),
        ({"age": 23}, r"age 23 is outside 24\.\.65"),
        (
            {"creation": "magic"},
            "creation must be 'normale', 'normal', 'points', 'casuale', 'random' or "
            "'import', got 'magic'",
        ),
        ({"characteristics": {"Forza": 10}}, 'characteristics."Agilità" is missing'),
        ({"skills": {"Mira": 30}}, "value must be 1..25"),
        ({"skills": {"Mira": 12, "mira": 13}}, "given twice"),
        ({"skills": {"Vista termica": 12}}, "only an Elfo has it"),
        ({"race": "Nano"}, "an Nano has Lingua Nanesca"),
        ({"pix": 10}, "pix must be 0..0"),
        ({"weapons": [{"name": "Spada", "damage": "d10x"}]}, "not dice notation"),
        (
            {"weapons": [{"name": "Spada", "damage": "4d6kh3"}]},
            "no die is kept or explodes",
        ),
        ({"armour": {"name": "Maglia", "colpi": 3}}, "armour.durata is missing"),
    ],
)
def test_refusals_name_the_key(change, message):
    with pytest.raises(SheetError, match=message):
        parse_sheet({**KATARIELLO, **change})


def test_an_import_brings_pix_and_current_values():
    made = parse_sheet({**KATARIELLO, "creation": "import", "pix": 140, "pv": 9})
    kat = FdtSheet.from_sheet("k", made)
    assert (kat.pix, kat.pv, kat.pv_max) == (140, 9, 17)
    with pytest.raises(SheetError, match="pv must be 1..17"):
        parse_sheet({**KATARIELLO, "creation": "import", "pv": 18})


def test_hostile_text_is_refused_or_kept_inert():
    with pytest.raises(SheetError, match="control character"):
        parse_sheet({**KATARIELLO, "name": "Kat\x1b[31m"})
    made = parse_sheet({**KATARIELLO, "story": "<script>alert(1)</script>"})
    assert made["story"] == "<script>alert(1)</script>"  # escaped by renderers
    with pytest.raises(SheetError, match="more than 20 digits"):
        parse_sheet({**KATARIELLO, "age": 10**40})
