"""The seed's worked examples through `journal`, with typed dice (issue 14)."""

from __future__ import annotations

import pytest

from tests.rulesets.brp.scenario import SAMPLE, brp_table, last


@pytest.fixture
def brp(table, tmp_path):
    return brp_table(table, tmp_path)


def test_tiro_vigore_for_10_is_50_percent(brp):
    # 2.4: "FOR 10 darebbe un Tiro Vigore di 10×5 = 50"
    rolled = brp.json("roll", "Bepi", "--char", "FOR", "--dice", "50")[0]
    assert (rolled["chance"], rolled["special"], rolled["roll"]) == (50, 10, 50)
    assert rolled["result"] == "success" and rolled["roll_name"] == "Tiro Vigore"
    assert brp.json("roll", "Bepi", "--char", "FOR", "--dice", "51")[0]["result"] == (
        "failure"
    )


def test_a_60_percent_skill_is_special_on_01_to_12(brp):
    # 3.2: "un'abilità al 60% implica che qualsiasi risultato tra 01 e 12 sarà un
    # successo speciale"
    for face, result in (("01", "special"), ("12", "special"), ("13", "success")):
        rolled = brp.json("roll", "Ada", "--skill", "Ricerca", "--dice", face)[0]
        assert (rolled["chance"], rolled["special"], rolled["result"]) == (
            60,
            12,
            result,
        )


def test_lifting_a_rock_of_tag_15_with_for_13(brp):
    # 3.4: 40%; the rock does not roll; 40 or less lifts it, 41+ does not
    lifted = brp.json("resist", "FOR", "15", "--for", "Ada", "--dice", "40")[0]
    assert (lifted["chance"], lifted["roll"], lifted["result"]) == (40, 40, "success")
    failed = brp.json("resist", "13", "15", "--dice", "41")[0]
    assert failed["result"] == "failure"
    assert brp.json("resist", "25", "15")[0]["result"] == "automatic success"


def test_armour_2_against_6_on_12_pf_leaves_8(brp):
    # 5.12: 12 PF, hard leather (2 points), 6 points of damage: 8 PF
    suffered = brp.json("wound", "Ada", "6", "--worn")[0]
    assert (suffered["points"], suffered["armour"], suffered["net"]) == (6, 2, 4)
    shown = brp.json("show", "Ada")
    assert shown["pf"] == {"current": 8, "max": 12}
    assert shown["wounds"] == [
        {
            "id": suffered["id"],
            "points": 4,
            "healed": 0,
            "aided": False,
            "source": "wound",
        }
    ]
    assert shown["tracks"]["pf"]["value"] == 8


def test_the_short_swords_special_deals_13(brp):
    # 5.13: maximum 7 + a roll of 3 (+1) + 2 on the 1D4 damage bonus = 13
    brp.run("round", "start")
    hit = brp.json(
        "attack", "Ada", "--weapon", "Spada Corta", "--at", "Bepi", "--dice", "05"
    )[0]
    assert (hit["chance"], hit["special"], hit["result"]) == (50, 10, "special")
    dealt = brp.json("damage", "Ada", "--dice", "3,2")
    assert (dealt[0]["maximum"], dealt[0]["rolled"], dealt[0]["total"]) == (7, 4, 13)
    assert dealt[0]["bonus"]["total"] == 2 and dealt[0]["net"] == 13
    assert last(dealt, "CharacterFellUnconscious")["cause"] == "pf"
    assert brp.json("show", "Bepi")["pf"]["current"] == -1  # 12 − 13
    died = last(brp.json("round", "end"), "CharacterDied")  # still at −1
    assert (died["character"], died["cause"]) == ("Bepi Sala", "pf")
    assert brp.json("show", "Bepi")["status"] == "dead"


def test_first_aid_is_capped_by_its_wound(brp):
    # 5.14: a 2-point wound takes back at most 2, whatever the 1D3 shows
    cut = brp.json("wound", "Ada", "2", "--armour", "0")[0]
    brp.run("wound", "Ada", "5", "--armour", "0")
    aided = brp.json("firstaid", "Ada", "--wound", cut["id"], "--dice", "20,3")[0]
    assert (aided["result"], aided["amount"], aided["healed"]) == ("success", 3, 2)
    assert brp.json("show", "Ada")["pf"]["current"] == 7  # 12 − 2 − 5 + 2


