"""A Basic Roleplaying campaign: the core campaign plus the SRD's own facts.

One command mixin per area of the rules, each with its events module:
rolls (play.py, contests.py), combat (combat.py, defence.py), health
(health.py, status.py), power and afflictions (afflictions.py, disease.py),
experience (experience.py) and random creation (creation.py).
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
from journal.domain.brp.sheet import BrpSheet
from journal.domain.brp.status import StatusCommands
from journal.domain.campaign import Campaign


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
