"""A Basic Roleplaying campaign: the core campaign plus the SRD's own facts.

One command mixin per area of the rules, each with its events module:
rolls (play.py, contests.py), combat (combat.py, tactics.py, defence.py,
rounds.py), health (health.py, status.py), power and afflictions
(afflictions.py, disease.py, poisons.py), experience (experience.py) and
random creation (creation.py).
"""

from __future__ import annotations

from eventsourcing.domain import Aggregate

from journal.domain.brp.afflictions import AfflictionCommands
from journal.domain.brp.combat import CombatCommands
from journal.domain.brp.contests import ContestCommands
from journal.domain.brp.creation import CreationCommands
from journal.domain.brp.defence import DefenceCommands
from journal.domain.brp.disease import DiseaseCommands
from journal.domain.brp.experience import ExperienceCommands
from journal.domain.brp.health import HealthCommands
from journal.domain.brp.play import RollCommands
from journal.domain.brp.poisons import PoisonCommands
from journal.domain.brp.rounds import RoundCommands
from journal.domain.brp.sheet import BrpSheet
from journal.domain.brp.status import StatusCommands
from journal.domain.brp.tactics import TacticsCommands
from journal.domain.campaign import Campaign


class BrpCampaign(
    RollCommands,
    ContestCommands,
    CombatCommands,
    TacticsCommands,
    DefenceCommands,
    RoundCommands,
    HealthCommands,
    StatusCommands,
    AfflictionCommands,
    DiseaseCommands,
    PoisonCommands,
    ExperienceCommands,
    CreationCommands,
    Campaign,
    Aggregate,
):
    ruleset = "brp"
    sheet_class = BrpSheet
