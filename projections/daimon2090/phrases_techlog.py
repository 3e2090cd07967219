"""Phrases for techlog events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

from journal.i18n import N_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "TechnologyLogged": N_(
            "{who} brings {name} into the technology log ({kind_word}); bonus: "
            "{bonus_text}; limit: {limit}"
        ),
        "TechnologyLogged@actor": N_(
            "brings {name} into the technology log ({kind_word}); bonus: "
            "{bonus_text}; limit: {limit}"
        ),
        "techlog.enrichment": N_("enrichment"),
        "techlog.strategic": N_("strategic"),
        "techlog.none": N_("none"),
        "techlog.as_master": N_(", as the Master"),
        "techlog.details": N_("details"),
        "techlog.bonus": N_("bonus"),
        "techlog.limit": N_("limit"),
        "techlog.empty": N_("the technology log is empty"),
    },
)


def say(lang: str, key: str) -> str:
    return PHRASES.get(lang, PHRASES["en"]).get(key, PHRASES["en"][key])


def logged(record: dict, lang: str) -> dict:
    master = say(lang, "techlog.as_master") if record.get("as_master") else ""
    return {
        "who": record["player"],
        "kind_word": say(lang, f"techlog.{record['kind']}") + master,
        "bonus_text": record.get("bonus") or say(lang, "techlog.none"),
    }


EXTRAS = {"TechnologyLogged": logged}
