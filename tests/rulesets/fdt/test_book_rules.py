"""Fuori dal Tempo's rules the journal met wrong or missing (issue 28), through
`journal` with typed dice: a rest after lost sleep, a check at 20 or more,
alternate rounds and a panicked flight, moving in a fight, the ambush and
impaling, Mana stored in items, the carattere, Mani nude past 84.

Katariello: Costituzione 14 (17 pV), Intelletto 9, Psiche 10 (Mana 3), Forza 16,
Velocità 12, Armi da mischia 14, Navigare 13, an Ascia d8. Lirien: Agilità 15
with her leather (+3), Velocità 13, Furtività 12, Mira 15, Mana 10, an Arco d6.
The boar: vita 14, ag +1, c 1, v 16, fr 16, Morso (12 − d4).
"""

from __future__ import annotations

import pytest

from tests.rulesets.fdt.test_scenarios import SAMPLE, boar
from tests.rulesets.lines import j, refused, run


@pytest.fixture
def sea(table):
    run(table, 'campaign new "Mare in burrasca" --ruleset fdt')
    run(table, "player add Ana Bruno")
    for sheet in ("katariello.toml", "lirien.toml"):
        run(table, f"character create --from {SAMPLE / sheet}")
    run(table, 'adventure start "Lo Stuarpen"')
    run(table, "session start --date 2026-11-21")
    run(table, 'scene start "La spiaggia"')
    return table


def test_a_rest_makes_up_the_sleep_then_recovers(sea):
    # 2.3: "continuerà a perdere 2 punti (in tutto) al giorno, finché non
    # recupererà il sonno perso"; "per ogni 3 ore di sonno (o parte delle 3 ore)
    # recupera 1d4 pV"; "per ogni ora di sonno recupera 2 Mana". Katariello at
    # pV 13/17 and Mana 3/3 stays awake two days (−4: pV 13/13, Mana 0/0).
    run(sea, "damage Katariello 4")
    run(sea, "awake Katariello --days 2")
    kat = j(sea, "show Katariello")
    assert (kat["pv"], kat["mana"]) == (
        {"current": 13, "max": 13},
        {"current": 0, "max": 0},
    )
    # 8 hours: the sleep made up first, then Costituzione 14 against a 9 (3d4:
    # 2+2+2) and Psiche 10 against a 5 (2 an hour).
    rested = j(sea, "rest Katariello --hours 8 --dice 9,2,2,2,5")
    assert [e["type"] for e in rested] == [
        "SleepRecovered",
        "VitaRecovered",
        "ManaRecovered",
    ]
    kat = j(sea, "show Katariello")
    assert (kat["pv"], kat["mana"]) == (
        {"current": 17, "max": 17},
        {"current": 3, "max": 3},
    )


def test_at_20_or_more_the_player_may_roll_anyway(sea):
    # 2.1: "se il personaggio ha almeno 10, può compiere automaticamente le
    # azioni molto facili"; 3.2: "Nel caso un check venga ignorato, si perde
    # l'opportunità di un pompaggio check." Navigare 13 + 10 = 23.
    (done,) = j(sea, "roll Katariello Navigare --difficulty molto-facile")
    assert (done["type"], done["roll"]) == ("CheckIgnored", None)
    (rolled,) = j(
        sea, "roll Katariello Navigare --difficulty molto-facile --roll-anyway --dice 1"
    )
    assert (rolled["type"], rolled["target"], rolled["natural"]) == (
        "CheckRolled",
        23,
        True,
    )
    run(sea, "pix award Katariello 20 --reason master")
    assert j(sea, "pump Katariello Navigare --check")[0]["cost"] == 15
    (twenty,) = j(
        sea,
        "roll Katariello Navigare --difficulty molto-facile --roll-anyway --dice 20",
    )
    assert twenty["result"] == "failure"  # "regola del 20 naturale"


def test_rounds_alternate(sea):
    # 2.5: "Il combattimento si svolge in round alterni: nel proprio round il
    # personaggio attacca l'avversario, mentre nel round altrui si difende"
    boar(sea)
    run(sea, "attack Katariello --at Baljeddur --weapon Ascia --dice 20")
    line = refused(sea, "attack Katariello --at Baljeddur --weapon Ascia --dice 3,2")
    assert "Katariello has had its round: the other side's round comes" in line
    assert line.endswith("(2.5 il Combattimento)")
    run(sea, "attack Baljeddur --at Katariello --skill Morso --dice 20")
    run(sea, "attack Katariello --at Baljeddur --weapon Ascia --dice 3,2")


