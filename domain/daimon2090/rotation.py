"""The rotating Master's rules (Master a rotazione): who rolls, who wins, tokens.

Rulebook: IL SISTEMA AD ORACOLO .. RICOMPENSA PER IL MASTER (digest section 12).
Pure functions over player names; the role itself lives in
`state.table["master"]` (JSON-able, so a void restates it):

{"session": N, "master": player | None, "tokens": [players holding a token],
 "firsts": [players who were a session's first Master, this round],
 "declared": None | {"how": "claim" | "keep", "players": [players who paid]},
 "rewarded": the scene whose Master's die was voted | None}

Decisions where the seed is silent: tokens are handed out at every session start;
the outgoing Master never rolls to follow themselves ("il ruolo del Master deve
passare di mano"), even when every token has just come back; staying costs 1D.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.daimon2090 import prices
from journal.domain.daimon2090.i18n import _
from journal.domain.errors import RuleBroken

KEY = "master"
ROTATION = "Master a rotazione"
REWARD = "Ricompensa per il Master"
MASTER_COST = prices.MASTER  # 1D Riserva claims or keeps the role


class RollOff(NamedTuple):
    winner: str
    rounds: list[dict]  # each round: player -> face, in the order rolled
    source: str | None  # "typed" | "rolled"; None when nobody had to roll
    seed: int | None


def role(state) -> dict:
    """The role in the open session; before any handover, a fresh one in which
    every present player holds a token (also in a session an old stream opened)."""
    stored = state.table.get(KEY) or {}
    if state.session is not None and stored.get("session") == state.session_number:
        return stored
    present = state.session["present"] if state.session else []
    return {
        "session": state.session_number,
        "master": None,
        "tokens": list(present),
        "firsts": list(stored.get("firsts", [])),
        "declared": None,
        "rewarded": None,
    }


def live(state) -> dict:
    """The role as a fold changes it: kept in the state's table."""
    current = role(state)
    state.table[KEY] = current
    return current


def present(state) -> list[str]:
    return list(state.session["present"]) if state.session else []


def in_order(table: list[str], players) -> list[str]:
    """`players` in the order the session lists the players at the table."""
    chosen = set(players)
    return [player for player in table if player in chosen]


def first_candidates(table: list[str], firsts: list[str]) -> list[str]:
    """Who rolls for a session's first Master: those present who have not been
    first Master in earlier sessions; when everyone present has, all again."""
    return [p for p in table if p not in firsts] or list(table)


def firsts_after(table: list[str], firsts: list[str], player: str) -> list[str]:
    """The first Masters once `player` opens a session (a new round when
    everyone present had already been)."""
    earlier = firsts if any(p not in firsts for p in table) else []
    return [*earlier, player]


def rotation_candidates(current: dict, table: list[str]) -> list[str]:
    """Who rolls after a scene: the token holders, never the outgoing Master."""
    return [p for p in table if p in current["tokens"] and p != current["master"]]


def roll_off(candidates: list[str], dice) -> RollOff:
    """1D6 each; the highest takes the role; the tied highest re-roll among
    themselves (Decision) until one is left. One candidate needs no roll."""
    rounds, rolling, last = [], list(candidates), None
    while len(rolling) > 1:
        last = dice.roll(len(rolling), section=ROTATION)
        faces = dict(zip(rolling, last.faces, strict=True))
        rounds.append(faces)
        rolling = [p for p, face in faces.items() if face == max(last.faces)]
    source, seed = (last.source, last.seed) if last else (None, None)
    return RollOff(rolling[0], rounds, source, seed)


# -- checks -------------------------------------------------------------------


def check_master(state, action: str) -> str:
    master = role(state)["master"]
    if master is None:
        raise RuleBroken(
            _("nobody holds the Master role to {action}").format(action=action),
            ROTATION,
        )
    return master


def check_declaring(state, how: str) -> dict | None:
    """Claims and keeps are declared during a scene, for the next one; a keep
    cannot be contested, and a claim already paid for is a contest."""
    if not state.scene:
        raise RuleBroken(
            _(
                "declare a {how} during a scene, before `journal scene end` passes the "
                "role"
            ).format(how=how),
            ROTATION,
        )
    declared = role(state)["declared"]
    if declared and declared["how"] == "keep":
        raise RuleBroken(
            _(
                "{value} keeps the Master role for the next scene, and a keep cannot "
                "be contested"
            ).format(value=declared["players"][0]),
            ROTATION,
        )
    if declared and how == "keep":
        raise RuleBroken(
            _(
                "{value} paid to claim the next scene: the Master can contest it with "
                "`journal master claim`"
            ).format(value=", ".join(declared["players"])),
            ROTATION,
        )
    return declared


def check_not_paid(declared: dict | None, player: str) -> None:
    if declared and player in declared["players"]:
        raise RuleBroken(
            _("{player} has already paid to claim the next scene").format(
                player=player
            ),
            ROTATION,
        )


def check_nothing_declared(current: dict) -> None:
    """A roll now would be undone by what `scene end` settles."""
    if current["declared"]:
        raise RuleBroken(
            _(
                "a {how} is declared for the next scene; `journal scene end` settles it"
            ).format(how=current["declared"]["how"]),
            ROTATION,
        )


def check_vote_time(state) -> None:
    """The players vote once, at the end of the scene (before `scene end`)."""
    scene = state.scene_number
    if scene is None:
        raise RuleBroken(
            _(
                "the players vote at the end of the scene, before `journal scene end` "
                "passes the role"
            ),
            REWARD,
        )
    if role(state)["rewarded"] == scene:
        raise RuleBroken(
            _("the Master of scene {scene} was voted already").format(scene=scene),
            REWARD,
        )


def check_voters(total: int, voters: int) -> None:
    """The players vote, not the Master: at most one vote each."""
    if total > voters:
        raise RuleBroken(
            _("{total} votes, but {voters} players besides the Master can vote").format(
                total=total, voters=voters
            ),
            REWARD,
        )


def view(state) -> dict:
    """Who holds the role and who still holds a token (`journal master --json`)."""
    current, table = role(state), present(state)
    return {
        "session": state.session_number,
        "scene": state.scene_number,
        "master": current["master"],
        "tokens": in_order(table, current["tokens"]),
        "declared": current["declared"],
        "present": table,
        "first_masters": current["firsts"],
        "rewarded": current["rewarded"],
    }
