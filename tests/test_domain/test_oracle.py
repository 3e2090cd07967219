"""The Oracle's tables against the rulebook, cell by cell, and how dice read them.

SEED is the rulebook's TABELLE DELL'ORACOLO (Dàimon 2090 v0.2.1) copied verbatim,
tabs and all, from the seed text; `test_the_copy_is_the_rulebooks_own_text` checks
the copy against the seed wherever the seed is at hand. The data file must match
SEED word for word, and every light/dark combination must reach its cell.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from uuid import uuid4

import pytest

from journal.data import load_table
from journal.domain.campaign import Stamp
from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.daimon2090.oracletables import dice_count, read
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.projections.timeline import state_at

SEED_FILE = Path(__file__).resolve().parents[3] / "shared/seeds/daimon-2090.txt"
STAMP = Stamp(datetime(2026, 11, 21, tzinfo=UTC), "test")
TABLES, DIGEST = load_table("oracle", "journal.domain.daimon2090.data")
FACES = range(1, 7)

SEED = """\
- Tabella 0: sì o no
- Tabella 1: parti del corpo
- Tabella 2: definizione PNG
- Tabella 3: aggettivi per PNG
- Tabella 4: altri aggettivi per PNG
- Tabella 5: eventi
- Tabella 6: azioni
- Tabella 7: luoghi
- Tabella 8: altri soggetti

TABELLA 0: SÌ O NO

Risultato	Risponso
1	Un NO brutale
2	No
3	No
4	Sì
5	Sì
6	Assolutamente sì

TABELLA 1: PARTI DEL CORPO

	1	2	3	4	5	6
1	Spalla sx	Spalla sx	Cranio	Fronte	Spalla dx	Spalla dx
2	Braccio sx	Gamba sx	Occhio sx	Occhio dx	Gamba dx	Braccio dx
3	Braccio sx	Gamba sx	Viso sx	Viso dx	Gamba dx	Braccio dx
4	Braccio sx	Gamba sx	Bocca o naso	Collo	Gamba dx	Braccio dx
5	Mano sx	Gamba sx	Petto sx	Petto dx	Gamba dx	Mano dx
6	Piede sx	Piede sx	Petto sx	Petto dx	Piede dx	Piede dx

TABELLA 2: DEFINIZIONE PNG

Lanciare 1D6: pari = F, dispari = M

Lanciare 1D6: pari = positivo, dispari = negativo

	1	2	3	4	5	6
1	Pilota	Venditore	Poliziotto	Bambino	Falsario	Cameriere
2	Nobile	Astronomo	Musicista	Ingegnere	Vagabondo	Scienziato
3	Studente	Mercenario	Politico	Chirurgo	Ladro	Tecnico
4	Spia	Giornalista	Ufficiale	Pirata	Cuoco	Guardia
5	Hacker	Professore	Impiegato	Truffatore	Monaco	Assassino
6	Corriere	Prostituta	Investigatore	Tossico	Soldato	Attore

TABELLA 3: AGGETTIVI PER PNG

Lanciare 1D6: pari = usare questa tabella, dispari = la prossima

	1	2	3	4	5	6
1	Allegro	Aggressivo	Saggio	Burbero	Ambizioso	Morto
2	Diffidente	Vittimista	Testardo	Ingannevole	Piccolo	Robusto
3	Curioso	Nervoso	Grande	Socievole	Stupido	Oscuro
4	Triste	Arrogante	Bugiardo	Silenzioso	Vecchio	Crudele
5	Veloce	Seduttore	Malato	Paranoico	Eccentrico	Ricco
6	Armato	Esibizionista	Giovane	Affascinante	Grasso	Resistente

TABELLA 4: ALTRI AGGETTIVI PER PNG

Lanciare 1D6: dispari = usare questa tabella, pari = la precedente

	1	2	3	4	5	6
1	Nero	Religioso	Veterano	Insolente	Capriccioso	Geloso
2	Incognito	Noioso	Bianco	Enorme	Solitario	Freddo
3	Sano	Elegante	Ricercato	Salvo	Giallo	Disperato
4	Disperato	Verde	Assente	Ecologico	Assente	Povero
5	Spento	Caldo	Violento	Mutilato	Malsano	Rosa
6	Dolce	Acido	Pazzo	Rosso	Dipendente	Militare

TABELLA 5: EVENTI

Lanciare 1D6: pari = positivo, dispari = negativo

	1	2	3	4	5	6
