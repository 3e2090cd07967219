"""The combat round as the SRD runs it (issue 28), through `journal` with typed
dice: the order by DES rank, one attack or other action a round, the
crossbow's round to reload, ambushes, darkness, a related specialisation.

Ada: DES 12, Spada Corta (Arma da Mischia (Spada) 50), POT 11, 12 PF, hard
leather. Bepi: DES 10, no weapon. Cecco: DES 12, Pistola 40, Lancia Lunga 45,
Pugnale 60, a light crossbow 40, an Oplitico shield (Scudo 30).
"""

from __future__ import annotations

import pytest

from tests.rulesets.brp.scenario import SAMPLE, brp_table, last, with_cecco
from tests.rulesets.lines import j, refused, run


@pytest.fixture
def brp(table, tmp_path):
    return with_cecco(brp_table(table, tmp_path), tmp_path)


def order(events) -> list[tuple]:
    started = last(events, "CombatRoundStarted")
    return [(o["name"].split()[0], o["rank"], o["place"]) for o in started["order"]]


def test_at_the_same_rank_the_weapons_length_decides(brp):
    # 5.4: "Coloro che attaccano con armi a distanza ... possono farlo prima di
    # chi attacca in corpo a corpo. Dopo di questi, agiscono i personaggi che
    # brandiscono armi lunghe (lance, giavellotti, ecc...), poi quelli con armi
    # di lunghezza media (spade, asce, ecc...) e infine coloro armati di armi
    # corte (pugnali, ecc...) o disarmati."
    events = j(brp, 'round start "Ada:Spada Corta" "Cecco:Lancia Lunga"')
    assert order(events) == [("Cecco", 12, 1), ("Ada", 12, 2)]  # long, medium
    run(brp, "round end")
    events = j(brp, 'round start "Cecco:Pugnale" "Ada:Spada Corta"')
    assert order(events) == [("Ada", 12, 1), ("Cecco", 12, 2)]  # medium, short
    run(brp, "round end")
    events = j(brp, 'round start "Ada:Spada Corta" Cecco:Pistola')
    assert order(events) == [("Cecco", 12, 1), ("Ada", 12, 2)]  # ranged first


def test_moving_halves_or_quarters_the_rank_and_drawing_costs_5(brp):
    # 5.3: "muoversi tra i 6 e i 15 metri e agire a un ordine di DES pari alla
    # metà del normale. Muoversi tra i 16 e i 29 metri ... un quarto"; 6.6:
    # "Estrarre un'arma ... riduce l'effettivo ordine di DES di -5".
    events = j(brp, "round start Ada Cecco Bepi --move Ada=10 --move Cecco=20")
    assert order(events) == [("Bepi", 10, 1), ("Ada", 6, 2), ("Cecco", 3, 3)]
    run(brp, "round end")
    events = j(brp, "round start Ada Bepi --draw Ada")
    assert order(events) == [("Bepi", 10, 1), ("Ada", 7, 2)]  # 12 − 5
    run(brp, "round end")
    # "circa 30 metri ... a patto di non eseguire nessun'altra azione al di
    # fuori di quelle difensive"
    run(brp, "round start Ada Bepi --move Ada=30")
    line = refused(brp, 'attack Ada --weapon "Spada Corta" --at Bepi --dice 10')
    assert "no action but parries and dodges (5.3 Movimento)" in line


def test_one_attack_or_other_action_a_round(brp):
    # 4.3: "In ogni round di combattimento, un personaggio può solitamente
    # effettuare un singolo attacco o altra azione"
    run(brp, "round start")
    run(brp, 'attack Ada --weapon "Spada Corta" --at Bepi --dice 90')
    line = refused(brp, 'attack Ada --weapon "Spada Corta" --at Bepi --dice 10')
    assert "has made its attack this round" in line
    assert "(4.3 Il Round di Combattimento)" in line
    run(brp, "round end")
    run(brp, "round start")
    run(brp, 'attack Ada --weapon "Spada Corta" --at Bepi --dice 10')  # a new round


def test_the_bear_attacks_twice_a_round_but_bites_once(brp, tmp_path):
    # 7: "Gli orsi possono attaccare due volte in un round, utilizzando due
    # attacchi con gli artigli o un'artigliata e un morso."
    run(brp, f"npc add Orso --from {SAMPLE / 'orso.toml'}")  # the Master's bear
    run(brp, "round start")
    run(brp, "attack Orso --weapon Morso --at Bepi --dice 90")
    assert "once" in refused(brp, "attack Orso --weapon Morso --at Bepi --dice 90")
    run(brp, "attack Orso --weapon Artigli --at Bepi --dice 90")
    line = refused(brp, "attack Orso --weapon Artigli --at Bepi --dice 90")
    assert "has made its 2 attacks this round" in line


