"""Refusals in the user's language: the one line a refused command prints.

Rules are enforced in English (the domain's messages); the line a user reads is
translated here, by templates: the core's (projections/refusals_it.py) and the
ruleset's (its phrases module's REFUSALS, {lang: [(english, translated), ...]}).
A template's `{name}` stands for any text; a number captured feeds plurals in
the translation (`{n} {n:dado|dadi}`). A "did you mean" hint and the rule's
section are translated wherever they are. A message no template matches stays
in English: a refusal is never lost for want of a translation.
"""

from __future__ import annotations

import re
from functools import cache

from journal.projections.phrases import fill

_HINT = re.compile(r"; did you mean (.+?)\?")
_FIELD = re.compile(r"\{(\w+)\}")


def translated(message: str, section: str | None, lang: str, ruleset=None) -> str:
    """The refusal's line (without `refused: `) in `lang`."""
    message, section = translated_parts(message, section, lang, ruleset)
    return f"{message} ({section})" if section else message


def translated_parts(
    message: str, section: str | None, lang: str, ruleset=None
) -> tuple[str, str | None]:
    """The refusal's message and its rule's section, each in `lang`."""
    if lang == "en":
        return message, section
    words = _words(lang)
    message = _HINT.sub(lambda m: _hint(m, words), message)
    for pattern, template in _templates(lang, ruleset):
        found = pattern.fullmatch(message)
        if found:
            known = words.get("fields", {})
            fields = {k: _value(known.get(v, v)) for k, v in found.groupdict().items()}
            tail = "" if "{tail}" in template else fields["tail"]
            message = fill(template, **fields) + tail
            break
    section = words.get("sections", {}).get(section, section) if section else None
    return message, section


def _hint(match: re.Match, words: dict) -> str:
    names = match.group(1).replace(" or ", words.get("or", " or "))
    return words.get("hint", "; did you mean {names}?").format(names=names)


def _value(text: str | None):
    if text is not None and re.fullmatch(r"-?\d{1,9}", text):
        return int(text)
    return text or ""


@cache
def _words(lang: str) -> dict:
    from journal.projections.refusals_it import WORDS

    return WORDS if lang == "it" else {}


@cache
def _templates(lang: str, ruleset: str | None) -> tuple:
    from journal.projections.refusals_it import REFUSALS

    pairs = list(REFUSALS.get(lang, []))
    pairs += list(_ruleset_refusals(ruleset).get(lang, []))
    return tuple((_compile(english), translation) for english, translation in pairs)


def _ruleset_refusals(ruleset: str | None) -> dict:
    if not ruleset:
        return {}
    from journal.domain.errors import JournalError
    from journal.domain.rulesets import ruleset as find

    try:
        module = find(ruleset).module("phrases")
    except JournalError:
        return {}
    return getattr(module, "REFUSALS", None) or {} if module else {}


def _compile(template: str) -> re.Pattern:
    """'no character called {name} in this campaign' as a regular expression;
    a translated hint may follow where the English had one."""
    parts, at = [], 0
    for found in _FIELD.finditer(template):
        parts.append(re.escape(template[at : found.start()]))
        parts.append(f"(?P<{found.group(1)}>.*?)")
        at = found.end()
    parts.append(re.escape(template[at:]))
    return re.compile("".join(parts) + r"(?P<tail>; [^;]*\?)?", re.DOTALL)