1	Ricatto	Reazione	Ricerca	Unione	Rapimento	Rabbia
2	Rivoluzione	Esperimento	Buio	Sacrificio	Incidente	Vendetta
3	Incendio	Scoperta	Furto	Volo	Restituzione	Vulcano
4	Partenza	Divisione	Memoria	Scelta	Errore	Amore
5	Tentazione	Ritorno	Lacrime	Fuga	Morte	Menzogna
6	Pasto	Abbandono	Pioggia	Veleno	Tornado	Gioia

TABELLA 6: AZIONI

Lanciare 1D6: pari = positivo, dispari = negativo

	1	2	3	4	5	6
1	Giudicare	Partire	Scavare	Meditare	Ascoltare	Unire
2	Morire	Amare	Proteggere	Lasciare	Restare	Prendere
3	Fuggire	Sparare	Muovere	Pagare	Scrivere	Volere
4	Convincere	Scegliere	Spegnere	Sorridere	Bere	Pensare
5	Mutilare	Chiamare	Uscire	Rompere	Tornare	Cambiare
6	Rubare	Volare	Ridere	Attaccare	Separare	Gridare

TABELLA 7: LUOGHI

Lanciare 1D6: pari = luogo reale, dispari = nella VRN

Lanciare 1D6: pari = positivo, dispari = negativo

	1	2	3	4	5	6
1	Salotto	Banca	Parcheggio	Auto	Appartamento	Ghiaccio
2	Esercito	Cimitero	Pub	Teatro	Caverna	Spazio
3	Negozi	Bagno	Asteroide	Bosco	Cucina	Fiume
4	Palazzo	Prigione	Mare	Stazione	Garage	Villa
5	Deserto	Camera	Ospedale	Base	Hotel	Miniera
6	Vicolo	Ufficio	Strada	Montagna	Aeroporto	Isola

TABELLA 8: ALTRI SOGGETTI

Lanciare 1D6: pari = positivo, dispari = negativo

	1	2	3	4	5	6
1	Arma	Neve	Estate	Pausa	Ritardo	Strumento
2	Animale	Energia	Estinzione	Notizia	Telefono	Amante
3	Anziano	Cadavere	Terrorista	Vento	Inverno	Pistola
4	Livello	Coltello	Congegno	Statua	Ballerina	Sovrano
5	Carta	Vacanza	Sole	Fumo	Guerra	Segreto
6	Musica	Vizio	Violino	Dàimon	Droga	Foresta
"""


def seed_tables() -> dict[int, dict]:
    """SEED parsed: each table's title, its "Lanciare 1D6" lines and its cells."""
    titles = {}
    for line in SEED.splitlines():
        if line.startswith("- Tabella "):
            number, _, title = line.removeprefix("- Tabella ").partition(": ")
            titles[int(number)] = title
    tables = {}
    for block in SEED.split("\nTABELLA ")[1:]:
        number = int(block[0])
        lines = [line for line in block.splitlines()[1:] if line.strip()]
        grid = [line.split("\t") for line in lines if "\t" in line]
        tables[number] = {
            "title": titles[number],
            "rules": [line for line in lines if line.startswith("Lanciare 1D6")],
            "header": grid[0],
            "cells": {int(row[0]): row[1:] for row in grid[1:]},
        }
    return tables


PARSED = seed_tables()


def campaign() -> DaimonCampaign:
    return DaimonCampaign.start(uuid4(), "Oracolo", STAMP)


def answer(table, faces, reroll=False, ask=None):
    """Ask `table` with typed `faces` on `ask` (a fresh campaign by default)."""
    ask = ask or campaign()
    ask.consult_oracle(TABLES, DIGEST, table, Dice(typed=faces), STAMP, reroll)
    return ask.pending_events[-1]


# -- the data file is the rulebook ---------------------------------------------------


# SHA-256 of SEED as found in ../shared/seeds/daimon-2090.txt (offset 198588) on
# 2026-11-23: the copy cannot drift even where the seeds are not beside the repo.
SEED_DIGEST = "7f06e23259cb158a80be69e7523975a2108dd206eaa39f009399323acdf8d5c5"


def test_the_copy_is_the_rulebooks_own_text():
    import hashlib

    assert hashlib.sha256(SEED.encode()).hexdigest() == SEED_DIGEST
    if SEED_FILE.exists():  # beside the repository: the seed itself, too
        assert SEED in SEED_FILE.read_text(encoding="utf-8")


def test_the_seed_has_nine_tables_of_six_rows_and_six_columns():
    assert sorted(PARSED) == list(range(9))
    assert PARSED[0]["header"] == ["Risultato", "Risponso"]
    for number in range(1, 9):
        assert PARSED[number]["header"] == ["", "1", "2", "3", "4", "5", "6"]
        assert sorted(PARSED[number]["cells"]) == [1, 2, 3, 4, 5, 6]
        assert all(len(row) == 6 for row in PARSED[number]["cells"].values())


