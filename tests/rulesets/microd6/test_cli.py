"""µD6 through the command line, with the seed's numbers and typed dice."""

from __future__ import annotations

import pytest

from tests.rulesets.lines import j, refused, rolled, run


def test_a_zero_skill_with_two_complications_rolls_four_dice_keeping_the_lowest(
    valdombra,
):
    # l.27: Lia's Scassinare is 0; two complications: −2 dice, 4 keeping the lowest.
    event = rolled(
        valdombra, "roll Lia --stat Scassinare --complication 2 --dice 6,5,4,2"
    )
    assert (event["pool"], event["dice"], event["zero"]) == (-2, [6, 5, 4, 2], True)
    assert (event["kept"], event["outcome"], event["successes"]) == (2, "failure", 0)


def test_two_advantages_and_one_complication_add_one_die(valdombra):
    # l.35: "Se ho 2 vantaggi (+2d) ed 1 complicazione (-1d), tirerò 1 dado in più."
    event = rolled(
        valdombra,
        "roll Lia --stat Furtività --advantage 2 --complication 1 --dice 1,4,2",
    )
    assert (event["pool"], len(event["dice"]), event["outcome"]) == (3, 3, "partial")


def test_two_sixes_at_zero_dice_are_still_one_success(valdombra):
    # l.25: "anche se dovessi tirare due 6, non potrai MAI ottenere più di un successo"
    event = rolled(valdombra, "azione Lia --stat Scassinare --dice 6,6")
    assert (event["pool"], event["outcome"], event["successes"]) == (0, "success", 1)


def test_two_sixes_in_a_pool_are_two_successes(valdombra):
    event = rolled(valdombra, "roll Tomas --stat Combattere --dice 6,6")
    assert (event["outcome"], event["successes"]) == ("success", 2)


def test_a_group_with_a_failure_two_successes_and_a_partial_succeeds(valdombra):
    # l.59: four characters: a failure, two successes, a partial → a success; the
    # leader (Greta, Cercare 2) loses 1 tenacia for the one failure.
    event = rolled(
        valdombra, "group --leader Greta Lia Tomas Dino --stat Cercare --dice 3,2,6,6,5"
    )
    outcomes = [r["outcome"] for r in event["rolls"]]
    assert outcomes == ["failure", "success", "success", "partial"]
    result = (event["outcome"], event["successes"], event["tenacia_lost"])
    assert result == ("success", 1, 1)
    assert j(valdombra, "show Greta")["tenacia"] == 5


@pytest.mark.parametrize(
    "situation, cost",
    [("controllata", 1), ("tesa", 2), ("critica", 3), ("disperata", 4)],
)
def test_resistance_costs_one_two_three_four(valdombra, situation, cost):
    # l.72: tenacia paid first, "controllata: 1, tesa: 2, critica: 3, disperata: 4"
    event = rolled(
        valdombra, f"resist Greta --situation {situation} --stat Vigore --dice 6,1"
    )
    assert (event["cost"], event["pool"], event["zero"]) == (cost, 0, True)
    assert event["consequence"] == "reduced a little"
    assert j(valdombra, "show Greta")["tenacia"] == 6 - cost


def test_a_level_three_wound_drops_to_level_one_on_an_armour_roll_of_six_six(
    valdombra,
):
    # Lia wears light armour: 2 dice; two 6s take two levels off.
    event = rolled(valdombra, "wound Lia 3 --armour --dice 6,6")
    assert (event["level"], event["armour"], event["final"]) == (3, 2, 1)
    wounds = j(valdombra, "show Lia")["wounds"]
    assert (wounds[0]["id"], wounds[0]["level"]) == (event["id"], 1)


def test_show_numbers_the_wounds_and_heal_takes_the_number(valdombra):
    # Words, not internals: `show` numbers the wounds, no event id in sight,
    # and `heal` takes that number.
    first = rolled(valdombra, "wound Lia 3 --cause 'la lancia'")
    second = rolled(valdombra, "wound Lia 1 --complication")
    text = run(valdombra, "show Lia").stdout
    assert "Wounds: #1 Critica (3), #2 Leggera (1) −1d" in text
    assert first["id"] not in text and second["id"] not in text
    rolled(valdombra, "heal Lia '#1' --levels 1")
    levels = [(w["id"], w["level"]) for w in j(valdombra, "show Lia")["wounds"]]
    assert levels == [(first["id"], 2), (second["id"], 1)]
    assert refused(valdombra, "heal Lia 3") == (
        "refused: Lia Corvo has no wound '3' (wounds: 1, 2) (Ferite)"
    )


def test_a_mortal_wound_kills_and_its_void_undoes_it(valdombra):
    event = rolled(valdombra, "ferita Dino mortale --cause 'la trappola'")
    # Dino has 1 tenacia to lower it: dying until he spends it or lets it stand
    assert not event["died"] and j(valdombra, "show Dino")["status"] == "dying"
    stood = rolled(valdombra, "limit Dino 0")
    assert stood["died"] and j(valdombra, "show Dino")["status"] == "dead"
    assert refused(valdombra, "roll Dino --stat Vigore --dice 4") == (
        "refused: Dino is dead (Ferita Mortale)"
    )
    run(valdombra, f"void {stood['id']} --reason 'ci ripensa'")
    assert j(valdombra, "show Dino")["status"] == "dying"
    run(valdombra, f"void {event['id']} --reason 'era solo svenuto'")
    assert j(valdombra, "show Dino")["status"] == "active"


