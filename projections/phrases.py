"""The message catalogue for one-line event descriptions (English and Italian).

The core's phrases are here (structure, corrections, tracks, free dice, the
event log); each ruleset adds its own through its descriptor's `phrases` module
(`PHRASES`, `EXTRAS`, optionally `COMMON`), merged for that ruleset only: two
rulesets may both describe a `WoundSuffered`, each its own way.
"""

from __future__ import annotations

import string
from functools import cache

from journal.projections.phrases_logbook import PHRASES as LOGBOOK
from journal.projections.phrases_terminal import PHRASES as TERMINAL

CORE: dict[str, dict[str, str]] = {
    "en": {
        "CampaignStarted": "Campaign {name} begins ({ruleset_title})",
        "PlayerJoined": "{player} joins the table",
        "CharacterCreated": "{character} ({player}) enters the story",
        "CharacterCreated.npc": "{character} enters the story (a character of the "
        "Master's)",
        "CharacterCreated.npc@actor": "enters the story (a character of the Master's)",
        "AdventureStarted": "Adventure {number}: {title}",
        "SessionStarted": "Session {number} begins ({date}); present: {present}",
        "SessionEnded": "Session {number} ends",
        "SceneStarted": "Scene {number}: {title}",
        "SceneEnded": "Scene {number} ends",
        "EventVoided": "Voided {target}: {reason}",
        "TrackAdded": "{character} tracks {track} ({value}, {bounds})",
        "TrackChanged": "{character}: {track} {signed}{because}",
        "TrackSet": "{character}: {track} set to {value} (was {before}){because}",
        "DiceRolled": "{who}rolls {expression} → {faces} = {total}",
        "OptionChanged": "Optional rule {option} turned {setting}",
        "option_on": "on",
        "option_off": "off",
        "TrackAdded@actor": "tracks {track} ({value}, {bounds})",
        "TrackChanged@actor": "{track} {signed}{because}",
        "TrackSet@actor": "{track} set to {value} (was {before}){because}",
        "DiceRolled@actor": "rolls {expression} → {faces} = {total}",
        "CharacterCreated@actor": "enters the story ({player})",
        "success": "success",
        "failure": "failure",
        "untitled": "untitled",
        "nobody": "nobody",
        "the_table": "The table ",
        "unbounded": "no bounds",
        "session_title": "Session {number}",
        "voided_event": "voided",
    },
    "it": {
        "CampaignStarted": "Inizia la campagna {name} ({ruleset_title})",
        "PlayerJoined": "{player} si unisce al tavolo",
        "CharacterCreated": "{character} ({player}) entra nella storia",
        "CharacterCreated.npc": "{character} entra nella storia (un personaggio "
        "del Master)",
        "CharacterCreated.npc@actor": "entra nella storia (un personaggio del Master)",
        "AdventureStarted": "Avventura {number}: {title}",
        "SessionStarted": "Inizia la sessione {number} ({date}); presenti: {present}",
        "SessionEnded": "Finisce la sessione {number}",
        "SceneStarted": "Scena {number}: {title}",
        "SceneEnded": "Finisce la scena {number}",
        "EventVoided": "Annullato {target}: {reason}",
        "TrackAdded": "{character} tiene il conto di {track} ({value}, {bounds})",
        "TrackChanged": "{character}: {track} {signed}{because}",
        "TrackSet": "{character}: {track} portato a {value} (era {before}){because}",
        "DiceRolled": "{who}tira {expression} → {faces} = {total}",
        "OptionChanged": "Regola opzionale {option}: {setting}",
        "option_on": "attivata",
        "option_off": "disattivata",
        "TrackAdded@actor": "tiene il conto di {track} ({value}, {bounds})",
        "TrackChanged@actor": "{track} {signed}{because}",
        "TrackSet@actor": "{track} portato a {value} (era {before}){because}",
        "DiceRolled@actor": "tira {expression} → {faces} = {total}",
        "CharacterCreated@actor": "entra nella storia ({player})",
        "success": "successo",
        "failure": "fallimento",
        "untitled": "senza titolo",
        "nobody": "nessuno",
        "the_table": "Il tavolo ",
        "unbounded": "senza limiti",
        "session_title": "Sessione {number}",
        "voided_event": "annullato",
    },
}
for _catalogue in (LOGBOOK, TERMINAL):
    for _lang, _table in _catalogue.items():
        CORE[_lang].update(_table)


class _Plurals(string.Formatter):
    """str.format, plus `{n:one|many}`: the word for 1, else the other
    ("{successes} {successes:success|successes}", "{n} {n:dado|dadi}")."""

    def format_field(self, value, format_spec: str) -> str:
        if "|" in format_spec and isinstance(value, int):
            one, many = format_spec.split("|", 1)
            return one if abs(value) == 1 else many
        return super().format_field(value, format_spec)


_PLURALS = _Plurals()


def fill(template: str, /, **fields) -> str:
    """`template` with `fields`, plural words chosen by number (see _Plurals).
    str.format does the work, five times as fast: a plural field becomes a
    placeholder of its own (`_plurals`), filled with the word first."""
    if "|" not in template:
        return template.format(**fields)
    plain, plurals = _plurals(template)
    words = {}
    for slot, name, one, many in plurals:
        value = fields.get(name)
        if type(value) is not int:  # as _Plurals: str.format's own refusal
            return _PLURALS.format(template, **fields)
        words[slot] = one if abs(value) == 1 else many
    return plain.format(**fields, **words)


@cache
def _plurals(template: str) -> tuple[str, tuple]:
    """`template` with each `{n:one|many}` made `{_0}`, and (slot, n, one, many)
    for each; a field of any other shape is left to _Plurals."""
    parts, plurals = [], []
    for literal, name, spec, conversion in _PLURALS.parse(template):
        parts.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        if spec and "|" in spec and name.isidentifier() and not conversion:
            slot = f"_{len(plurals)}"
            plurals.append((slot, name, *spec.split("|", 1)))
            parts.append(f"{{{slot}}}")
        else:
            conversion = f"!{conversion}" if conversion else ""
            parts.append(f"{{{name}{conversion}{':' + spec if spec else ''}}}")
    return "".join(parts), tuple(plurals)


def say(lang: str, key: str, ruleset: str | None = None, /, **fields) -> str:
    """The phrase `key` in `lang`, filled in."""
    return fill(phrase(lang, key, ruleset=ruleset), **fields)


@cache
def _module(ruleset: str | None):
    if not ruleset:
        return None
    from journal.domain.rulesets import ruleset as find

    return find(ruleset).module("phrases")


@cache
def table(lang: str, ruleset: str | None = None) -> dict[str, str]:
    """The phrases for `lang`: the core's, then the ruleset's over them; any key
    missing from a language falls back to English."""
    merged = dict(CORE["en"])
    module = _module(ruleset)
    if module is not None:
        merged.update(module.PHRASES.get("en", {}))
    if lang != "en":
        merged.update(CORE.get(lang, {}))
        if module is not None:
            merged.update(module.PHRASES.get(lang, {}))
    return merged


def extras(ruleset: str | None) -> dict:
    """The ruleset's placeholder functions: event type -> (record, lang) -> dict."""
    module = _module(ruleset)
    return getattr(module, "EXTRAS", {}) if module is not None else {}


def common(ruleset: str | None):
    """The ruleset's placeholders for every event, or None."""
    module = _module(ruleset)
    return getattr(module, "COMMON", None) if module is not None else None


def phrase(lang: str, key: str, default: str | None = None, ruleset=None) -> str:
    found = table(lang, ruleset).get(key)
    if found is None:
        return key if default is None else default
    return found
