"""The technology log at the table (Log tecnologico): `tech add`, `techlog`.

Kira Voss (Ana) and Dario Neri (Bruno) start scene 1 with 7 Riserva dice each.
The entries are the rulebook's worked examples (LOG TECNOLOGICO).
"""

from __future__ import annotations

import pytest

HOLOGRAM = [
    "Interfaccia olografica", "--kind", "enrichment", "--by", "Ana",
    "--details", "Accesso a banca dati, a proiezione bidimensionale",
    "--bonus", "Nessun bonus",
    "--limit", "Richiede un proiettore olografico (anche mobile) o una protesi "
    "cibernetica adeguata (es. occhio o mano)",
]  # fmt: skip
CHIP = [
    "Chip medico", "--kind", "enrichment", "--by", "Bruno",
    "--details", "Impiantato tipicamente alla sottoscrizione di un'assicurazione "
    "sanitaria",
    "--bonus", "Nessun bonus",
    "--limit", "Vulnerabile all'hacking per tracciare la posizione del soggetto o "
    "per ottenere dati sullo stato fisico in tempo reale",
]  # fmt: skip
RETINA = [
    "Retina cibernetica con matrice di simulazione", "--kind", "strategic",
    "--by", "Ana",
    "--bonus", "Forzare serrature a riconoscimento della retina",
    "--limit", "Senza un modello da imitare, riprodurre la matrice corretta può "
    "richiedere fino a un'ora",
]  # fmt: skip
EXPLOSIVE = [
    "Esplosivo liquido", "--kind", "strategic", "--by", "Bruno",
    "--bonus", "Può essere applicato in serrature, cardini, fatto filtrare in "
    "minuscole crepe",
    "--limit", "Ha un odore pungente e perde rapidamente efficacia",
]  # fmt: skip
NOSE = [
    "Naso cibernetico", "--kind", "strategic", "--by", "Bruno",
    "--details", "Permette di ritracciare i PG",
    "--limit", "Un odore forte lo confonde",
]  # fmt: skip


def tech(table, *args: str) -> list[dict]:
    return table.json("tech", "add", *args)


def reserve(table, name: str) -> int:
    return table.json("show", name)["reserve"]


def next_scene(table, title: str) -> None:
    table.run("scene", "end")
    table.run("scene", "start", title)


def test_an_enrichment_is_free(ready):
    (entry,) = tech(ready, *HOLOGRAM)
    assert (entry["type"], entry["kind"], entry["player"], entry["cost"]) == (
        "TechnologyLogged",
        "enrichment",
        "Ana",
        0,
    )
    assert entry["limit"].startswith("Richiede un proiettore olografico")
    assert reserve(ready, "Kira") == 7


def test_an_appreciated_enrichment_earns_one_die(ready):
    ready.run("reserve", "spend", "Dario", "2", "--for", "corruzione")  # 7 -> 5
    entry, award = tech(ready, *CHIP, "--award")
    assert (award["type"], award["reason"], award["character"]) == (
        "ReserveAwarded",
        "enrichment",
        "Dario Neri",
    )
    assert (entry["award"], entry["character"]) == (1, "Dario Neri")
    assert reserve(ready, "Dario") == 6


def test_a_strategic_intervention_costs_one_die(ready):
    entry, spent = tech(ready, *RETINA)
    assert (spent["type"], spent["kind"], spent["amount"]) == (
        "ReserveSpentOn",
        "technology",
        1,
    )
    assert (entry["cost"], entry["character"]) == (1, "Kira Voss")
    assert reserve(ready, "Kira") == 6


def test_a_second_strategic_intervention_in_a_scene_is_refused(ready):
    # The Master accepts both plans at the armoured door; the journal, one per scene.
    tech(ready, *RETINA)
    line = ready.refused("tech", "add", *EXPLOSIVE)
    assert line == (
        "refused: scene 1 has had its strategic intervention (Retina cibernetica "
        "con matrice di simulazione, by Ana): one per scene in all (Interventi "
        "strategici)"
    )
    next_scene(ready, "I cardini")
    tech(ready, *EXPLOSIVE)
    assert (reserve(ready, "Kira"), reserve(ready, "Dario")) == (6, 6)


def test_a_second_enrichment_by_one_player_in_a_scene_is_refused(ready):
    tech(ready, *HOLOGRAM)
    line = ready.refused("tech", "add", *CHIP[:3], "--by", "Ana", *CHIP[5:])
    assert line == (
        "refused: Ana has enriched scene 1 already (Interfaccia olografica): one "
        "enrichment per scene for each player (Interventi di arricchimento)"
    )
    tech(ready, *CHIP)  # Bruno's own enrichment is fine


def test_a_strategic_technology_already_in_the_log_is_refused(ready):
    tech(ready, *CHIP)
    next_scene(ready, "La clinica")
    line = ready.refused(
        "tech", "add", "chip medico", "--kind", "strategic", "--by", "Ana",
        "--limit", "x",
    )  # fmt: skip
    assert line == (
        "refused: Chip medico is already in the technology log: a strategic "
        "intervention brings in a technology absent from it (Interventi strategici)"
    )