def test_the_data_file_holds_every_table_word_for_word():
    for number, seed in PARSED.items():
        data = TABLES["tables"][str(number)]
        assert data["title"] == seed["title"]
        assert [extra["text"] for extra in data.get("extras", [])] == seed["rules"]
        if number == 0:
            assert data["results"] == [seed["cells"][face][0] for face in FACES]
            continue
        for light in FACES:
            for dark in FACES:
                where = (number, light, dark)
                assert (
                    data["rows"][light - 1][dark - 1] == seed["cells"][light][dark - 1]
                ), where


def test_every_cell_is_reachable_by_the_dice():
    # The light die gives the row, the dark die the column; extra dice even
    # (table 3 for the table die), then odd (table 4).
    ask = campaign()
    for number in range(1, 9):
        for parity, read_as in ((2, 3), (1, 4)):
            extras = [parity] * (dice_count(TABLES, number) - 2)
            expected = read_as if number in (3, 4) else number
            for light in FACES:
                for dark in FACES:
                    event = answer(number, [light, dark, *extras], ask=ask)
                    seed = PARSED[expected]["cells"][light][dark - 1]
                    assert (event.table, event.result) == (expected, seed)
    for face in FACES:
        assert answer(0, [face], ask=ask).result == PARSED[0]["cells"][face][0]


# -- light and dark ---------------------------------------------------------------


@pytest.mark.parametrize(
    "table, light, dark, words",
    [
        (1, 1, 6, "Spalla dx"),  # row 1, column 6
        (1, 6, 1, "Piede sx"),  # row 6, column 1
        (2, 1, 6, "Cameriere"),
        (2, 6, 1, "Corriere"),
        (5, 1, 6, "Rabbia"),
        (5, 6, 1, "Pasto"),
        (8, 6, 4, "Dàimon"),
        (8, 4, 6, "Sovrano"),
    ],
)
def test_the_light_die_is_the_row_the_dark_die_the_column(table, light, dark, words):
    extras = [2] * (dice_count(TABLES, table) - 2)
    event = answer(table, [light, dark, *extras])
    assert (event.row, event.column, event.result) == (light, dark, words)
    assert event.dice == [light, dark, *extras]


def test_table_zero_is_one_die():
    assert [read(TABLES, 0, (face,)).result for face in FACES] == [
        "Un NO brutale", "No", "No", "Sì", "Sì", "Assolutamente sì",
    ]  # fmt: skip
    assert read(TABLES, 0, (4,)).column is None


# -- the extra dice ---------------------------------------------------------------


def test_sex_and_polarity_of_an_npc():
    # Tabella 2: "pari = F, dispari = M", then "pari = positivo, dispari = negativo".
    assert read(TABLES, 2, (4, 2, 2, 1)).extras == {
        "sesso": "F",
        "polarita": "negativo",
    }
    assert read(TABLES, 2, (4, 2, 5, 6)).extras == {
        "sesso": "M",
        "polarita": "positivo",
    }
    assert read(TABLES, 2, (4, 2, 5, 6)).result == "Giornalista"


def test_a_place_is_real_on_even_and_in_the_vrn_on_odd():
    assert read(TABLES, 7, (3, 5, 6, 2)).extras == {
        "luogo": "luogo reale",
        "polarita": "positivo",
    }
    assert read(TABLES, 7, (3, 5, 3, 5)).extras == {
        "luogo": "nella VRN",
        "polarita": "negativo",
    }
    assert read(TABLES, 7, (3, 5, 3, 5)).result == "Cucina"


@pytest.mark.parametrize("asked", [3, 4])
def test_a_die_picks_table_three_on_even_and_four_on_odd(asked):
    even, odd = read(TABLES, asked, (4, 2, 6)), read(TABLES, asked, (4, 2, 3))
    assert (even.table, even.result, even.asked) == (3, "Arrogante", asked)
    assert (odd.table, odd.result, odd.asked) == (4, "Verde", asked)


@pytest.mark.parametrize("asked, words", [(3, "Arrogante"), (4, "Verde")])
def test_typed_without_the_table_die_the_table_asked_is_read(asked, words):
    event = answer(asked, [4, 2])
    assert (event.table, event.result, event.extras) == (asked, words, {})


def test_how_many_dice_each_table_takes():
    counts = {n: dice_count(TABLES, n) for n in range(9)}
    assert counts == {0: 1, 1: 2, 2: 4, 3: 3, 4: 3, 5: 3, 6: 3, 7: 4, 8: 3}