def test_an_experience_roll_of_36_improves_a_35_percent_skill(brp):
    # 3.5: "un'abilità al 35%, qualsiasi risultato di 36 o più varrà come successo"
    brp.run("roll", "Ada", "--skill", "Nascondersi", "--dice", "20")
    assert brp.json("show", "Ada")["ticks"] == ["Nascondersi"]
    rolled = brp.json("experience", "Ada", "--dice", "36,4")[0]
    assert (rolled["value"], rolled["roll"], rolled["improved"], rolled["gain"]) == (
        35,
        36,
        True,
        4,
    )
    shown = brp.json("show", "Ada")
    assert shown["skills"]["Nascondersi"] == 39 and shown["ticks"] == []
    assert [w["value"] for w in brp.json("why", "Ada", "Nascondersi")] == [35, 39]


def test_the_bears_derived_values(brp, tmp_path):
    # 7: COS 13, TAG 20 → 17 PF; FOR+TAG 41 → +2D6
    # The bear is the Master's: an NPC, no player, out of the party.
    brp.run("npc", "add", "Orso", "--from", str(SAMPLE / "orso.toml"))
    bear = brp.json("show", "Orso")
    assert bear["player"] is None and bear["npc"] is True
    assert "Orso" not in [row["name"] for row in brp.json("character", "list")]
    assert (bear["pf"], bear["damage_bonus"]) == ({"current": 17, "max": 17}, "+2D6")
    assert bear["armour_points"] == 3 and bear["mov"] == 14
    assert bear["characteristics"]["FAS"] is None


@pytest.mark.parametrize(
    "args, rule",
    [
        (
            ("roll", "Ada", "--skill", "Lingua (Inglese)", "--dice", "3"),
            "0% chance and cannot be tried (2.6 Abilità",
        ),
        (
            ("roll", "Ada", "--skill", "Ricerca", "--dice", "101"),
            "a d100 has no face 101 (1.3 Dadi",
        ),
        (("pp", "spend", "Ada", "12"), "below 0 (2.5 Caratteristiche Derivate)"),
        (("roll", "Ada", "--char", "TAG", "--dice", "3"), "TAG has no characteristic"),
        (("experience", "Ada"), "no ticked skill (3.5 Esperienza)"),
        (("damage", "Ada", "--dice", "3,2"), "no hit to roll damage for"),
        (("parry", "Bepi", "--with", "Rissa", "--dice", "3"), "no successful attack"),
        (("resist", "25", "15", "--dice", "50"), "needs 0 dice, 1 were typed"),
        (("wound", "Ada", "0"), "damage must be 1..999"),
        (("firstaid", "Ada", "--wound", "nope1234", "--dice", "3,3"), "no wound"),
    ],
)
def test_refusals_exit_1_with_one_line_and_record_nothing(brp, args, rule):
    assert rule in brp.refused(*args)


def test_first_aid_twice_on_one_wound_is_refused(brp):
    cut = brp.json("wound", "Ada", "4")[0]
    brp.run("firstaid", "Ada", "--wound", cut["id"], "--dice", "90")  # failed
    line = brp.refused("firstaid", "Ada", "--wound", cut["id"], "--dice", "10,2")
    assert "a wound is treated once (5.14 Guarigione)" in line


def test_bad_usage_exits_2(brp):
    brp.run("roll", "Ada", "--dice", "3", expect=2)  # neither --skill nor --char
    brp.run("roll", "Ada", "--skill", "Ricerca", "--difficulty", "epic", expect=2)
    brp.run("oppose", "Ada", "Bepi:Ricerca", expect=2)
    brp.run("resist", "FOR", "15", expect=2)  # whose FOR?


def test_a_hostile_note_is_kept_and_rendered_inert(brp, tmp_path):
    note = '<script>alert(1)</script> <img src="file:///etc/passwd">'
    brp.run("roll", "Ada", "--skill", "Ricerca", "--dice", "3", "--note", note)
    out = tmp_path / "c.html"
    brp.run("chronicle", "--format", "html", "--out", str(out))
    html = out.read_text()
    assert "<script>alert" not in html and "&lt;script&gt;" in html
    assert '<img src="file:' not in html
    brp.refused("roll", "Ada", "--skill", "Ricerca", "--dice", "3", "--note", "a\x1bb")


def test_voids_undo_a_wound_and_the_faint_it_caused(brp):
    suffered = brp.json("wound", "Ada", "10", "--armour", "0")  # 12 → 2: faints
    assert [e["type"] for e in suffered] == [
        "WoundSuffered",
        "CharacterFellUnconscious",
    ]
    brp.run("void", suffered[1]["id"], "--reason", "era solo stordita")
    ada = brp.json("show", "Ada")
    assert (ada["status"], ada["pf"]["current"]) == ("active", 2)
    brp.run("void", suffered[0]["id"], "--reason", "il colpo l'aveva mancata")
    assert brp.json("show", "Ada")["pf"]["current"] == 12
