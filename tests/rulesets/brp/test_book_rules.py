"""The SRD's rules the journal met wrong or missing (issue 28), through
`journal` with typed dice: negative PF outside a round, PP and a fallen POT,
Arti Marziali, opposed rolls of three, an object's TAG, poison and antidotes,
teaching and free checks, the sheet's rules (starting weapons, wings, shields
as armour, moved points), the armour a wound meets.

Ada: FOR 13, COS 11, TAG 13 (12 PF), POT 11, hard leather (2), Ricerca 60.
Bepi: COS 12, TAG 12 (12 PF), no armour, Ricerca 25. Cecco: Rissa 60, Arti
Marziali 30, Insegnare 70, Ricerca 50, Nascondersi 50, an Oplitico shield.
"""

from __future__ import annotations

import pytest

from tests.rulesets.brp.scenario import SAMPLE, brp_table, last, with_cecco
from tests.rulesets.lines import j, refused, run


@pytest.fixture
def brp(table, tmp_path):
    return with_cecco(brp_table(table, tmp_path), tmp_path)


def kinds(events) -> list[str]:
    return [e["type"] for e in events]


def test_below_zero_outside_a_round_only_first_aid_saves(brp):
    # 5.12: "I personaggi possono subire ferite che eccedono i loro punti ferita
    # ... è necessario utilizzare Primo Soccorso per riportare i punti ferita
    # negativi nuovamente in positivo"; 5.14: "può essere salvato dalla morte se
    # viene riportato a 1 Punto Ferita entro la fine del round". A 15 m fall:
    # 5D6 = 17 on Bepi's 12 PF leaves him at −5.
    fell = j(brp, "fall Bepi 15 --dice 4,4,3,3,3")
    assert kinds(fell) == [
        "FallSuffered",
        "CharacterFellUnconscious",
        "CombatRoundStarted",  # the round in which he dies or is saved
    ]
    assert j(brp, "show Bepi")["pf"]["current"] == -5
    line = refused(brp, "heal Bepi --weeks 1 --dice 3")
    assert "only First Aid brings a character back above 0 (5.12" in line
    died = j(brp, "round end")
    assert last(died, "CharacterDied")["cause"] == "pf"


def test_first_aid_within_the_round_of_the_fall_saves(brp):
    # Cecco's Primo Soccorso 30 (base): a 05 is special, 1D3+3 = 6: −5 → 1 PF.
    run(brp, "fall Bepi 15 --dice 4,4,3,3,3")
    aided = j(brp, "firstaid Bepi --wound last --by Cecco --dice 05,3")[-1]
    assert (aided["result"], aided["healed"]) == ("special", 6)
    assert kinds(j(brp, "round end")) == ["CombatRoundEnded"]
    bepi = j(brp, "show Bepi")
    assert (bepi["status"], bepi["pf"]["current"]) == ("unconscious", 1)


def test_power_points_follow_a_fallen_pot(brp):
    # 2.5: "I Punti Potere sono pari al POT": Ada's POT 11 loses 3.
    run(brp, "characteristic lose Ada POT 3 --cause table")
    assert j(brp, "show Ada")["pp"] == {"current": 8, "max": 8}


def test_arti_marziali_is_never_rolled_on_its_own(brp):
    # 2.6: "Arti Marziali non viene tirata separatamente: se un personaggio
    # effettua un attacco Rissa ed il risultato è inferiore anche al valore
    # dell'abilità Arti Marziali, il dado del danno (ma non il Bonus al Danno)
    # viene raddoppiato."
    line = refused(brp, 'roll Cecco --skill "Arti Marziali" --dice 10')
    assert "Arti Marziali is never rolled on its own" in line
    assert line.endswith("(2.6 Abilità)")
    hit = j(brp, "attack Cecco --weapon Rissa --at Bepi --dice 20")[-1]
    assert hit["result"] == "success"
    assert j(brp, "show Cecco")["ticks"] == ["Rissa", "Arti Marziali"]
    dealt = j(brp, "damage Cecco --dice 3")[0]  # 1D3 3, doubled; BD none
    assert (dealt["doubled"], dealt["rolled"], dealt["total"]) == (True, 6, 6)


