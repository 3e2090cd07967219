"""Guided creation at the table: the one small toolkit every ruleset's walk uses.

A walk asks its questions one at a time. Each question lists its choices or
says its limits and shows its default, which Enter takes. A wrong answer is
told why and that question alone is asked again. An option answers a question
without a prompt; under --yes its default does (or a draw, reproducible with
--seed), and a question with neither is a usage error naming its option.

Nothing typed is thrown away. When the rules refuse the whole at the end (a
budget of points spent twice over, say), the walk tells the refusal and asks
again with every earlier answer as the default, so Enter keeps what was right.
When a walk is abandoned (a refusal under --yes, Ctrl-C, the end of input), it
prints the answers typed so far as the options that give them, to start again
from there.

Prompts and narration go to stderr when stdout carries --json. Words come from
the phrase catalogues (`ask.*`: projections/phrases_prompts.py, and each
ruleset's own questions in its phrases module).
"""

from __future__ import annotations

import re
import shlex
import textwrap
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import click

from journal.domain.errors import JournalError
from journal.domain.text import fold_key

MANY = 12  # past this many choices, a prompt says `?` lists them
EMPTY = (None, "", [], (), {})
YES, NO = ("y", "yes", "s", "si"), ("n", "no")  # English and Italian
_DROP = re.compile(r"-\s*(\d+)")


@dataclass
class Question:
    """One question of a walk."""

    key: str  # the answer's name in the walk (and the option's, when it has one)
    text: str  # the question, in the user's language
    option: str | None = None  # the option that answers it ("--race")
    choices: Sequence[str] = ()  # the answers it takes (any case, accents optional)
    limits: str = ""  # what an answer must be, when it is not a choice
    default: Any = None  # shown; Enter and --yes take it
    parse: Callable[[str], Any] | None = None  # text -> value; raises with why
    check: Callable[[Any], None] | None = None  # a value's rule; raises with why
    shown: Callable[[Any], str] = str  # a value as it is typed
    optional: bool = False  # Enter with no default answers None
    draw: Callable[[], Any] | None = None  # under --yes, with no default
    text_option: bool = False  # the option gives text, read as a typed answer
    example: str = ""  # a list's entry as typed, e.g. "Hacking=3:Cracker"
    examples: Sequence[str] = ()  # what `?` lists where any answer goes
    examples_are: str = "ask.examples"  # the phrase that says what they are
    at_least: int = 0  # a list's fewest entries
    at_most: int | None = None  # a list's most entries


