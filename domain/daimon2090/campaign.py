"""A Dàimon 2090 campaign: the core campaign plus the game's own facts."""

from __future__ import annotations

from eventsourcing.domain import Aggregate

from journal.domain.campaign import Campaign, Stamp
from journal.domain.daimon2090 import events as ev
from journal.domain.daimon2090 import rules
from journal.domain.daimon2090.aid import check_active
from journal.domain.daimon2090.gear import flag_scene_marks
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.rolling import rolled
from journal.domain.daimon2090.sheet import Sheet
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken
from journal.domain.lazycommands import LazyCommands
from journal.domain.text import clean_note
from journal.i18n import N_

WOUND_LIMIT = 99  # no rule inflicts more at once; a bigger number is a typo


class DaimonCampaign(LazyCommands, Campaign, Aggregate):
    ruleset = "daimon2090"
    sheet_class = Sheet

    # The game's commands, in mixins imported at their first use (a cold `roll`
    # imports none of them): journal.domain.lazycommands.
    COMMANDS = {
        "creation:CreationCommands": "check_new_birth create_random_character",
        "evolution:EvolutionCommands": "add_class add_trait buy buy_pe develop_class "
        "inherit_evo raise_characteristic raise_risorse raise_skill replace_trait",
        "resources:ResourceCommands": "acquire counted_as looked_up move_social_class "
        "record_class_change reward settle_social_class",
        "equipment:EquipmentCommands": "add_gear_bonus buy_enhancement buy_gear "
        "upgrade_gear",
        "master:MasterCommands": "claim_master hand_over keep_master master_payer "
        "masters_character next_roll pass_master record_roll reward_master "
        "roll_first_master roll_master",
        "oracle:OracleCommands": "ask_oracle consult_oracle oracle_state record_answer "
        "reroll_oracle rerolled start_with_oracle",
        "techlog:TechCommands": "check_scene_rules log_technology tech_character "
        "tech_master tech_player",
        "economy:EconomyCommands": "award daimon_partner player_character",
        "spending:SpendCommands": "paid_healing paid_master paid_reset pay_reserve "
        "spend_reserve",
        "health:HealthCommands": "advance_time carer heal patient paying record_death "
        "record_worsening untimed worsen_wounds worsening worsening_due",
        "fight:FightCommands": "end_fight fight_round npc_called npcs_named "
        "opponent_for start_fight",
        "mira:MiraCommands": "aim_shot",
        "counters:CounterCommands": "check_once_a_scene maintenance mark_gear "
        "reset_gear",
        "confront:ConfrontCommands": "confront confronting escalate open_confrontation "
        "play_round settle_stall side_names stall_for",
        "seating:SeatingCommands": "daimon_player record_seating",
    }

    # -- structure with the game's effects ------------------------------------

    def start_adventure(self, title: str, stamp: Stamp) -> None:
        super().start_adventure(title, stamp)
        for sheet in self.living():
            self.record(
                ev.ReserveRefilled, stamp, character=sheet.id, before=sheet.reserve
            )

    def start_session(
        self, date: str, present: list[str], stamp: Stamp, dice=None, seating=None
    ) -> None:
        """+1 Riserva to every present character, the seating (who plays whose
        dàimon), then the first Master is rolled (`dice`: one face per player who
        rolls, in the order present)."""
        present = list(dict.fromkeys(self.state.player(p) for p in present))
        super().start_session(date, present, stamp)
        for sheet in self.living():
            if sheet.player in self.state.session["present"]:
                self.award(sheet.name, 1, "session", stamp)
        self.record_seating(seating, stamp)
        self.roll_first_master(dice, stamp)

    def end_scene(self, stamp: Stamp, awards=(), dice=None) -> None:
        """Close the scene; the Master's awards belong to it, so they come first,
        then the Master role passes (a declared claim or keep, else rolled)."""
        if not self.state.scene:
            raise RuleBroken(_("no scene is open"), N_("journal: scenes"))
        for name, dice_awarded, reason in awards:
            self.award(name, dice_awarded, reason, stamp)
        self.pass_master(dice, stamp)
        super().end_scene(stamp)

    def end_last_scene(self, stamp: Stamp) -> None:
        """The scene `session end` closes: no Master handover, since the next
        session rolls its first Master anew (Master a rotazione)."""
        Campaign.end_scene(self, stamp)

    # -- play -----------------------------------------------------------------

    def roll_prova(self, prova: rules.Prova, dice: Dice, stamp: Stamp) -> None:
        sheet = self.acting(prova.character)
        helper = self.state.character(prova.helper) if prova.helper else None
        parts = rules.pool_breakdown(sheet, prova, helper)
        flag_scene_marks(self.state, sheet, parts)
        fields = rolled(sheet, parts, dice, prova.target, prova.reserve, prova.note)
        self.record(ev.ProvaRolled, stamp, **fields)

    def suffer_wound(self, name: str, wounds: int, reason: str | None, stamp) -> None:
        sheet = self.state.character(name)
        if not 1 <= wounds <= WOUND_LIMIT:
            raise RuleBroken(
                _("wounds come 1..{WOUND_LIMIT} at a time, not {wounds}").format(
                    WOUND_LIMIT=WOUND_LIMIT, wounds=wounds
                ),
                "Ferite e salute",
            )
        applied = sheet.wounds_taken(wounds)
        self.record(
            ev.WoundSuffered,
            stamp,
            character=sheet.id,
            amount=wounds,
            applied=applied,
            reason=clean_note(reason, "reason"),
        )

    def living_character(self, name: str):
        """A character who is not dead: the dead neither act nor gain dice."""
        sheet = self.state.character(name)
        if not sheet.alive:
            raise RuleBroken(
                _("{name} is dead").format(name=sheet.name), "Morte del personaggio"
            )
        return sheet

    def acting(self, name: str):
        """A character able to act: not dying, not dead."""
        sheet = self.living_character(name)
        check_active(sheet)
        return sheet

    def living(self) -> list:
        return [s for s in self.characters() if s.alive]
