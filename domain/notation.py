"""Dice notation: `3d6+2`, `1d100`, `4d6kh3`, `2d6kl1`, `1d8!`, `2D6+6`, `D6-2`.

A sum of terms, each a constant or `[N]dS` (`d%` is a d100) with an optional
`khK`/`klK` (keep the K highest/lowest) or `!` (each die explodes on its
maximum). A total never falls below 0, as the rulebooks read damage rolls.

Written here rather than taken from the `d20` library: d20 rolls with the global
`random` module (no typed faces from the table, no injected generator) and its
Lark grammar costs about 80 ms at import, as much as a whole recording command;
this subset is one regular expression. The tests check it against d20's parser.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from journal.domain.dice import MAX_DICE, Dice, Group, check_size
from journal.domain.errors import RuleBroken
from journal.i18n import N_, _

SECTION = N_("journal: dice notation")
MAX_TERMS = 20
MAX_CONSTANT = 10_000
_TERM = re.compile(
    r"(?P<sign>[+-])?(?:(?P<count>\d{1,3})?[dD](?P<sides>\d{1,4}|%)"
    r"(?:(?P<keep>k[hl])(?P<keepn>\d{1,3})?|(?P<explode>!))?|(?P<constant>\d{1,5}))"
)


class Term(NamedTuple):
    sign: int  # +1 or -1
    count: int  # dice (0 for a constant)
    sides: int  # 0 for a constant
    constant: int = 0
    keep: tuple[str, int] | None = None  # ("h"|"l", how many)
    explode: bool = False

    def text(self) -> str:
        sign = "-" if self.sign < 0 else "+"
        if not self.count:
            return f"{sign}{self.constant}"
        suffix = "!" if self.explode else ""
        if self.keep:
            suffix = f"k{self.keep[0]}{self.keep[1]}"
        return f"{sign}{self.count}d{self.sides}{suffix}"


class Rolled(NamedTuple):
    expression: str  # normalised, e.g. "2d6+6"
    groups: tuple[Group, ...]  # one per dice term, in order
    signs: tuple[int, ...]  # each group's sign
    modifier: int  # the constants' sum
    total: int  # never below 0

    def to_dict(self) -> dict:
        return {
            "expression": self.expression,
            "dice": [g.to_dict() for g in self.groups],
            "modifier": self.modifier,
            "total": self.total,
        }


def parse(text: str) -> tuple[Term, ...]:
    """The terms of an expression, or a refusal saying what is wrong."""
    compact = "".join(str(text).split())
    if not compact or len(compact) > 200:
        raise RuleBroken(
            _("{text!r} is not dice notation (e.g. 2d6+3)").format(text=text), SECTION
        )
    terms, at = [], 0
    while at < len(compact):
        found = _TERM.match(compact, at)
        if not found or (at and not found.group("sign")):
            raise RuleBroken(
                _(
                    "{text!r} is not dice notation: cannot read {value!r} (write e.g. "
                    "3d6+2, 4d6kh3, 1d8!, 1d100)"
                ).format(text=text, value=compact[at:]),
                SECTION,
            )
        terms.append(_term(found))
        at = found.end()
    return _checked(tuple(terms), text)


def _term(found: re.Match) -> Term:
    sign = -1 if found.group("sign") == "-" else 1
    if found.group("constant") is not None:
        return Term(sign, 0, 0, int(found.group("constant")))
    sides = 100 if found.group("sides") == "%" else int(found.group("sides"))
    count = int(found.group("count") or 1)
    if count < 1:
        raise RuleBroken(
            _("{value!r} rolls no dice").format(value=found.group(0)), SECTION
        )
    keep = None
    if found.group("keep"):
        keep = (found.group("keep")[1], int(found.group("keepn") or 1))
    return Term(sign, count, sides, 0, keep, bool(found.group("explode")))


def _checked(terms: tuple[Term, ...], text: str) -> tuple[Term, ...]:
    if len(terms) > MAX_TERMS:
        raise RuleBroken(
            _("{text!r} has more than {MAX_TERMS} terms").format(
                text=text, MAX_TERMS=MAX_TERMS
            ),
            SECTION,
        )
    dice = sum(t.count for t in terms)
    if dice > MAX_DICE:
        raise RuleBroken(
            _("{text!r} rolls more than {MAX_DICE} dice").format(
                text=text, MAX_DICE=MAX_DICE
            ),
            SECTION,
        )
    for term in terms:
        check_size(term.count, term.sides or 1, SECTION)
        if term.constant > MAX_CONSTANT:
            raise RuleBroken(
                _("{text!r}: {constant} is too large").format(
                    text=text, constant=term.constant
                ),
                SECTION,
            )
        if term.keep and not 1 <= term.keep[1] <= term.count:
            raise RuleBroken(
                _("{text!r}: cannot keep {value} of {count} dice").format(
                    text=text, value=term.keep[1], count=term.count
                ),
                SECTION,
            )
    return terms


def normalised(terms: tuple[Term, ...]) -> str:
    return "".join(t.text() for t in terms).removeprefix("+")


def roll(text: str, dice: Dice) -> Rolled:
    """Roll an expression with `dice` (typed or rolled); the total floors at 0."""
    terms = parse(text)
    groups, signs = [], []
    for term in (t for t in terms if t.count):
        groups.append(_roll_term(term, dice))
        signs.append(term.sign)
    dice.check_all_used(SECTION)
    modifier = sum(t.sign * t.constant for t in terms if not t.count)
    raw = sum(s * g.total for s, g in zip(signs, groups, strict=True)) + modifier
    return Rolled(normalised(terms), tuple(groups), tuple(signs), modifier, max(0, raw))


def _roll_term(term: Term, dice: Dice) -> Group:
    if term.explode:
        chains = [dice.exploding(term.sides, SECTION) for _ignored in range(term.count)]
        return Group(
            term.sides,
            tuple(f for c in chains for f in c.faces),
            tuple(k for c in chains for k in c.kept),
            tuple(e for c in chains for e in c.exploded),
        )
    group = Group.plain(term.sides, dice.roll(term.count, term.sides, SECTION).faces)
    if term.keep:
        return group.keeping(term.keep[1], highest=term.keep[0] == "h")
    return group


def bounds(text: str) -> tuple[int, int]:
    """The lowest and highest totals (an exploding die counts its first face
    only for the maximum: its chain has no bound)."""
    low = high = 0
    for term in parse(text):
        if not term.count:
            low, high = (
                low + term.sign * term.constant,
                high + term.sign * term.constant,
            )
            continue
        kept = term.keep[1] if term.keep else term.count
        if term.sign > 0:
            low, high = low + kept, high + kept * term.sides
        else:
            low, high = low - kept * term.sides, high - kept
    return max(0, low), max(0, high)
