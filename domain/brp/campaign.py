"""A Basic Roleplaying campaign: the core campaign plus the SRD's own facts.

One command mixin per area of the rules, each with its events module:
rolls (play.py, contests.py), combat (combat.py, tactics.py, defence.py,
rounds.py), health (health.py, status.py), power and afflictions
(afflictions.py, disease.py, poisons.py), experience (experience.py) and
random creation (creation.py). They are imported at their first use, not with
the aggregate (journal.domain.lazycommands): a cold `roll` imports only play.py.
"""

from __future__ import annotations

from eventsourcing.domain import Aggregate

from journal.domain.brp.sheet import BrpSheet
from journal.domain.campaign import Campaign
from journal.domain.lazycommands import LazyCommands


class BrpCampaign(LazyCommands, Campaign, Aggregate):
    ruleset = "brp"
    sheet_class = BrpSheet

    COMMANDS = {
        "play:RollCommands": "chance_for roll_characteristic roll_skill skill_chance",
        "contests:ContestCommands": "oppose resist",
        "combat:CombatCommands": "attack deal_damage pending_hit reload target "
        "usable_weapon",
        "tactics:TacticsCommands": "ambush weapon_skill",
        "defence:DefenceCommands": "defend defended_hit dodge parry",
        "rounds:RoundCommands": "check_action check_acts check_attack end_round "
        "order_entry round_open start_round",
        "health:HealthCommands": "fall first_aid heal_naturally suffer_wound",
        "status:StatusCommands": "acting after_harm come_to faint faint_by_table "
        "living_character record_death",
        "afflictions:AfflictionCommands": "after_loss lose_characteristic "
        "recover_characteristic regain_pp spend_pp",
        "disease:DiseaseCommands": "disease_roll expose fight_disease",
        "poisons:PoisonCommands": "antidote_against land_poisons poison poison_lands "
        "take_antidote take_poison_effect",
        "experience:ExperienceCommands": "experience experience_roll "
        "grant_free_checks shown_skill taught_roll teach",
        "creation:CreationCommands": "check_new_birth create_random_character",
    }