def test_tenacia_buys_off_wound_levels(valdombra):
    event = rolled(valdombra, "wound Tomas 2 --tenacia 2")
    assert (event["tenacia_spent"], event["final"]) == (2, 0)
    tomas = j(valdombra, "show Tomas")
    assert (tomas["tenacia"], tomas["wounds"]) == (2, [])


def test_refusals_record_nothing(valdombra):
    push = "roll Lia --stat Furtività --push --push --dice 1,2,3,4"
    assert refused(valdombra, push) == (
        "refused: only one die a roll comes from pushing yourself "
        "(Superare i propri limiti)"
    )
    assert refused(valdombra, "roll Dino --stat Vigore --push --dice 1,2") == (
        "refused: Dino has 1 tenacia; pushing costs 2 (Superare i propri limiti)"
    )
    assert refused(valdombra, "track spend Dino tenacia 2 --reason x") == (
        "refused: Dino's tenacia would be -1, below its minimum 0 (it is 1) "
        "(journal: tracks)"
    )
    assert refused(valdombra, "resist Dino --situation tesa --dice 6") == (
        "refused: Dino has 1 tenacia; resisting costs 2, paid before the roll "
        "(Tiro Resistenza)"
    )
    assert refused(valdombra, "roll Lia --stat Furtività --dice 7,1") == (
        "refused: a d6 has no face 7 (Tiro Azione)"
    )
    helped = "roll Lia --stat Furtività --help-from Tomas --help-from Greta"
    assert "group action" in refused(valdombra, f"{helped} --dice 1,2,3,4")
    assert refused(valdombra, "wound Lia 5") == (
        "refused: a wound is level 1..4, not 5 (Tipologie di Ferite)"
    )
    assert refused(valdombra, "gear buy Tomas Balestra") == (
        "refused: Tomas Ferro has 2 coins; Balestra costs 3 (Equipaggiamento)"
    )


def test_the_sheet_has_the_contracts_keys(valdombra):
    tomas = j(valdombra, "show Tomas")
    assert tomas["stats"]["Vigore"] == 3 and tomas["tenacia"] == 4
    assert tomas["load"] == {"total": 9, "category": "medium"}
    assert (tomas["wounds"], tomas["status"], tomas["armour"]) == ([], "active", 3)
    assert tomas["tracks"]["tenacia"] == {"value": 4, "min": 0, "max": None}


def test_gear_spends_coins_uses_and_ammunition_and_moves_the_load(valdombra):
    run(valdombra, "gear buy Lia Balestra")
    run(valdombra, "gear use Lia Razioni 5")
    run(valdombra, "gear ammo Lia Balestra 2")
    lia = j(valdombra, "show Lia")
    assert lia["coins"] == 1
    assert lia["load"] == {"total": 6, "category": "medium"}  # 5 + 2 − spent rations
    crossbow = next(i for i in lia["gear"] if i["name"] == "Balestra")
    assert (crossbow["ammo"], crossbow["ammo_max"]) == (2, 4)
    assert refused(valdombra, "gear use Lia Razioni") == (
        "refused: Lia Corvo's Razioni Giornaliere has 0 uses left (Usi)"
    )


def test_the_table_moves_tenacia_freely_and_why_follows_it(valdombra):
    run(valdombra, "track gain Dino tenacia 3 --reason riposo")
    rolled(valdombra, "roll Dino --stat Vigore --push --dice 6,1")
    assert [e["value"] for e in j(valdombra, "why Dino tenacia")] == [1, 4, 2]


def test_odds_are_exact(valdombra):
    odds = j(valdombra, "odds Lia --stat Scassinare --armour 3")
    zero = odds["rows"][0]
    assert (zero["pool"], zero["dice"], zero["zero"]) == (0, 2, True)
    assert zero["exact"] == {"success": "1/36", "partial": "2/9", "failure": "3/4"}
    assert odds["armour"]["exact"]["1"] == "1/36"  # two 6s on light armour's 2 dice


def test_italian_output_and_aliases(valdombra):
    result = run(valdombra, "--lang it prova Lia --stat Tirare --dice 4,5")
    assert "Tiro Azione Tirare 2 = 2D → 4 5: successo parziale [tesa, normale]" in (
        result.stdout
    )
    text = run(valdombra, "--lang it show Tomas").stdout
    assert "Carico 9 (medio)" in text and "Equipaggiamento: Arma a due mani" in text


def test_a_hostile_note_is_refused_or_kept_inert(valdombra, tmp_path):
    assert "control character" in valdombra.refused(
        "roll", "Lia", "--stat", "Tirare", "--dice", "4,5", "--note", "a\x1b[31mb"
    )
    note = "<img src=file:///etc/passwd> [x](javascript:alert(1))"
    valdombra.run("roll", "Lia", "--stat", "Tirare", "--dice", "4,5", "--note", note)
    out = tmp_path / "c.html"
    run(valdombra, f"chronicle --format html --out {out}")
    html = out.read_text()
    assert "&lt;img src=file:///etc/passwd&gt;" in html
    assert "<img src=file" not in html and 'href="javascript' not in html


def test_odds_read_the_state_not_the_history(valdombra, monkeypatch):
    """As `show`: from the read model, never a replay of the whole campaign."""
    from journal.app import JournalApp

    before = j(valdombra, "odds Lia --stat Scassinare --armour 3")

    def replayed(*args, **kwargs):
        raise AssertionError("read the whole history")

    monkeypatch.setattr(JournalApp, "campaign_events", replayed)
    assert j(valdombra, "odds Lia --stat Scassinare --armour 3") == before
