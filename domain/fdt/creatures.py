"""Opponents' stat blocks (2.9 gli Avversari), read as the rulebook prints them.

    vita	ag	c	v	fr	dp	ATTAKKO
    14	+1	1	16	16	3	Morso (12 - d4) + Zoccolo (12 - d6)
    ABILITA'	n	PiX
    Carica (2d6), Percezione	6	11

vita: pV; ag: the Agilità bonus; c: Colpi absorbed; v: Velocità; fr: Freddezza
(panic and shock); dp: Psiche; each attack "Name (Attack value - damage)", "A
nudo" when no armour absorbs it; abilities; n: how many make a group ("+" a
pack of at least 10); PiX: its Valore. The compact form of the study reads too:
"vita 14, ag +1, c 1, v 16, fr 16, dp 3, Morso (12 - d4); Carica (2d6); n 6; PiX 11".
"""

from __future__ import annotations

import re

from journal.domain.errors import RuleBroken
from journal.domain.fdt.gearfile import damage
from journal.domain.fdt.i18n import _
from journal.domain.fdt.names import OPPONENTS
from journal.domain.text import clean_name

NUMBERS = ("vita", "ag", "c", "v", "fr", "dp")
_ATTACK = re.compile(
    r"^(?P<name>[^()]+?)\s*\(\s*(?P<value>[+-]?\d{1,3})\s*[-−–]\s*"
    r"(?P<damage>[^()]+?)\s*\)\s*(?P<rest>.*)$"
)
_PAIR = re.compile(r"^(?P<key>[a-zA-Z]+)\s*[:=]?\s*(?P<value>[+\-−]?\d{1,4}|\+)$")
_SPLIT = re.compile(r"\t+| {2,}")


def parse_stat_block(text: str) -> dict:
    """A stat block as printed (two header rows and their values) or compact."""
    lines = [line.strip() for line in str(text).splitlines() if line.strip()]
    if len(lines) > 40 or len(str(text)) > 4000:
        raise RuleBroken(_("a stat block is a few lines, not a page"), OPPONENTS)
    if lines and lines[0].casefold().startswith("vita") and len(lines) >= 2:
        if "\t" in lines[0] or "  " in lines[0]:
            return _tabular(lines)
    return _compact(" ".join(lines))


def _tabular(lines: list[str]) -> dict:
    found: dict[str, str] = {}
    for header, values in zip(lines[::2], lines[1::2], strict=False):
        keys = [k.strip().casefold().rstrip("'") for k in _SPLIT.split(header)]
        cells = [c.strip() for c in _SPLIT.split(values)]
        if len(keys) != len(cells):
            raise RuleBroken(
                _(
                    "the row under {header!r} has {cells} cells for {keys} columns "
                    "(separate them with tabs)"
                ).format(header=header, cells=len(cells), keys=len(keys)),
                OPPONENTS,
            )
        found |= dict(zip(keys, cells, strict=True))
    return creature(found)


def _compact(text: str) -> dict:
    found: dict[str, str] = {}
    attacks, abilities = [], []
    for part in _top_level(text, ";"):
        for item in _top_level(part, ","):
            pair = _PAIR.match(item)
            if pair and pair["key"].casefold() in (*NUMBERS, "n", "pix"):
                found[pair["key"].casefold()] = pair["value"]
            elif _ATTACK.match(item) and not abilities and "n" not in found:
                attacks.append(item)
            else:
                abilities.append(item)
    found["attakko"] = " + ".join(attacks)
    found["abilita"] = ", ".join(abilities)
    return creature(found)


def creature(found: dict) -> dict:
    """The creature's record from its columns (strings or numbers)."""
    keys = {k.casefold(): v for k, v in found.items()}
    missing = [k for k in (*NUMBERS, "pix") if k not in keys]
    if missing:
        raise RuleBroken(
            _("the stat block has no {value}").format(value=missing[0]), OPPONENTS
        )
    record = {key: _number(keys[key], key) for key in NUMBERS}
    attacks = keys.get("attakko", keys.get("attacco", keys.get("attacks", "")))
    record["attacks"] = attack_list(str(attacks))
    record["abilities"] = abilities(str(keys.get("abilita", "")))
    group = str(keys.get("n", "1")).strip()
    record["n"] = group if group == "+" else _number(group, "n")
    record["pix"] = _number(keys["pix"], "PiX")
    if record["vita"] < 1:
        raise RuleBroken(_("a creature's vita is at least 1"), OPPONENTS)
    return record


def attack_list(text: str) -> list[dict]:
    attacks = []
    for item in _top_level(text, "+"):
        found = _ATTACK.match(item)
        if not found:
            raise RuleBroken(
                _("{item!r} is not an attack: write 'Name (value - damage)'").format(
                    item=item
                ),
                OPPONENTS,
            )
        attacks.append(
            {
                "name": clean_name(found["name"], "attack name"),
                "value": int(found["value"]),
                "damage": damage(found["damage"], found["name"]),
                "unabsorbable": "nudo" in found["rest"].casefold(),
            }
        )
    return attacks


def abilities(text: str) -> list[dict]:
    found = []
    for item in _top_level(text, ","):
        name, _ignored, detail = item.partition("(")
        detail = detail.rstrip(")").strip() or None
        found.append({"name": clean_name(name, "ability"), "detail": detail})
    return found


def _top_level(text: str, separator: str) -> list[str]:
    """`text` split at `separator` outside parentheses, parts stripped."""
    parts, depth, current = [], 0, ""
    for char in text:
        depth += (char == "(") - (char == ")")
        if char == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    return [p.strip() for p in parts if p.strip()]


def _number(value: object, label: str) -> int:
    text = str(value).strip().replace("−", "-").replace("–", "-")
    if not re.fullmatch(r"[+-]?\d{1,4}", text):
        raise RuleBroken(
            _("{label} must be a number, got {value!r}").format(
                label=label, value=text[:20]
            ),
            OPPONENTS,
        )
    return int(text)
