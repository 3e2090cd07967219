"""Random creation (2.3): every die recorded, up to 3 points moved.

A Birth rolls the characteristics in the SRD's order (FOR, COS 3D6; TAG, INT
2D6+6; POT, DES, FAS 3D6: 19 dice), again if the GM offers everyone a re-roll;
the player then moves up to 3 points and chooses a profession and skills,
checked like a sheet file (sheetfile.parse_sheet). The campaign records the
character, then the dice of each set rolled and the points moved.
"""

from __future__ import annotations

from typing import NamedTuple

from journal.domain.brp import events_growth as ev
from journal.domain.brp import names as n
from journal.domain.brp.i18n import _
from journal.domain.brp.sheetparts import MOVED
from journal.domain.dice import Dice
from journal.domain.errors import RuleBroken

DICE = {"TAG": (2, 6), "INT": (2, 6)}  # (dice, constant); the others 3D6


class Choices(NamedTuple):
    """What the player decides once the dice have spoken (sheet-file shapes)."""

    moves: list[tuple[str, str, int]] = []  # (from, to, points)
    profession: object = None
    skills: dict = {}
    weapons: list = []
    armour: list = []
    era: str = "modern"


class Birth:
    def __init__(self, dice: Dice) -> None:
        self.dice = dice
        self.sets: list[list[dict]] = []

    def roll(self) -> dict[str, int]:
        """A set of characteristics (each call after the first is a re-roll)."""
        rolls = []
        for key in n.CHARACTERISTICS:
            count, constant = DICE.get(key, (3, 0))
            faces = list(self.dice.roll(count, 6, n.CHARS).faces)
            text = f"{count}D6" + (f"+{constant}" if constant else "")
            total = sum(faces) + constant
            rolls.append(
                {
                    "characteristic": key,
                    "expression": text,
                    "faces": faces,
                    "total": total,
                }
            )
        self.sets.append(rolls)
        return self.rolled()

    def rolled(self) -> dict[str, int]:
        return {r["characteristic"]: r["total"] for r in self.sets[-1]}


def moved(chars: dict[str, int], moves: list[tuple[str, str, int]]) -> dict:
    """2.3: up to 3 points in all, each from one characteristic to another."""
    result = dict(chars)
    if sum(points for _ignored, _ignored, points in moves) > MOVED:
        raise RuleBroken(
            _("at most {MOVED} points are moved").format(MOVED=MOVED), n.CHARS
        )
    for source, target, points in moves:
        keys = (n.characteristic_key(source), n.characteristic_key(target))
        if None in keys or keys[0] == keys[1] or points < 1:
            raise RuleBroken(
                _("cannot move {points} from {source} to {target}").format(
                    points=points, source=source, target=target
                ),
                n.CHARS,
            )
        result[keys[0]] -= points
        result[keys[1]] += points
        if result[keys[0]] < 1:
            raise RuleBroken(
                _("{value} cannot fall below 1").format(value=keys[0]), n.CHARS
            )
    return result


class CreationCommands:
    def check_new_birth(self, name: str, player: str) -> None:
        self.state.player(player)
        self.check_new_character(name)

    def create_random_character(self, who, birth: Birth, choices, tables, stamp) -> str:
        """`who` = (name, player). Returns the new character's id."""
        from journal.domain.brp.sheetfile import parse_sheet

        name, player = who
        self.check_new_birth(name, player)
        if not birth.sets:
            raise RuleBroken(_("roll the characteristics first"), n.CHARS)
        birth.dice.check_all_used(n.CHARS)
        chars = moved(birth.rolled(), list(choices.moves))
        sheet = parse_sheet(sheet_data(name, player, chars, choices), tables)
        char_id = self.create_character(sheet, stamp)
        for number, rolls in enumerate(birth.sets, 1):
            self.record(
                ev.CharacteristicsRolled,
                stamp,
                character=char_id,
                rolls=rolls,
                kept=number == len(birth.sets),
                dice_source=birth.dice.source,
                seed=birth.dice.seed,
            )
        if choices.moves:
            moves = [
                {
                    "from": n.characteristic_key(a),
                    "to": n.characteristic_key(b),
                    "points": p,
                }
                for a, b, p in choices.moves
            ]
            self.record(
                ev.CharacteristicPointsMoved, stamp, character=char_id, moves=moves
            )
        return char_id


def sheet_data(name: str, player: str, chars: dict, choices: Choices) -> dict:
    data = {
        "name": name,
        "player": player,
        "creation": "random",
        "era": choices.era,
        "characteristics": chars,
        "skills": dict(choices.skills),
        "weapons": list(choices.weapons),
        "armour": list(choices.armour),
    }
    if choices.profession is not None:
        data["profession"] = choices.profession
    return data
