"""The seed's order and limits, through the command line with typed dice (issue 28):
tenacia after the armour roll, each member's own roll in a group, one armour and
one shield, the gear a roll uses."""

from __future__ import annotations

from pathlib import Path

from tests.rulesets.lines import j, refused, rolled, run


def show(table, name: str) -> dict:
    return j(table, f"show {name}")


# -- Limitare i danni: "Fai Tiro Armatura" first, then "Usa la Tenacia" ------------


def test_a_mortal_wound_waits_for_the_tenacia_spent_after_the_armour_roll(valdombra):
    # "Prima di tutto, se hai un'armatura, potresti provare a fare un tiro armatura
    # ... Se questo non dovesse bastare ... puoi comunque usare la tua tenacia! Per
    # ogni tenacia che spendi, ridurrai di 1 il livello della ferita."
    wound = rolled(valdombra, "wound Tomas mortale --armour --dice 3,2,1")
    assert (wound["armour_outcome"], wound["final"], wound["died"]) == (
        "failure",
        4,
        False,
    )
    tomas = show(valdombra, "Tomas")
    assert (tomas["status"], tomas["tenacia"]) == ("dying", 4)
    assert refused(valdombra, "roll Tomas --stat Vigore --dice 6,6,6") == (
        "refused: Tomas Ferro's Ferita Mortale is not final: spend tenacia on it "
        '(`journal limit "Tomas Ferro" N`) or let it stand (`journal limit '
        '"Tomas Ferro" 0`) first (Limitare i danni)'
    )
    limited = rolled(valdombra, "limit Tomas 2")
    assert (limited["before"], limited["final"], limited["died"]) == (4, 2, False)
    tomas = show(valdombra, "Tomas")
    assert (tomas["status"], tomas["tenacia"]) == ("active", 2)
    assert [w["level"] for w in tomas["wounds"]] == [2]


def test_a_mortal_wound_left_to_stand_kills(valdombra):
    # "Ferita Mortale (livello 4): Non c'è speranza, sei spacciato."
    run(valdombra, "wound Dino 4")  # Dino has 1 tenacia: he may still spend it
    assert show(valdombra, "Dino")["status"] == "dying"
    assert rolled(valdombra, "limit Dino 0")["died"]
    assert show(valdombra, "Dino")["status"] == "dead"


def test_a_mortal_wound_kills_at_once_with_no_tenacia_to_lower_it(valdombra):
    run(valdombra, "track spend Dino tenacia 1 --reason 'la fatica'")
    wound = rolled(valdombra, "wound Dino 4")
    assert wound["died"] and show(valdombra, "Dino")["status"] == "dead"


def test_tenacia_lowers_the_wound_just_rolled_and_no_other(valdombra):
    # Lia's light armour (2 dice): one 6 takes one level off a Critica (3).
    wound = rolled(valdombra, "wound Lia 3 --armour --dice 6,1")
    assert wound["final"] == 2
    assert rolled(valdombra, "limit Lia 2")["final"] == 0  # 0: cancelled
    lia = show(valdombra, "Lia")
    assert (lia["wounds"], lia["tenacia"]) == ([], 3)
    run(valdombra, "wound Lia 1")
    run(valdombra, "roll Lia --stat Furtività --dice 4,4")
    assert refused(valdombra, "limit Lia 1") == (
        "refused: Lia Corvo has no wound just suffered: tenacia lowers a wound "
        "right after its armour roll (`journal heal` is the table's care) "
        "(Limitare i danni)"
    )


def test_tenacia_said_before_the_roll_spends_only_what_the_wound_needs(valdombra):
    # Two 6s on the armour take a Critica (3) to a Leggera (1): 1 of the 3 is spent.
    wound = rolled(valdombra, "wound Lia 3 --armour --tenacia 3 --dice 6,6")
    assert (wound["armour_reduced"], wound["tenacia_spent"], wound["final"]) == (
        2,
        1,
        0,
    )
    assert show(valdombra, "Lia")["tenacia"] == 4


# -- Azioni di gruppo: "Tutti ... effettuano il tiro azione" -----------------------


def test_a_wounded_member_rolls_a_die_less_in_a_group_as_alone(valdombra):
    # "alcune ferite comportano automaticamente una complicazione": Greta's
    # Cercare 2 rolls 1 die, in `roll` and in `group` alike.
    run(valdombra, "wound Greta 1 --complication --cause 'un graffio'")
    assert rolled(valdombra, "roll Greta --stat Cercare --dice 3")["pool"] == 1
    event = rolled(
        valdombra, "group --leader Greta Lia Tomas --stat Cercare --dice 3,6,4"
    )
    assert [(r["character"], r["pool"]) for r in event["rolls"]] == [
        ("Greta Salvi", 1),
        ("Lia Corvo", 1),
        ("Tomas Ferro", 1),
    ]
    assert event["rolls"][0]["wound_complications"] == 1
    assert (event["outcome"], event["failures"], event["tenacia_lost"]) == (
        "success",
        1,
        1,
    )
    assert (
        refused(
            valdombra, "group --leader Greta Lia Tomas --stat Cercare --dice 3,3,6,4"
        )
        == "refused: the roll needs 3 dice, 4 were typed (Azioni di gruppo)"
    )


