"""A Basic Roleplaying campaign: the core campaign plus the SRD's own facts.

One command mixin per area of the rules, each with its events module:
rolls (play.py, contests.py), combat (combat.py, defence.py), health
(health.py, status.py), power and afflictions (afflictions.py, disease.py),
experience (experience.py) and random creation (creation.py).
"""

from __future__ import annotations

from eventsourcing.domain import Aggregate

from domain.brp.afflictions import AfflictionCommands
from domain.brp.combat import CombatCommands
from domain.brp.contests import ContestCommands
from domain.brp.creation import CreationCommands
from domain.brp.defence import DefenceCommands
from domain.brp.disease import DiseaseCommands
from domain.brp.experience import ExperienceCommands
from domain.brp.health import HealthCommands
from domain.brp.play import RollCommands
from domain.brp.sheet import BrpSheet
from domain.brp.status import StatusCommands
from domain.campaign import Campaign


class BrpCampaign(
    RollCommands,
    ContestCommands,
    CombatCommands,
    DefenceCommands,
    HealthCommands,
    StatusCommands,
    AfflictionCommands,
    DiseaseCommands,
    ExperienceCommands,
    CreationCommands,
    Campaign,
    Aggregate,
):
    ruleset = "brp"
    sheet_class = BrpSheet
