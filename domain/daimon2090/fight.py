"""Combat (Combattimento): fights, rounds, aiming (Mira), and the 13-marker counters."""

from __future__ import annotations

import copy

from journal.domain.daimon2090 import combat, gear
from journal.domain.daimon2090 import events_fight as ev
from journal.domain.daimon2090 import fightstate as fs
from journal.domain.daimon2090.counters import CounterCommands
from journal.domain.daimon2090.fightpool import FightRound, consequences, round_pool
from journal.domain.daimon2090.i18n import _
from journal.domain.daimon2090.mira import MiraCommands
from journal.domain.daimon2090.rolling import rolled
from journal.domain.errors import RuleBroken
from journal.domain.suggest import did_you_mean
from journal.domain.text import clean_name, fold_key

ROUNDS = ("single", "multi")


class FightCommands(MiraCommands, CounterCommands):
    """Commands mixed into DaimonCampaign (see domain/daimon2090/campaign.py)."""

    def start_fight(self, rounds: str, melee: bool, opponents, side, stamp) -> None:
        if fs.KEY in self.state.table:
            raise RuleBroken(
                _("a fight is already open: end it with `journal fight end`"),
                combat.SECTION,
            )
        if rounds not in ROUNDS:
            raise RuleBroken(
                _("a fight has single or multi rounds, not {rounds!r}").format(
                    rounds=rounds
                ),
                "Round singolo e round multipli",
            )
        self.record(
            ev.FightStarted,
            stamp,
            rounds=rounds,
            melee=bool(melee),
            opponents=checked_opponents(self.npcs_named(opponents)),
            side=list(dict.fromkeys(self.acting(name).id for name in side)),
        )

    def fight_round(self, decl: FightRound, dice, stamp) -> None:
        fight = fs.open_fight(self.state)
        sheet = self.acting(decl.character)
        npc = self.opponent_for(fight, sheet, decl.against)
        pairing = fs.numbers(self.state, fight, sheet.id, decl.ratio)
        helper = self.state.character(decl.helper) if decl.helper else None
        parts = round_pool(sheet, fight, npc, decl, pairing, helper)
        gear.flag_scene_marks(self.state, sheet, parts)
        fields = rolled(
            sheet, parts, dice, fs.difficulty_now(npc), decl.reserve, decl.note
        )
        weapon = parts["gear"]["weapon"]
        self.record(
            ev.FightRoundFought,
            stamp,
            **fields,
            opponent=npc["name"],
            weapon=weapon and weapon["name"],
            protections=[p["name"] for p in parts["gear"]["protections"]],
            strategy=decl.strategy,
            **consequences(fight, npc, sheet, fields, decl, pairing),
        )

    def opponent_for(self, fight: dict, sheet, against: str | None) -> dict:
        """The opponent a round is against: named, else the toughest standing."""
        single = fight["rounds"] == "single"
        if single and sheet.id in fight["rolled"]:
            raise RuleBroken(
                _(
                    "{name} has fought this single-round fight: its one test "
                    "settled it (start a new fight if the conditions change)",
                ).format(name=sheet.name),
                "Round singolo",
            )
        if not single and not fs.standing(fight):
            raise RuleBroken(
                _("every opponent is defeated: end the fight with `journal fight end`"),
                "Salute dei PNG",
            )
        npc = fs.opponent(fight, against) if against else fs.default_opponent(fight)
        if npc["defeated"] and not single:
            raise RuleBroken(
                _(
                    "{name} is defeated ({wounds} wounds, its maximum) and cannot be "
                    "attacked"
                ).format(name=npc["name"], wounds=npc["wounds"]),
                "Salute dei PNG",
            )
        return npc

    def npcs_named(self, opponents) -> list[dict]:
        """Opponents that name one of the Master's characters take its difficulty,
        its weapon and protection (the best levels on its sheet) and the wounds
        it carries, unless the table gives them; the fight then wounds it."""
        found = []
        for given in opponents:
            sheet = self.npc_called(given["name"])
            if sheet is None:
                if given.get("difficulty") is None:
                    npcs = [c.name for c in self.state.characters.values() if c.npc]
                    raise RuleBroken(
                        _(
                            "no character of the Master's is called {name!r} (add "
                            "it with `journal npc add`, or write NAME:DIFFICULTY)"
                        ).format(name=given["name"])
                        + did_you_mean(given["name"], npcs),
                        "Difficoltà degli scontri",
                    )
                found.append(given)
                continue
            difficulty = given.get("difficulty") or sheet.difficulty
            if difficulty is None:
                raise RuleBroken(
                    _(
                        "{name} has no difficulty: write {name}:N (1..7) or give "
                        "it difficolta = N"
                    ).format(name=sheet.name),
                    "Difficoltà degli scontri",
                )
            if sheet.wounds >= difficulty or not sheet.alive:
                raise RuleBroken(
                    _(
                        "{name} is defeated ({wounds} wounds of {difficulty}): "
                        "heal it first"
                    ).format(
                        name=sheet.name, wounds=sheet.wounds, difficulty=difficulty
                    ),
                    "Salute dei PNG",
                )
            found.append(
                {
                    "weapon": _best(sheet.weapons),
                    "protection": _best(sheet.protections),
                    **given,
                    "name": sheet.name,
                    "difficulty": difficulty,
                    "npc": sheet.id,
                    "wounds": sheet.wounds,
                }
            )
        return found

    def npc_called(self, name: str):
        """The Master's character called `name` (any case, accents optional)."""
        key = fold_key(name)
        for sheet in self.state.characters.values():
            if sheet.npc and fold_key(sheet.name) == key:
                return sheet
        return None

    def end_fight(self, stamp) -> None:
        fight = fs.open_fight(self.state)
        marked = [
            {"character": char_id, "kind": kind, "item": item["name"]}
            for char_id, kind, item in fs.used_items(self.state, fight)
            if not gear.spent(item)
        ]
        self.record(
            ev.FightEnded,
            stamp,
            opponents=copy.deepcopy(fight["opponents"]),
            marked=marked,
        )


def _best(items: list[dict]) -> int:
    """The highest level among a sheet's weapons or protections (0: none)."""
    return max((item["level"] for item in items), default=0)


def checked_opponents(opponents) -> list[dict]:
    """Opponents as the table declares them: a name, a difficulty, gear levels."""
    if not opponents:
        raise RuleBroken(_("a fight needs at least one opponent"), combat.SECTION)
    checked = []
    for npc in opponents:
        name = clean_name(npc["name"], "opponent name")
        if fold_key(name) in {fold_key(o["name"]) for o in checked}:
            raise RuleBroken(
                _("two opponents are called {name}").format(name=name), combat.SECTION
            )
        checked.append(
            {
                "name": name,
                "difficulty": combat.check_difficulty(npc["difficulty"], name),
                "weapon": combat.check_level(npc.get("weapon", 0), "weapon"),
                "protection": combat.check_level(
                    npc.get("protection", 0), "protection"
                ),
                "shield": combat.check_shield(npc.get("shield", 0)),
            }
            | ({"npc": npc["npc"], "wounds": npc["wounds"]} if "npc" in npc else {})
        )
    return checked