class Walk:
    """The questions of one creation, their answers, and what was typed."""

    def __init__(self, env, options: dict, yes: bool, as_json: bool) -> None:
        self.env, self.options, self.yes, self.err = env, options, yes, as_json
        self.lang = env.lang
        try:
            self.ruleset = env.ruleset_name
        except Exception:  # noqa: BLE001 - no campaign: the core's words only
            self.ruleset = None
        self.answers: dict[str, Any] = {}
        self.typed: dict[str, tuple[str, list[str]]] = {}  # key -> (option, texts)
        self.again = False  # after a refusal: every answer is a default

    # -- words ----------------------------------------------------------------

    def word(self, key: str, **fields) -> str:
        from journal.projections.phrases import say

        return say(self.lang, key, self.ruleset, **fields)

    def say(self, text: str = "") -> None:
        click.echo(text, err=self.err)

    def tell(self, key: str, **fields) -> None:
        self.say(self.word(key, **fields))

    def why(self, error: Exception) -> str:
        if isinstance(error, JournalError):
            from journal.failures import refusal

            return refusal(self.env, error)
        if isinstance(error, click.BadParameter):
            return error.message
        return str(error)

    # -- one answer -----------------------------------------------------------

    def ask(self, q: Question):
        """The answer to `q`: its option's, a prompt's, or (under --yes) its
        default or draw."""
        given = self.options.get(q.key)
        if self.again and q.key in self.answers:
            q.default = self.answers[q.key]
        elif given not in EMPTY:
            value = self._given(q, given)
            if value is not None or self.yes:
                return self._keep(q, value)
        if self.yes:
            return self._keep(q, self._unattended(q))
        return self._keep(q, self._prompted(q))

    def _given(self, q: Question, given):
        """An option's value, checked; at the table a wrong one is asked again."""
        try:
            if q.text_option and isinstance(given, str):
                given = self._parsed(q, given)
            if q.check is not None:
                q.check(given)
            return given
        except (JournalError, click.BadParameter, ValueError) as error:
            if self.yes:
                raise
            self.say(self.word("ask.wrong_option", option=q.option or q.key,
                               why=self.why(error)))  # fmt: skip
            q.default = given
            return None

    def _unattended(self, q: Question, listed: bool = False):
        if q.default not in EMPTY:
            return q.default
        if q.draw is not None:
            return q.draw()
        if listed and q.at_least == 0:
            return []
        if q.optional and not listed:
            return None
        option = q.option or q.key
        raise click.UsageError(self.word("ask.yes_needs", option=option))

    def _prompted(self, q: Question):
        while True:
            raw = self._input(self._question(q), q)
            if raw is None:
                if q.default in EMPTY:
                    return None
                self._typed(q, [q.shown(q.default)], keep=True)
                return q.default
            try:
                value = self._parsed(q, raw)
                if q.check is not None:
                    q.check(value)
            except (JournalError, click.BadParameter, ValueError) as error:
                self.say(f"  {self.why(error)}")
                continue
            self._typed(q, [q.shown(value) if q.choices else raw])
            return value

    def _input(self, text: str, q: Question) -> str | None:
        """The text typed (None: Enter on a default or an optional question)."""
        default = q.default not in EMPTY
        shown = q.shown(q.default) if default else None
        while True:
            raw = click.prompt(
                text, default=shown or "", show_default=bool(shown), err=self.err
            ).strip()
            if raw == "?":
                self._list_choices(q)
                continue
            if default and raw == shown:
                return None
            if raw:
                return raw
            if q.optional:
                return None
            self.say("  " + self.word("ask.needed", what=self._limits(q) or q.text))

    def _parsed(self, q: Question, raw: str):
        if q.choices:
            raw = self.choice(raw, q.choices)
        return q.parse(raw) if q.parse is not None else raw

    def choice(self, raw: str, choices: Sequence[str]) -> str:
        """The choice `raw` names: any case, accents optional, or a start of it
        that only one choice has."""
        from journal.domain.suggest import did_you_mean

        key = fold_key(raw)
        for known in choices:
            if fold_key(known) == key:
                return known
        starting = [c for c in choices if fold_key(c).startswith(key)]
        if len(starting) == 1:
            return starting[0]
        hint = did_you_mean(raw, choices)
        if hint and self.lang != "en":
            from journal.projections.refusals import translated

            hint = translated(hint, None, self.lang)
        fields = {"answer": raw, "hint": hint, "n": len(choices)}
        if len(choices) > MANY:
            raise click.BadParameter(self.word("ask.not_one_of_many", **fields))
        fields["choices"] = ", ".join(choices)
        raise click.BadParameter(self.word("ask.not_a_choice", **fields))

    def _question(self, q: Question) -> str:
        limits = self._limits(q)
        return f"{q.text} ({limits})" if limits else q.text

    def _limits(self, q: Question) -> str:
        parts = []
        if q.choices:
            many = len(q.choices) > MANY
            parts.append(
                self.word("ask.many_choices", n=len(q.choices))
                if many
                else ", ".join(q.choices)
            )
        if q.limits:
            parts.append(q.limits)
        if q.examples and not q.choices:
            parts.append(self.word(q.examples_are, n=len(q.examples)))
        if q.optional and q.default in EMPTY:
            parts.append(self.word("ask.enter_none"))
        return "; ".join(parts)

    def _list_choices(self, q: Question) -> None:
        if q.choices or q.examples:
            for line in textwrap.wrap(", ".join(q.choices or q.examples), 76):
                self.say(f"  {line}")
        else:
            self.say("  " + (self._limits(q) or q.text))

    def _keep(self, q: Question, value):
        self.answers[q.key] = value
        return value

    def _typed(self, q: Question, texts: list[str], keep: bool = False) -> None:
        """What to print back as options; `keep`: an earlier answer's text
        stays (Enter kept it)."""
        if q.option and not (keep and q.key in self.typed):
            self.typed[q.key] = (q.option, texts)

    # -- a list of answers ----------------------------------------------------

    def ask_list(self, q: Question) -> list:
        """Entries one a line, each checked as it comes (q.check gets the entry
        and the entries before it); Enter ends the list, `-N` drops entry N."""
        given = list(self.options.get(q.key) or ())
        if self.again and q.key in self.answers:
            given = list(self.answers[q.key])
        elif given:
            try:
                self._check_all(q, given)
                if not self.yes and not self.again:
                    return self._keep(q, given)
            except (JournalError, click.BadParameter, ValueError) as error:
                if self.yes:
                    raise
                self.say(self.word("ask.wrong_option", option=q.option or q.key,
                                   why=self.why(error)))  # fmt: skip
        if self.yes:
            found = given or self._unattended(q, listed=True)
            self._check_all(q, found)
            return self._keep(q, list(found))
        return self._keep(q, self._listed(q, given))

    def _check_all(self, q: Question, entries: list) -> None:
        for number in range(len(entries)):
            if q.check is not None:
                q.check((entries[number], entries[:number]))

    def _listed(self, q: Question, entries: list) -> list:
        limits = self._limits(q)
        self.say(f"{q.text} ({limits})" if limits else q.text)
        typed = [q.shown(entry) for entry in entries]
        hint = self.word("ask.list_hint", example=q.example)
        if q.choices or q.examples:
            hint += "; " + self.word("ask.list_more")
        self.say(f"  {hint}")
        self._show_entries(q, entries)
        while not (q.at_most and len(entries) >= q.at_most):
            raw = click.prompt(
                f"  {len(entries) + 1}", default="", show_default=False, err=self.err
            ).strip()
            if raw == "?":
                self._list_choices(q)
                continue
            dropped = _DROP.fullmatch(raw)
            if dropped and entries:
                number = int(dropped.group(1))
                if 1 <= number <= len(entries):
                    del entries[number - 1], typed[number - 1]
                    self._show_entries(q, entries)
                    continue
            if not raw:
                if len(entries) >= q.at_least:
                    break
                self.say("  " + self.word("ask.at_least", n=q.at_least))
                continue
            try:
                value = self._parsed(q, raw)
                if q.check is not None:
                    q.check((value, list(entries)))
            except (JournalError, click.BadParameter, ValueError) as error:
                self.say(f"    {self.why(error)}")
                continue
            entries.append(value)
            typed.append(q.shown(value) if q.choices else raw)
        self._typed(q, typed)
        return entries

    def _show_entries(self, q: Question, entries: list) -> None:
        for number, entry in enumerate(entries, start=1):
            self.say(f"  {number}: {q.shown(entry)}")

    # -- yes or no --------------------------------------------------------------

    def confirm(self, text: str, default: bool, key: str | None = None) -> bool:
        """A yes or no; under --yes, the default (or the option `key`)."""
        if key is not None and self.options.get(key) is not None:
            return bool(self.options[key])
        if self.yes:
            return default
        shown = self.word("ask.yn_yes" if default else "ask.yn_no")
        while True:
            raw = click.prompt(
                f"{text} [{shown}]", default="", show_default=False, err=self.err
            )
            answer = fold_key(raw.strip())
            if not answer:
                return default
            if answer in YES or answer in NO:
                return answer in YES
            self.say("  " + self.word("ask.yes_or_no"))

    # -- the whole ------------------------------------------------------------

    def settle(self, steps: Callable[[], Any]):
        """`steps()` (questions, then the rules' check of the whole), again with
        every answer kept as its default while the rules refuse (at the
        table; under --yes the refusal stands)."""
        while True:
            try:
                return steps()
            except JournalError as error:
                if self.yes:
                    raise
                self.say(self.word("ask.refused", line=self.why(error)))
                self.say(self.word("ask.again"))
                self.again = True

    @contextmanager
    def keeping(self):
        """Print the answers typed so far as options if the walk is abandoned."""
        try:
            yield self
        except (click.Abort, KeyboardInterrupt, EOFError, JournalError):
            self._kept()
            raise

    def _kept(self) -> None:
        parts = []
        for option, texts in self.typed.values():
            for typed in texts:
                parts += [option, shlex.quote(typed)]
        if parts:
            click.echo(self.word("ask.kept"), err=True)
            click.echo("  " + " ".join(parts), err=True)


def check_new(env, name: str, player: str) -> None:
    """Before any question: the player plays here, the name is free."""
    campaign = env.app.load(env.campaign)
    campaign.state.player(player)
    campaign.check_new_character(name)


def whole(low: int, high: int, word: Callable[..., str]) -> Callable[[str], int]:
    """A parser of a whole number within low..high (`word`: Walk.word)."""

    def parse(raw: str) -> int:
        text = raw.strip()
        if not re.fullmatch(r"[+-]?\d{1,9}", text):
            raise click.BadParameter(word("ask.not_a_number", answer=raw))
        value = int(text)
        if not low <= value <= high:
            raise click.BadParameter(
                word("ask.out_of_range", value=value, low=low, high=high)
            )
        return value

    return parse


def names(raw: str) -> list[str]:
    """'a, b,c' -> ['a', 'b', 'c']."""
    return [part.strip() for part in raw.split(",") if part.strip()]
