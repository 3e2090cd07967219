"""Phrases for techlog events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "TechnologyLogged": "{who} brings {name} into the technology log "
        "({kind_word}); bonus: {bonus_text}; limit: {limit}",
        "TechnologyLogged@actor": "brings {name} into the technology log "
        "({kind_word}); bonus: {bonus_text}; limit: {limit}",
        "techlog.enrichment": "enrichment",
        "techlog.strategic": "strategic",
        "techlog.none": "none",
        "techlog.as_master": ", as the Master",
        "techlog.details": "details",
        "techlog.bonus": "bonus",
        "techlog.limit": "limit",
        "techlog.empty": "the technology log is empty",
    },
    "it": {
        "TechnologyLogged": "{who} inserisce {name} nel log tecnologico "
        "({kind_word}); bonus: {bonus_text}; limite: {limit}",
        "TechnologyLogged@actor": "inserisce {name} nel log tecnologico "
        "({kind_word}); bonus: {bonus_text}; limite: {limit}",
        "techlog.enrichment": "arricchimento",
        "techlog.strategic": "intervento strategico",
        "techlog.none": "nessuno",
        "techlog.as_master": ", da Master",
        "techlog.details": "dettagli",
        "techlog.bonus": "bonus",
        "techlog.limit": "limite",
        "techlog.empty": "il log tecnologico è vuoto",
    },
}


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
