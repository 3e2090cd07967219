"""The technology log's rules on the aggregate (Log tecnologico, digest section 11).

Ana plays Kira, Bruno plays Dario; both hold 5 Riserva dice. Entries are the
rulebook's own examples (LOG TECNOLOGICO).
"""

from __future__ import annotations

import json
from uuid import uuid4

import pytest

from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.daimon2090.techlog import Technology
from journal.domain.errors import RuleBroken
from journal.projections.timeline import state_at
from tests.builders import STAMP, sheet

SHEET = sheet(reserve=5)
HOLOGRAM = Technology(
    "Interfaccia olografica",
    "enrichment",
    "Ana",
    bonus="Nessun bonus",
    limit="Richiede un proiettore olografico o una protesi cibernetica adeguata",
    details="Accesso a banca dati a proiezione bidimensionale",
)
CHIP = Technology(
    "Chip medico",
    "enrichment",
    "Bruno",
    bonus="Nessun bonus",
    limit="Vulnerabile all'hacking per tracciare la posizione del soggetto",
)
RETINA = Technology(
    "Retina cibernetica con matrice di simulazione",
    "strategic",
    "Ana",
    bonus="Forzare serrature a riconoscimento della retina",
    limit="Senza un modello da imitare può richiedere fino a un'ora",
)
EXPLOSIVE = Technology(
    "Esplosivo liquido",
    "strategic",
    "Bruno",
    bonus="Può essere applicato in serrature, cardini, minuscole crepe",
    limit="Odore pungente, perde rapidamente efficacia",
)


def table() -> DaimonCampaign:
    campaign = DaimonCampaign.start(uuid4(), "Tecnologie", STAMP)
    campaign.add_players(["Ana", "Bruno"], STAMP)
    campaign.create_character(SHEET, STAMP)
    campaign.create_character({**SHEET, "name": "Dario", "player": "Bruno"}, STAMP)
    campaign.start_session("2026-11-21", [], STAMP)  # +1 each: 6
    campaign.start_scene("La porta blindata", STAMP)
    return campaign


def logged(campaign, tech: Technology) -> list[str]:
    before = len(campaign.pending_events)
    campaign.log_technology(tech, STAMP)
    return [type(e).__name__ for e in campaign.pending_events[before:]]


def reserve(campaign, name: str) -> int:
    return campaign.state.character(name).reserve


def test_an_enrichment_is_free_and_may_earn_one_die():
    campaign = table()
    assert logged(campaign, HOLOGRAM) == ["TechnologyLogged"]
    assert reserve(campaign, "Kira") == 6
    assert logged(campaign, CHIP._replace(award=True)) == [
        "TechnologyLogged",
        "ReserveAwarded",
    ]
    award = campaign.pending_events[-1]
    assert (award.reason, award.amount, reserve(campaign, "Dario")) == (
        "enrichment",
        1,
        7,
    )


def test_a_strategic_intervention_costs_its_player_one_die():
    campaign = table()
    assert logged(campaign, RETINA) == ["TechnologyLogged", "ReserveSpentOn"]
    spent = campaign.pending_events[-1]
    assert (spent.kind, spent.amount, reserve(campaign, "Kira")) == (
        "technology",
        1,
        5,
    )
    entry = campaign.pending_events[-2]
    assert (entry.kind, entry.player, entry.cost, entry.award) == (
        "strategic",
        "Ana",
        1,
        0,
    )


def test_one_strategic_intervention_per_scene_in_all():
    campaign = table()
    logged(campaign, RETINA)
    with pytest.raises(RuleBroken, match="one per scene in all") as refusal:
        logged(campaign, EXPLOSIVE)  # Bruno too, in the same scene
    assert refusal.value.section == "Interventi strategici"
    campaign.end_scene(STAMP)
    campaign.start_scene("Il corridoio", STAMP)
    assert logged(campaign, EXPLOSIVE) == ["TechnologyLogged", "ReserveSpentOn"]


def test_a_strategic_technology_must_be_absent_from_the_log():
    campaign = table()
    logged(campaign, CHIP)
    campaign.end_scene(STAMP)
    campaign.start_scene("La clinica", STAMP)
    again = CHIP._replace(name="chip MEDICO", kind="strategic", by="Ana")
    with pytest.raises(RuleBroken, match="Chip medico is already in the technology"):
        logged(campaign, again)


def test_one_enrichment_per_scene_for_each_player():
    campaign = table()
    logged(campaign, HOLOGRAM)
    with pytest.raises(RuleBroken, match="Ana has enriched scene 1 already") as no:
        logged(campaign, CHIP._replace(by="Ana"))
    assert no.value.section == "Interventi di arricchimento"
    assert logged(campaign, CHIP) == ["TechnologyLogged"]  # Bruno's is his own
    assert logged(campaign, RETINA) == ["TechnologyLogged", "ReserveSpentOn"]


@pytest.mark.parametrize("limit", [None, "", "   "])
def test_every_technology_needs_a_negative_feature(limit):
    with pytest.raises(RuleBroken, match="needs a negative feature"):
        logged(table(), HOLOGRAM._replace(limit=limit))


def test_a_strategic_intervention_never_earns_dice():
    with pytest.raises(RuleBroken, match="never earns Riserva dice"):
        logged(table(), RETINA._replace(award=True))


def test_technology_enters_the_log_in_a_scene():
    campaign = table()
    campaign.end_scene(STAMP)
    with pytest.raises(RuleBroken, match="during a scene"):
        logged(campaign, HOLOGRAM)


def test_a_player_is_named_by_name_or_by_character():
    campaign = table()
    logged(campaign, RETINA._replace(by="kira"))
    assert campaign.pending_events[-2].player == "Ana"
    with pytest.raises(RuleBroken, match="Dario is not Ana's character"):
        logged(campaign, HOLOGRAM._replace(character="Dario"))


def test_the_aggregate_and_a_fold_of_its_events_agree():
    campaign = table()
    logged(campaign, HOLOGRAM._replace(award=True))
    logged(campaign, RETINA)
    history = list(campaign.collect_events())
    assert state_at(history).table == campaign.state.table
    assert [t["name"] for t in campaign.state.table["techlog"]] == [
        "Interfaccia olografica",
        "Retina cibernetica con matrice di simulazione",
    ]
    # Snapshots store the state as JSON: it must come back the same.
    assert json.loads(json.dumps(campaign.state.table)) == campaign.state.table