def test_a_miscount_or_a_wrong_face_is_refused():
    with pytest.raises(RuleBroken, match="the roll needs 4 dice, 2 were typed"):
        answer(2, [4, 2])
    with pytest.raises(RuleBroken, match="a d6 has no face 7"):
        answer(1, [7, 1])
    with pytest.raises(RuleBroken, match="the Oracle has tables 0..8, not 9"):
        answer(9, [1, 1])


# -- an adventure's start, re-rolls, the stored words ---------------------------------


def start(pair, faces, ask=None, reroll=False):
    ask = ask or campaign()
    ask.start_with_oracle(TABLES, DIGEST, pair, Dice(typed=faces), STAMP, reroll)
    return ask, [e for e in ask.pending_events if type(e).__name__ == "OracleConsulted"]


def test_an_adventure_starts_with_an_npc_then_an_event_and_an_action():
    # Tables 2 and 3 (an NPC), 5 and 6: 4 + 3 + 3 + 3 dice.
    faces = [4, 2, 2, 1, 5, 5, 6, 1, 1, 3, 4, 2, 2]
    _, events = start("evento", faces)
    assert [(e.asked, e.result) for e in events] == [
        (2, "Giornalista"), (3, "Eccentrico"), (5, "Ricatto"), (6, "Scegliere"),
    ]  # fmt: skip
    assert {e.purpose for e in events} == {"start"}


def test_or_with_an_action_and_a_place():
    faces = [4, 2, 2, 1, 5, 5, 6, 6, 4, 1, 6, 1, 2, 2]  # 4 + 3 + 3 + 4 dice
    _, events = start("luogo", faces)
    assert [(e.asked, e.result) for e in events] == [
        (2, "Giornalista"), (3, "Eccentrico"), (6, "Attaccare"), (7, "Vicolo"),
    ]  # fmt: skip
    assert events[-1].extras == {"luogo": "luogo reale", "polarita": "positivo"}


def test_a_start_takes_every_tables_dice():
    with pytest.raises(RuleBroken, match="the roll needs 13 dice, 12 were typed"):
        start("evento", [1] * 12)
    with pytest.raises(RuleBroken, match="starts with an event or a place"):
        start("mare", [1] * 13)


def test_a_reroll_names_the_answer_it_replaces():
    ask = campaign()
    first = answer(5, [3, 3, 1], ask=ask)  # Furto
    again = answer(5, [6, 6, 2], reroll=True, ask=ask)  # Gioia
    assert (first.result, again.result, again.rerolls) == (
        "Furto",
        "Gioia",
        first.event_id,
    )
    with pytest.raises(RuleBroken, match="table 6 has given no answer to re-roll"):
        answer(6, [1, 1, 1], reroll=True, ask=ask)


def test_the_last_answer_rerolled_keeps_its_purpose():
    ask, events = start("evento", [4, 2, 2, 1, 5, 5, 6, 1, 1, 3, 4, 2, 2])
    ask.reroll_oracle(TABLES, DIGEST, Dice(typed=[6, 6, 2]), STAMP)
    again = ask.pending_events[-1]
    assert (again.asked, again.result, again.rerolls, again.purpose) == (
        6,
        "Gridare",
        events[-1].event_id,
        "start",
    )


def test_nothing_to_reroll_at_first():
    with pytest.raises(RuleBroken, match="no answer to re-roll"):
        campaign().reroll_oracle(TABLES, DIGEST, Dice(typed=[1]), STAMP)


def test_an_answer_keeps_its_words_and_the_tables_hash():
    # A translated table gives new words; the answer already given keeps its own.
    ask = campaign()
    before = answer(2, [4, 2, 2, 1], ask=ask)
    english = {"tables": {**TABLES["tables"], "2": translated(TABLES["tables"]["2"])}}
    ask.consult_oracle(english, "f" * 64, 2, Dice(typed=[4, 2, 2, 1]), STAMP)
    after = ask.pending_events[-1]
    assert (before.result, before.tables_hash) == ("Giornalista", DIGEST)
    assert (after.result, after.tables_hash) == ("Journalist", "f" * 64)


def translated(table: dict) -> dict:
    rows = [list(row) for row in table["rows"]]
    rows[3][1] = "Journalist"
    return {**table, "rows": rows}


def test_the_aggregate_and_a_fold_of_its_events_agree():
    ask, _ = start("evento", [4, 2, 2, 1, 5, 5, 6, 1, 1, 3, 4, 2, 2])
    ask.reroll_oracle(TABLES, DIGEST, Dice(typed=[6, 6, 2]), STAMP)
    history = list(ask.collect_events())
    assert state_at(history).table == ask.state.table
    assert ask.state.table["oracle"]["last"] == "6"
    # Snapshots store the state as JSON: it must come back the same.
    assert json.loads(json.dumps(ask.state.table)) == ask.state.table
