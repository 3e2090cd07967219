"""The message catalogue for one-line event descriptions (English and Italian).

The core's phrases are here (structure, corrections, tracks, free dice, the
event log); each ruleset adds its own through its descriptor's `phrases` module
(`PHRASES`, `EXTRAS`, optionally `COMMON`), merged for that ruleset only: two
rulesets may both describe a `WoundSuffered`, each its own way.
"""

from __future__ import annotations

from functools import cache

from journal.i18n import N_, Phrases
from journal.projections.phrases_logbook import PHRASES as LOGBOOK
from journal.projections.phrases_prompts import PHRASES as PROMPTS
from journal.projections.phrases_terminal import PHRASES as TERMINAL

CORE = Phrases(
    "journal",
    {
        "CampaignStarted": N_("Campaign {name} begins ({ruleset_title})"),
        "PlayerJoined": N_("{player} joins the table"),
        "CharacterCreated": N_("{character} ({player}) enters the story"),
        "CharacterCreated.npc": N_(
            "{character} enters the story (a character of the Master's)"
        ),
        "CharacterCreated.npc@actor": N_(
            "enters the story (a character of the Master's)"
        ),
        "AdventureStarted": N_("Adventure {number}: {title}"),
        "SessionStarted": N_("Session {number} begins ({date}); present: {present}"),
        "SessionEnded": N_("Session {number} ends"),
        "SceneStarted": N_("Scene {number}: {title}"),
        "SceneEnded": N_("Scene {number} ends"),
        "EventVoided": N_("Voided {target}: {reason}"),
        "TrackAdded": N_("{character} tracks {track} ({value}, {bounds})"),
        "TrackChanged": N_("{character}: {track} {signed}{because}"),
        "TrackSet": N_("{character}: {track} set to {value} (was {before}){because}"),
        "DiceRolled": N_("{who}rolls {expression} → {faces} = {total}"),
        "OptionChanged": N_("Optional rule {option} turned {setting}"),
        "option_on": N_("on"),
        "option_off": N_("off"),
        "TrackAdded@actor": N_("tracks {track} ({value}, {bounds})"),
        "TrackChanged@actor": N_("{track} {signed}{because}"),
        "TrackSet@actor": N_("{track} set to {value} (was {before}){because}"),
        "DiceRolled@actor": N_("rolls {expression} → {faces} = {total}"),
        "CharacterCreated@actor": N_("enters the story ({player})"),
        "success": N_("success"),
        "failure": N_("failure"),
        "untitled": N_("untitled"),
        "nobody": N_("nobody"),
        "the_table": N_("The table "),
        "unbounded": N_("no bounds"),
        "session_title": N_("Session {number}"),
        "voided_event": N_("voided"),
        "LanguageChosen": N_("The campaign's language: {lang}"),
    },
)
CORE.base.update(LOGBOOK.base)
CORE.base.update(TERMINAL.base)
CORE.base.update(PROMPTS.base)


def fill(template: str, /, **fields) -> str:
    """`template` with `fields`: str.format, whose plural messages (`Forms`,
    from the catalogues) pick their form by the catalogue's rule."""
    return template.format(**fields)


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