def test_a_panicked_fighter_flees_its_rounds(sea):
    # 2.5: "fallisce di poco (da 1 a 4 punti di scarto) ... vedrà il suo
    # personaggio scappare ... per un numero di round pari allo scarto". The
    # boar loses 9 of its 14 pV: Freddezza 16 against an 18 fails by 2.
    run(sea, "campaign option panic on")
    boar(sea)
    run(sea, "attack Katariello --at Baljeddur --weapon Ascia --dice 5,7")
    assert j(sea, "panic Baljeddur --dice 18")[0]["rounds"] == 2
    line = refused(sea, "attack Baljeddur --at Katariello --skill Morso --dice 3,2")
    assert "flees in panic for 2 more round(s): journal flee Baljeddur" in line
    run(sea, "flee Baljeddur")
    run(sea, "attack Katariello --at Baljeddur --weapon Ascia --dice 20")
    assert "1 more round" in refused(
        sea, "attack Baljeddur --at Katariello --skill Morso --dice 3,2"
    )
    run(sea, "flee Baljeddur")
    run(sea, "attack Katariello --at Baljeddur --weapon Ascia --dice 20")
    run(sea, "attack Baljeddur --at Katariello --skill Morso --dice 20")  # over


def test_sprint_flight_and_fighting_retreat(sea):
    # 2.4: running flat out "può percorrere in un round un numero di metri pari
    # alla propria Velocità ... perde il bAgilità sugli attacchi avversari";
    # leaving melee, "se tenta la fuga ... perdendo il suo bAgilità per il
    # prossimo round; se invece arretra combattendo, utilizza la metà dei punti
    # di Velocità ... ma mantiene il bAgilità".
    boar(sea)
    assert "no melee" in refused(sea, "retreat Katariello")  # no fight yet
    assert j(sea, "sprint Katariello")[0]["metres"] == 12
    bite = j(sea, "attack Baljeddur --at Katariello --skill Morso --dice 20")[0]
    assert bite["target"] == 12  # Morso 12, no bAgilità +3
    run(sea, "attack Lirien --at Baljeddur --weapon Arco --dice 20")
    bite = j(sea, "attack Baljeddur --at Lirien --skill Morso --dice 20")[0]
    assert bite["target"] == 9
    assert j(sea, "retreat Lirien")[0]["metres"] == 7  # half of 13, up
    bite = j(sea, "attack Baljeddur --at Lirien --skill Morso --dice 20")[0]
    assert bite["target"] == 9  # 12 − her bAgilità +3, kept
    assert j(sea, "flee Lirien")[0]["metres"] == 13
    bite = j(sea, "attack Baljeddur --at Lirien --skill Morso --dice 20")[0]
    assert bite["target"] == 12  # lost for the next round


def test_a_sprint_lasts_about_ten_rounds(sea):
    # 2.4: "non può mantenersi in tiro per più di una decina di round"
    for _ in range(10):
        run(sea, "sprint Lirien")
    assert "must slow down or rest" in refused(sea, "sprint Lirien")


def test_the_ambush_is_a_challenge_and_the_winner_strikes_first(sea):
    # 2.6: "va tirato un ch di sfida ... Chi vince il check può attaccare per
    # primo; se attacca, aggiunge il bPercezione (o bFurtività) al tiro di
    # attacco e al danno." Lirien's Furtività 12 against the boar's Percezione
    # (no number: 10): 12 against a 9, she wins with bFurtività +1.
    boar(sea)
    won = j(sea, "ambush Lirien --on Baljeddur --dice 9")[0]
    assert (won["name"], won["target"], won["winner_name"], won["bonus"]) == (
        "Furtività",
        12,
        "Lirien",
        1,
    )
    line = refused(sea, "attack Baljeddur --at Lirien --skill Morso --dice 3,2")
    assert "Lirien won the ambush and strikes first (2.6" in line
    shot, hurt = j(sea, "attack Lirien --at Baljeddur --weapon Arco --dice 15,2")
    assert (shot["modifiers"], shot["target"]) == ({"agility": -1, "ambush": 1}, 15)
    assert hurt["bonuses"] == {"ambush": 1} and hurt["net"] == 2  # 2 + 1 − 1