def test_an_opposed_roll_of_three_sides(brp):
    # 3.3: "Se più di una parte ha ottenuto un successo, il tiro che ha
    # conseguito il successo di qualità più alta ... è quello che ottiene il
    # risultato previsto. In questo caso, il successo qualitativamente minore
    # viene ridotto."
    opposed = j(brp, "oppose Ada:Ricerca Bepi:Ricerca Cecco:Ricerca --dice 30,60,02")
    found = opposed[0]
    assert [s["level"] for s in found["sides"]] == ["success", "failure", "special"]
    assert [s["after"] for s in found["sides"]] == ["failure", "failure", "success"]
    assert (found["winner"], found["double"]) == (2, False)
    # two specials cancel each other: the success left wins
    found = j(brp, "oppose Ada:Ricerca Bepi:Ricerca Cecco:Ricerca --dice 05,20,02")[0]
    assert [s["after"] for s in found["sides"]] == ["failure", "success", "failure"]
    assert found["winner"] == 1


def test_an_objects_tag_by_name(brp):
    # 3.4: "Per sollevare un qualunque oggetto, un personaggio confronta la sua
    # FOR ... con la TAG dell'oggetto": Porta 4-8, Automobile 50.
    door = j(brp, "resist FOR Porta=6 --for Ada --dice 85")[0]
    assert (door["passive_label"], door["passive"], door["chance"]) == ("Porta", 6, 85)
    assert door["result"] == "success"
    assert "Porta has TAG 4–8: say which" in refused(brp, "resist FOR Porta --for Ada")
    car = j(brp, "resist FOR Automobile --for Ada")[0]
    assert (car["passive"], car["result"]) == (50, "automatic failure")


def test_poison_waits_three_rounds(brp):
    # 6.10: "il danno da veleno non viene inflitto nello stesso round ... questo
    # ritardo è pari a tre round di combattimento per i veleni ad azione rapida"
    # EFF 6 against Bepi's COS 12: he resists at 80%; 81 fails, all 6 to PF.
    run(brp, "round start")
    dosed = j(brp, "poison Bepi 6 --name cicuta --dice 81")[0]
    assert (dosed["type"], dosed["chance"], dosed["damage"]) == ("PoisonDosed", 80, 6)
    for _ in range(3):
        assert j(brp, "show Bepi")["pf"]["current"] == 12
        run(brp, "round end")
        started = j(brp, "round start")
    assert kinds(started) == ["CombatRoundStarted", "PoisonTookEffect"]
    assert j(brp, "show Bepi")["pf"]["current"] == 6


def test_a_slow_poison_lands_when_the_table_says(brp):
    # "di tre turni completi per quelli ad azione più lenta"
    run(brp, "poison Bepi 6 --name aconito --slow --dice 81")
    assert j(brp, "show Bepi")["poisons"][0]["poison"] == "aconito"
    landed = j(brp, "poison-effect Bepi --name aconito")[0]
    assert (landed["damage"], landed["cause"]) == (6, "table")
    assert j(brp, "show Bepi")["pf"]["current"] == 6


def test_an_antidote_is_for_one_poison(brp):
    # 6.10: "Se un personaggio ha assunto l'antidoto per un veleno entro i sei
    # turni antecedenti all'avvelenamento, l'EFF dell'antidoto viene sottratto"
    run(brp, "antidote Bepi 5 --for cicuta")
    other = j(brp, "poison Bepi 13 --name aconito --dice 90")[0]
    assert (other["antidote"], other["effective"]) == (0, 13)
    same = j(brp, "poison Bepi 13 --name Cicuta --dice 90")[0]
    assert (same["antidote"], same["effective"], same["damage"]) == (5, 8, 8)
    brp.run("antidote", "Bepi", "5", expect=2)  # for which poison?


def test_one_skill_taught_at_a_time(brp):
    # 3.5: "in questo modo un personaggio non può imparare più di un'abilità per
    # volta". Cecco's Insegnare 70 (capped at Ricerca 50), then Ricerca: 30, 40.
    taught = j(brp, "teach Cecco Bepi Ricerca --dice 30,40")[0]
    assert taught["ticked"] and j(brp, "show Bepi")["studying"] == "Ricerca"
    line = refused(brp, "teach Cecco Bepi Nascondersi --dice 30,40")
    assert "learning Ricerca until its experience roll: one skill at a time" in line
    run(brp, "experience Bepi --dice 20")  # 20 ≤ 25: no gain; the tick clears
    run(brp, "teach Cecco Bepi Nascondersi --dice 30,40")


def test_four_free_checks_an_interlude(brp):
    # 3.5: "il Game Master può anche concedere ai personaggi quattro prove di
    # esperienza gratuite a loro scelta"
    run(brp, "freechecks Bepi Ricerca Ascoltare Nascondersi")
    line = refused(brp, "freechecks Bepi Schivare Scalare")
    assert "has had 3 of the 4 free checks of this interlude" in line
    run(brp, "freechecks Bepi Schivare")
    run(brp, "scene end")
    run(brp, "adventure start Altra")
    run(brp, "freechecks Bepi Scalare")  # the next interlude