@pytest.mark.parametrize("limit", [[], ["--limit", ""]])
def test_a_technology_without_a_limit_is_refused(ready, limit):
    line = ready.refused("tech", "add", *NOSE[:7], *limit)
    assert line == (
        "refused: Naso cibernetico needs a negative feature (a limit, a flaw, a "
        "high cost): every technology has one (Log tecnologico)"
    )


def test_a_strategic_intervention_never_earns_dice(ready):
    assert ready.refused("tech", "add", *NOSE, "--award") == (
        "refused: a strategic intervention never earns Riserva dice (Interventi "
        "strategici)"
    )


def test_a_strategic_intervention_needs_a_die_to_pay(ready):
    ready.run("reserve", "spend", "Dario", "7", "--for", "tutto")
    line = ready.refused("tech", "add", *NOSE)
    assert line == "refused: Dario Neri has 0 reserve dice, 1 spent (Riserva dei dadi)"


def test_a_player_with_several_characters_names_one(ready, sample_dir, tmp_path):
    sheet = (sample_dir / "kira.toml").read_text().replace("Kira Voss", "Mara Voss")
    path = tmp_path / "mara.toml"
    path.write_text(sheet)
    ready.run("character", "create", "--from", str(path))
    assert ready.refused("tech", "add", *RETINA) == (
        "refused: Ana plays several characters: name one (journal)"
    )
    entry, spent = tech(ready, *RETINA, "--character", "Mara")
    assert (entry["character"], spent["character"]) == ("Mara Voss", "Mara Voss")
    assert (reserve(ready, "Mara"), reserve(ready, "Kira")) == (6, 7)


def test_technology_enters_the_log_during_a_scene(ready):
    ready.run("scene", "end")
    assert ready.refused("tech", "add", *HOLOGRAM) == (
        "refused: technology enters the log during a scene: start one first "
        "(Log tecnologico)"
    )


def test_the_techlog_lists_and_searches(ready):
    tech(ready, *HOLOGRAM)
    tech(ready, *CHIP)
    tech(ready, *RETINA)
    names = [t["name"] for t in ready.json("techlog")]
    assert names == [
        "Interfaccia olografica",
        "Chip medico",
        "Retina cibernetica con matrice di simulazione",
    ]
    found = {
        word: [t["name"] for t in ready.json("techlog", "--search", word)]
        for word in ("RETINA", "hacking", "proiezione", "olografic", "volo")
    }
    assert found == {
        "RETINA": ["Retina cibernetica con matrice di simulazione"],
        "hacking": ["Chip medico"],
        "proiezione": ["Interfaccia olografica"],
        "olografic": ["Interfaccia olografica"],
        "volo": [],
    }


def test_the_techlog_in_text(ready):
    tech(ready, *NOSE)
    out = ready.run("--lang", "it", "techlog").stdout.splitlines()
    assert out[0].endswith("Naso cibernetico  [intervento strategico, Bruno, s1/sc1]")
    assert out[1:] == [
        "          dettagli: Permette di ritracciare i PG",
        "          limite: Un odore forte lo confonde",
    ]


def test_a_voided_technology_leaves_the_log_and_frees_its_scene(ready):
    entry, spent = tech(ready, *RETINA)
    ready.run("void", spent["id"], "--reason", "errore")
    ready.run("void", entry["id"], "--reason", "errore")
    assert ready.json("techlog") == []
    tech(ready, *EXPLOSIVE)
    assert reserve(ready, "Kira") == 7


def test_the_italian_kinds(ready):
    (entry,) = tech(ready, *HOLOGRAM[:1], "--kind", "arricchimento", *HOLOGRAM[3:])
    assert entry["kind"] == "enrichment"


def test_the_master_pays_from_their_own_character(ready):
    # "Hanno costo 1D Riserva per il giocatore, o per il Master."
    master = ready.json("master")["master"]
    character = {"Ana": "Kira Voss", "Bruno": "Dario Neri"}[master]
    entry, spent = tech(ready, *NOSE[:3], "--by", "master", *NOSE[5:])
    assert (entry["player"], entry["as_master"], spent["character"]) == (
        master,
        True,
        character,
    )
    assert reserve(ready, character) == 6
    assert tech(ready, *HOLOGRAM)[0]["as_master"] is False


def test_the_technology_is_told_in_one_line(ready):
    out = ready.run("--lang", "it", "tech", "add", *CHIP).stdout
    assert out.split("  ", 1)[1] == (
        "Bruno inserisce Chip medico nel log tecnologico (arricchimento); bonus: "
        "Nessun bonus; limite: Vulnerabile all'hacking per tracciare la posizione "
        "del soggetto o per ottenere dati sullo stato fisico in tempo reale\n"
    )