def test_impaling_after_a_charge(sea):
    # 2.6 Carica: "richiede che l'attaccante abbia impiegato tutto il suo round
    # precedente correndo"; Impalare: "un chForza modificato dal peso
    # dell'avversario (-1 per ogni 10 chili di peso). Se il tiro riesce il danno
    # è automatico ed è pari al doppio del danno dell'arma."
    boar(sea)
    line = refused(sea, "impale Katariello --at Baljeddur --weight 90 --dice 4,6")
    assert "has not run Baljeddur through with a charge" in line
    run(sea, "sprint Katariello")
    run(
        sea, "attack Katariello --at Baljeddur --weapon Ascia --style carica --dice 5,1"
    )
    run(sea, "fight pass Baljeddur --reason 'si dibatte'")
    tried, dealt, *_ = j(sea, "impale Katariello --at Baljeddur --weight 90 --dice 4,6")
    assert (tried["score"], tried["modifier"], tried["target"]) == (16, -9, 7)
    assert (dealt["rolled"], dealt["doubled"], dealt["gross"], dealt["net"]) == (
        6,
        True,
        12,
        11,
    )


def test_mana_stored_in_items_and_its_cap(sea):
    # 2.3: "questo Mana può essere utilizzato come il Mana proprio, a condizione
    # che il personaggio sia in contatto fisico con l'oggetto"; the optional
    # cap: "il numero di Mana gestibili non può essere maggiore del doppio dei
    # Mana propri attuali". Lirien: Mana 10, a ring of 20.
    run(sea, "campaign option mana-cap on")
    run(sea, "mana hold Lirien Anello 20")
    line = refused(sea, "mana spend Lirien 15 --from Anello=12")
    assert "no more stored Mana than that at once" in line
    spent = j(sea, "mana spend Lirien 15 --for Fulmine --from Anello=10")
    assert [(e["type"], e["amount"]) for e in spent] == [
        ("StoredManaSpent", 10),
        ("ManaSpent", 5),
    ]
    lirien = j(sea, "show Lirien")
    assert (lirien["mana"]["current"], lirien["mana_items"]) == (5, {"Anello": 10})
    run(sea, "mana release Lirien Anello")
    assert "holds no 'Anello'" in refused(sea, "mana spend Lirien 2 --from Anello")


def test_the_carattere_is_three_or_four_adjectives(sea, tmp_path):
    # 1.8: "deve scegliere tre o quattro aggettivi e segnarli sulla scheda; in
    # caso contrario sarà il master ad assegnare il carattere"
    sheet = (SAMPLE / "katariello.toml").read_text(encoding="utf-8")
    two = sheet.replace('"generoso", "impulsivo"', '"generoso"').replace(
        'name = "Katariello"', 'name = "Kat2"'
    )
    (tmp_path / "k.toml").write_text(two, encoding="utf-8")
    line = refused(sea, f"character create --from {tmp_path / 'k.toml'}")
    assert "three or four adjectives, not 2" in line
    assert "three or four" in refused(sea, "personality Lirien fiera taciturna")
    given = j(sea, "personality Lirien fiera taciturna curiosa")[0]
    assert given["adjectives"] == ["fiera", "taciturna", "curiosa"]
    assert "keeps to it" in refused(sea, "personality Lirien allegra gentile buona")


def test_mani_nude_past_84(sea, tmp_path):
    # 1.7 Danno base: "... 79-84 3d8 .. .." goes on a die a size up a row.
    sheet = (SAMPLE / "katariello.toml").read_text(encoding="utf-8")
    strong = (
        sheet.replace('name = "Katariello"', 'name = "Forte"')
        .replace('creation = "normale"', 'creation = "import"')
        .replace('"Mani nude" = 13', '"Mani nude" = 90')
    )
    (tmp_path / "f.toml").write_text(strong, encoding="utf-8")
    run(sea, f"character create --from {tmp_path / 'f.toml'}")
    assert j(sea, "show Forte")["unarmed_damage"] == "2d8+d10"
    assert "Danno base 2d8+d10" in run(sea, "show Forte").stdout