def test_a_new_character_starts_with_weapons_at_50_percent(brp, tmp_path):
    # 2.9: "Qualsiasi arma di cui il personaggio possiede un punteggio nella
    # relativa abilità pari o superiore a 50%"
    sheet = (SAMPLE / "giulia.toml").read_text(encoding="utf-8")
    bow = sheet + '\n[[weapons]]\nname = "Arco Lungo"\n'
    (tmp_path / "giulia.toml").write_text(bow, encoding="utf-8")
    line = refused(brp, f"character create --from {tmp_path / 'giulia.toml'}")
    assert "Arco Lungo needs Arma a Distanza (Arco) at 50% or more" in line
    assert "not 5%" in line and line.endswith("(2.9 Equipaggiamento)")
    (tmp_path / "giulia.toml").write_text(sheet, encoding="utf-8")  # Pistola 50
    run(brp, f"character create --from {tmp_path / 'giulia.toml'}")


def test_natural_wings_fly_at_des_times_4(brp, tmp_path):
    # 2.6 Volare: "Se ha un'abilità naturale (per esempio, delle ali) la
    # probabilità è DES×4", DES×½ with technology. Bepi: DES 10.
    from tests.rulesets.brp.scenario import BEPI

    winged = BEPI.replace('name = "Bepi Sala"', 'name = "Ala"\nwings = true')
    (tmp_path / "ala.toml").write_text(winged, encoding="utf-8")
    run(brp, f"character create --from {tmp_path / 'ala.toml'}")
    assert j(brp, "show Ala")["skills"]["Volare"] == 40
    assert j(brp, "show Bepi")["skills"]["Volare"] == 5


def test_a_shield_held_still_is_armour(brp, tmp_path):
    # 5.11: "Se lo scudo è immobile, vanno usati i suoi punti armatura ... Se è
    # stato danneggiato, andranno ridotti i suoi punti ferita e punti armatura"
    from tests.rulesets.brp.scenario import CECCO

    held = CECCO.replace("Cecco Rana", "Dino") + '[[armour]]\nname = "Oplitico"\n'
    (tmp_path / "dino.toml").write_text(held, encoding="utf-8")
    run(brp, f"character create --from {tmp_path / 'dino.toml'}")
    assert j(brp, "show Dino")["armour_points"] == 16
    run(brp, 'attack Ada --weapon "Spada Corta" --at Dino --dice 05')  # special
    parried = j(brp, 'parry Dino --with "Scudo Oplitico" --dice 20')[0]  # success
    assert parried["item_damage"][0]["points"] == 2  # 5.8
    assert j(brp, "show Dino")["armour_points"] == 14
    dealt = j(brp, "damage Ada --dice 6,4")[0]  # a plain hit: 6+1 + 4, less 14
    assert (dealt["total"], dealt["armour"], dealt["net"]) == (11, 14, 0)


def test_moved_points_come_from_another_characteristic(brp, tmp_path):
    # 2.3: "può spostare fino a 3 punti da una caratteristica a un'altra"
    sheet = (SAMPLE / "giulia.toml").read_text(encoding="utf-8")
    chars = "FOR = 11, COS = 12, TAG = 13, INT = 15, POT = 13, DES = 14, FAS = 12"
    full = "FOR = 19, COS = 18, TAG = 18, INT = 18, POT = 18, DES = 18, FAS = 18"
    (tmp_path / "g.toml").write_text(sheet.replace(chars, full), encoding="utf-8")
    line = refused(brp, f"character create --from {tmp_path / 'g.toml'}")
    assert "none to have given or taken them" in line
    moved = full.replace("INT = 18", "INT = 17")  # the point came from INT
    (tmp_path / "g.toml").write_text(sheet.replace(chars, moved), encoding="utf-8")
    run(brp, f"character create --from {tmp_path / 'g.toml'}")


def test_a_wound_meets_the_armour_worn_as_damage_does(brp):
    # 5.12: "un personaggio illeso ha 12 Punti Ferita e sta indossando
    # un'armatura di cuoio rigido (da 2 punti). Subisce 6 punti di danno ... Ciò
    # lo porta a 8 punti ferita."
    suffered = j(brp, "wound Ada 6")[0]
    assert (suffered["armour"], suffered["net"]) == (2, 4)
    assert j(brp, "show Ada")["pf"]["current"] == 8
    assert j(brp, "wound Ada 3 --armour 0")[0]["net"] == 3  # told otherwise