def test_a_crossbow_shoots_once_every_two_rounds(brp):
    # 5.9: "Una balestra richiede un intero round di combattimento per essere
    # ricaricata, quindi può sparare un colpo ogni due round."
    run(brp, "round start")
    run(brp, 'attack Cecco --weapon "Balestra Leggera" --at Bepi --dice 90')
    line = refused(brp, 'reload Cecco "Balestra Leggera"')
    assert "has attacked this round: reloading Balestra Leggera" in line
    run(brp, "round end")
    run(brp, "round start")
    run(brp, 'reload Cecco "Balestra Leggera"')
    line = refused(brp, 'attack Cecco --weapon "Balestra Leggera" --at Bepi --dice 9')
    assert "has spent this round on reloading" in line
    run(brp, "round end")
    run(brp, "round start")
    shot = j(brp, 'attack Cecco --weapon "Balestra Leggera" --at Bepi --dice 9')
    assert last(shot, "AttackRolled")["result"] == "success"


def test_a_related_specialisation_attacks_at_difficult(brp):
    # 5.5: "si può utilizzare una specializzazione affine a quella dell'arma
    # impugnata, sebbene a livello Difficile (½ probabilità). Per esempio ... una
    # spada con la specializzazione relativa al pugnale"
    hit = j(
        brp,
        'attack Cecco --weapon "Spada Corta" --at Bepi '
        '--skill "Arma da Mischia (Pugnale)" --dice 30',
    )[-1]
    assert (hit["skill"], hit["value"], hit["chance"]) == (
        "Arma da Mischia (Pugnale)",
        60,
        30,
    )
    assert hit["result"] == "success"
    line = refused(
        brp, 'attack Cecco --weapon "Spada Corta" --at Bepi --skill Rissa --dice 3'
    )
    assert "not a specialisation of Arma da Mischia" in line


def test_darkness_near_and_total(brp):
    # 6.4: "nell'oscurità quasi totale ... tutte le abilità di combattimento
    # diventano Difficili. Nel buio più totale, tutte le abilità di combattimento
    # sono pari al valore di POT trattato come percentuale o sono Difficili (il
    # punteggio più basso tra i due)." Ada: Spada 50, POT 11.
    near = j(
        brp, 'attack Ada --weapon "Spada Corta" --at Bepi --darkness near --dice 25'
    )
    assert (near[-1]["chance"], near[-1]["result"]) == (25, "success")
    total = j(
        brp, 'attack Ada --weapon "Spada Corta" --at Bepi --darkness total --dice 12'
    )
    assert (total[-1]["chance"], total[-1]["modifiers"]) == (11, {"darkness": -39})
    assert total[-1]["result"] == "failure"


def test_an_ambush_in_melee_leaves_only_parry_or_dodge(brp):
    # 6.1: "Se l'attaccante sta utilizzando un'arma da mischia, per un round di
    # combattimento il difensore può provare solo a Schivare o a parare"
    run(brp, "round start")
    sprung = j(brp, 'attack Ada --weapon "Spada Corta" --at Cecco --ambush --dice 20')
    assert [e["type"] for e in sprung] == ["AmbushSprung", "AttackRolled"]
    run(brp, 'parry Cecco --with "Scudo Oplitico" --dice 90')  # a defence: allowed
    line = refused(brp, "attack Cecco --weapon Pugnale --at Ada --dice 10")
    assert "may only parry or dodge (6.1 Imboscata)" in line
    run(brp, "round end")
    run(brp, "round start")
    run(brp, "attack Cecco --weapon Pugnale --at Ada --dice 10")  # "normalmente"


def test_a_ranged_ambush_is_easy(brp):
    # 6.1: "colui che sta preparando l'imboscata ottiene un singolo round di
    # combattimento in cui tutti i suoi attacchi sono Facili"
    run(brp, "round start")
    shot = j(brp, "attack Cecco --weapon Pistola --at Bepi --ambush --dice 80")[-1]
    assert (shot["chance"], shot["result"], shot["ticked"]) == (80, "success", False)