def test_each_member_of_a_group_brings_advantages_push_and_tools(valdombra):
    # Each member's roll is a Tiro Azione: Lia +1d (an advantage), Tomas pushes
    # (+1d for 2 tenacia), Greta's maps (+1d, one use): 3 + 2 + 2 dice.
    line = (
        "group --leader Greta Lia Tomas --stat Cercare --advantage Lia --push Tomas "
        "--with 'Greta=Mappe e Cartine' --complication Tomas=0 --dice 1,2,3,6,4,4,1"
    )
    events = j(valdombra, line)
    used, group = events
    assert (used["type"], used["item"], used["left"]) == (
        "ItemUsed",
        "Mappe e Cartine",
        2,
    )
    assert [r["pool"] for r in group["rolls"]] == [3, 2, 2]
    assert [r["pushed"] for r in group["rolls"]] == [False, False, True]
    assert group["outcome"] == "success" and group["failures"] == 1
    assert show(valdombra, "Tomas")["tenacia"] == 2  # 4 − 2 for pushing
    assert show(valdombra, "Greta")["tenacia"] == 5  # the leader: one failure
    assert "Dino is not in the group action" in refused(
        valdombra, "group --leader Greta Lia --stat Cercare --advantage Dino --dice 1,2"
    )


# -- Armature: one armour ("la indossi") and one shield ("lo imbracci") -----------


def test_one_armour_and_one_shield_are_worn_at_most(valdombra, tmp_path: Path):
    run(valdombra, "gear wear Tomas Scudo")  # heavy armour 3 + shield 1
    assert show(valdombra, "Tomas")["armour"] == 4
    assert rolled(valdombra, "wound Tomas 2 --armour --dice 1,2,3,6")["final"] == 1
    run(valdombra, "gear add Tomas 'Armatura leggera'")  # carried, not worn
    assert show(valdombra, "Tomas")["armour"] == 4
    assert refused(valdombra, "gear wear Tomas 'Armatura leggera'") == (
        "refused: Tomas Ferro already wears Armatura pesante: one armour at a time "
        "(one armour and one shield); take it off first (`journal gear remove`) "
        "(Armature)"
    )
    run(valdombra, "gear remove Tomas 'Armatura pesante'")
    run(valdombra, "gear wear Tomas 'Armatura leggera'")
    assert show(valdombra, "Tomas")["armour"] == 3  # light 2 + shield 1
    sheet = tmp_path / "ugo.toml"
    sheet.write_text(
        'nome = "Ugo"\ngiocatore = "Dario"\nstats = { Vigore = 1 }\n'
        'equipaggiamento = ["Armatura leggera", "Armatura pesante", "Scudo"]\n'
    )
    assert refused(valdombra, f"character create --from {sheet}") == (
        "refused: Ugo would wear Armatura leggera and Armatura pesante: one armour "
        "at a time (one armour and one shield; worn = false on the other) (Armature)"
    )


# -- Equipaggiamento: "+1d" tools and weapons with ammunition ---------------------


def test_a_tool_gives_its_die_with_the_use_it_spends(valdombra):
    # Arnesi da scasso: "Quando li utilizzi, consuma 1 uso e prendi +1d."
    used, roll = j(
        valdombra, "roll Lia --stat Scassinare --with 'Arnesi da scasso' --dice 5"
    )
    assert (used["type"], used["uses"], used["left"]) == ("ItemUsed", 1, 4)
    assert (roll["stat_value"], roll["advantages"], roll["pool"]) == (0, 1, 1)
    assert roll["outcome"] == "partial"
    # Bende: "Quando li utilizzi, prendi +1d": a use too (Usi: "può essere usato
    # fino ad X volte"); a spent tool gives nothing.
    run(valdombra, "gear use Greta Bende 5")
    assert refused(valdombra, "roll Greta --stat Curare --with Bende --dice 6,6,6") == (
        "refused: Greta Salvi's Bende, Erbe ed Unguenti has no uses left (Usi)"
    )
    assert "is no weapon and no tool" in refused(
        valdombra, "roll Lia --stat Agilità --with Razioni --dice 6,6"
    )


def test_an_empty_weapon_cannot_be_used(valdombra):
    # "un'arma con X munizioni non può essere usata se finiscono le munizioni"
    roll = rolled(valdombra, "roll Lia --stat Tirare --with 'Arco corto' --dice 4,5")
    assert roll["pool"] == 2  # a weapon adds no die
    run(valdombra, "gear ammo Lia 'Arco corto' 5")
    assert refused(
        valdombra, "roll Lia --stat Tirare --with 'Arco corto' --dice 4,5"
    ) == (
        "refused: Lia Corvo's Arco corto has no ammunition left: it cannot be used "
        "(Munizioni)"
    )
