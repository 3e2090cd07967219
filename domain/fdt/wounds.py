"""What follows a blow: panic and shock when more than half the pV go, death
at 0 and the Valore it earns (2.5, 2.8, 3.1); creatures and the held aim."""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.fdt import combat
from journal.domain.fdt import events_combat as ev
from journal.domain.fdt import names as n
from journal.domain.fdt import options as o
from journal.domain.fdt.events_growth import PiXAwarded
from journal.domain.fdt.fighters import check_new_name, named
from journal.domain.fdt.i18n import _
from journal.domain.fdt.sheet import SHOCK_MAX
from journal.domain.fdt.tables import share
from journal.domain.text import clean_name, clean_note

DAMAGE_LIMIT = 999  # no blow of any setting takes more pV at once


class WoundCommands:
    """Mixed into the aggregate (domain/fdt/campaign.py)."""

    def add_creature(self, name, stats: dict, stamp, kind=None) -> None:
        """An opponent from its stat block (creatures.parse_stat_block)."""
        name = clean_name(name, "creature name")
        check_new_name(self.state, name)
        kind = clean_name(kind, "creature kind") if kind else name
        self.record(ev.CreatureAdded, stamp, name=name, kind=kind, stats=stats)

    def take_damage(self, name, points, stamp, reason=None) -> None:
        """pV lost after armour, as the table says (`journal damage`)."""
        who = named(self.state, name)
        if not who.alive:
            raise RuleBroken(_("{name} is dead").format(name=who.name), n.COMBAT)
        if not 1 <= points <= DAMAGE_LIMIT:
            raise RuleBroken(
                _("damage is 1..{DAMAGE_LIMIT} pV, not {points}").format(
                    DAMAGE_LIMIT=DAMAGE_LIMIT, points=points
                ),
                n.COMBAT,
            )
        before = who.pv
        self.record(
            ev.DamageTaken,
            stamp,
            character=who.id,
            kind=who.kind,
            name=who.name,
            net=points,
            pv_before=before,
            killed=before - points <= 0,
            panic_due=self.panic_due(before, points),
            reason=clean_note(reason, "reason"),
        )
        self.after_blow(who, before, points, stamp)

    def hold_aim(self, name, stamp) -> None:
        """Tiro mirato: one more round holding the aim (up to 3 rounds in all)."""
        sheet = self.acting(name)
        self.check_turn(named(self.state, name), action="holding the aim")
        held = sheet.combat.get("aim", 0) + 1
        if held > combat.AIM_HELD_MAX:
            raise RuleBroken(
                _("{name} has held the aim 3 rounds, the most there is").format(
                    name=sheet.name
                ),
                n.STYLES,
            )
        self.record(ev.AimHeld, stamp, character=sheet.id, rounds=held)

    # -- consequences ---------------------------------------------------------

    def panic_due(self, before: int, net: int) -> bool:
        """More than half the current pV lost, and alive: the panic roll."""
        return self.option_on(o.PANIC) and 2 * net > before and before - net > 0

    def after_blow(self, who, before: int, net: int, stamp) -> None:
        """More than half the pV lost in one blow: 1 F (the shock rule)."""
        if not (who.is_character and self.option_on(o.SHOCK)):
            return
        sheet = who.record
        if 2 * net > before and sheet.alive and sheet.shock_degree < SHOCK_MAX:
            self.shock(sheet, "F", 1, "colpo", stamp)

    def after_kill(self, attacker, dead, shared_with, stamp) -> None:
        """A creature killed: its Valore to the killer (a duel) or half to each
        who took part (a group), the first time each kills one of its kind."""
        if dead.is_character or not attacker.is_character:
            return
        how = "group" if shared_with else "duel"
        sheets = [attacker.record] + [self.living(name) for name in shared_with]
        kind, valore = dead.record["kind"], dead.record["pix"]
        for sheet in {s.id: s for s in sheets}.values():
            if kind in sheet.valori or not valore:
                continue
            self.record(
                PiXAwarded,
                stamp,
                character=sheet.id,
                amount=share(valore, how),
                reason=how,
                creature=kind,
                valore=valore,
                counted=None,
                note=None,
            )
