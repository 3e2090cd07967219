"""The open fight, kept in `state.table["fight"]` (JSON-able, restated by voids).

{"rounds": "single"|"multi", "melee": bool, "started": event id,
 "opponents": [{"name", "difficulty", "weapon", "protection", "shield",
                "wounds", "defeated"}],
 "side": [character ids], "rolled": [character ids],
 "used": {character id: {"weapons": [names], "protections": [names]}}}
"""

from __future__ import annotations

from journal.domain.character import ACTIVE
from journal.domain.daimon2090 import gear
from journal.domain.daimon2090.combat import SECTION, check_pairing, npc_difficulty
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken
from journal.domain.text import fold_key

KEY = "fight"


def new_fight(event_id: str, rounds: str, melee: bool, opponents, side) -> dict:
    return {
        "rounds": rounds,
        "melee": melee,
        "started": event_id,
        "opponents": [{"wounds": 0, **o, "defeated": False} for o in opponents],
        "side": list(side),
        "rolled": [],
        "used": {},
    }


def open_fight(state) -> dict:
    fight = state.table.get(KEY)
    if fight is None:
        raise RuleBroken(
            _("no fight is open; start one with `journal fight start`"), SECTION
        )
    return fight


def opponent(fight: dict, name: str) -> dict:
    for npc in fight["opponents"]:
        if fold_key(npc["name"]) == fold_key(name):
            return npc
    names = ", ".join(npc["name"] for npc in fight["opponents"])
    raise RuleBroken(
        _("no opponent called {name!r} in this fight ({names})").format(
            name=name, names=names
        ),
        SECTION,
    )


def standing(fight: dict) -> list[dict]:
    return [npc for npc in fight["opponents"] if not npc["defeated"]]


def difficulty_now(npc: dict) -> int:
    """[SALUTE DEI PNG] the difficulty as the opponent's wounds lower it."""
    return npc_difficulty(npc["difficulty"], npc["wounds"])


def default_opponent(fight: dict) -> dict:
    """The opponent a round faces when none is named: the strongest still standing
    (in a single round, where every test is simultaneous, the strongest of all)."""
    return max(standing(fight) or fight["opponents"], key=difficulty_now)


def wound_opponent(npc: dict, wounds: int, state=None) -> None:
    """At most as many wounds as its difficulty; at the maximum it is defeated.
    An opponent that is one of the Master's characters carries them on its sheet
    (to the next fight, the next session)."""
    npc["wounds"] = min(npc["difficulty"], npc["wounds"] + wounds)
    npc["defeated"] = npc["defeated"] or npc["wounds"] >= npc["difficulty"]
    if state is not None and npc.get("npc") in state.characters:
        sheet = state.sheet(npc["npc"])
        sheet.suffer(max(0, npc["wounds"] - sheet.wounds))


def join(fight: dict, char_id: str) -> None:
    """A character who fights a round takes part (and counts in the numbers)."""
    if char_id not in fight["side"]:
        fight["side"].append(char_id)
    if char_id not in fight["rolled"]:
        fight["rolled"].append(char_id)


def note_used(fight: dict, char_id: str, weapon, protections) -> None:
    used = fight["used"].setdefault(char_id, {"weapons": [], "protections": []})
    for kind, names in (
        ("weapons", [weapon] if weapon else []),
        ("protections", protections),
    ):
        used[kind] += [name for name in names if name not in used[kind]]


def used_items(state, fight: dict):
    """(character id, kind, item) for every weapon used and protection worn."""
    for char_id, used in fight["used"].items():
        sheet = state.sheet(char_id)
        for kind in ("weapon", "protection"):
            for name in used[gear.LISTS[kind]]:
                yield char_id, kind, gear.item_named(sheet, kind, name)


def opponents_gear(npc: dict, melee: bool) -> int:
    """The opponent's weapon + protection (+ its riot shield in melee)."""
    return npc["weapon"] + npc["protection"] + (npc["shield"] if melee else 0)


def numbers(state, fight: dict, char_id: str, declared) -> tuple[int, int]:
    """Characters and opponents in this round's pairing [RAPPORTO NUMERICO]: the
    whole fight, or the one-against-many pairing the table declares."""
    side = dict.fromkeys([*fight["side"], char_id])
    if fight["rounds"] == "single":  # every test of a single round is simultaneous
        counted = (len(side), len(fight["opponents"]))
    else:
        active = [c for c in side if state.sheet(c).status == ACTIVE]
        counted = (len(active), len(standing(fight)))
    if declared is None:
        return check_pairing(*counted)
    if not all(1 <= n <= most for n, most in zip(declared, counted, strict=True)):
        raise RuleBroken(
            _(
                "the pairing {value}:{value2} does not fit a fight of {value3} against "
                "{value4}"
            ).format(
                value=declared[0],
                value2=declared[1],
                value3=counted[0],
                value4=counted[1],
            ),
            "Rapporto numerico",
        )
    return declared
