"""The message catalogue for one-line event descriptions (English and Italian).

The core's phrases are here; each area of the rules adds its own (AREAS).

Game terms stay Italian in both languages: Riserva, Prova, Master, Potenza.
"""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "CampaignStarted": "Campaign {name} begins ({ruleset})",
        "PlayerJoined": "{player} joins the table",
        "CharacterCreated": "{character} ({player}) enters the story",
        "AdventureStarted": "Adventure {number}: {title}",
        "SessionStarted": "Session {number} begins ({date}); present: {present}",
        "SessionEnded": "Session {number} ends",
        "SceneStarted": "Scene {number}: {title}",
        "SceneEnded": "Scene {number} ends",
        "EventVoided": "Voided {target}: {reason}",
        "ProvaRolled": "{character}: Prova {breakdown} = {pool}D → {faces}: "
        "{successes} successes vs target {target}, {outcome} (margin {margin}{flag})"
        "{reserve}",
        "WoundSuffered": "{character} suffers {amount} wounds{capped}{because}",
        "ReserveAwarded": "{character} is awarded {amount} Riserva{because}{lost}",
        "ReserveSpent": "{character} spends {amount} Riserva dice for {purpose}",
        "ReserveRefilled": "{character}'s Riserva back to 7 (was {before})",
        "success": "success",
        "failure": "failure",
        "exceptional": ", 3+",
        "reserve_discarded": "; {committed} Riserva discarded",
        "reserve_returned": "; {committed} Riserva committed, {returned} back",
        "lost": "; {lost} lost (Riserva holds at most 7)",
        "capped": " ({applied} taken: the maximum)",
        "wounds": "wounds",
        "untitled": "untitled",
        "nobody": "nobody",
        "session_title": "Session {number}",
        "ProvaRolled@actor": "Prova: {what}",
        "WoundSuffered@actor": "suffers {amount} wounds{capped}{because}",
        "ReserveAwarded@actor": "is awarded {amount} Riserva{because}{lost}",
        "ReserveSpent@actor": "spends {amount} Riserva for {purpose}",
        "ReserveRefilled@actor": "Riserva back to 7 (was {before})",
        "CharacterCreated@actor": "enters the story ({player})",
        "reason.session": "new session",
    },
    "it": {
        "CampaignStarted": "Inizia la campagna {name} ({ruleset})",
        "PlayerJoined": "{player} si unisce al tavolo",
        "CharacterCreated": "{character} ({player}) entra nella storia",
        "AdventureStarted": "Avventura {number}: {title}",
        "SessionStarted": "Inizia la sessione {number} ({date}); presenti: {present}",
        "SessionEnded": "Finisce la sessione {number}",
        "SceneStarted": "Scena {number}: {title}",
        "SceneEnded": "Finisce la scena {number}",
        "EventVoided": "Annullato {target}: {reason}",
        "ProvaRolled": "{character}: Prova {breakdown} = {pool}D → {faces}: "
        "{successes} successi contro target {target}, {outcome} (margine {margin}"
        "{flag}){reserve}",
        "WoundSuffered": "{character} subisce {amount} ferite{capped}{because}",
        "ReserveAwarded": "{character} riceve {amount} dadi Riserva{because}{lost}",
        "ReserveSpent": "{character} spende {amount} dadi Riserva per {purpose}",
        "ReserveRefilled": "Riserva di {character} di nuovo a 7 (era {before})",
        "success": "successo",
        "failure": "fallimento",
        "exceptional": ", 3+",
        "reserve_discarded": "; {committed} Riserva scartati",
        "reserve_returned": "; {committed} Riserva impegnati, {returned} recuperati",
        "lost": "; {lost} persi (la Riserva ha al massimo 7 dadi)",
        "capped": " ({applied} subite: il massimo)",
        "wounds": "ferite",
        "untitled": "senza titolo",
        "nobody": "nessuno",
        "session_title": "Sessione {number}",
        "ProvaRolled@actor": "Prova: {what}",
        "WoundSuffered@actor": "subisce {amount} ferite{capped}{because}",
        "ReserveAwarded@actor": "riceve {amount} dadi Riserva{because}{lost}",
        "ReserveSpent@actor": "spende {amount} dadi Riserva per {purpose}",
        "ReserveRefilled@actor": "Riserva di nuovo a 7 (era {before})",
        "CharacterCreated@actor": "entra nella storia ({player})",
        "reason.session": "nuova sessione",
        "reason.interpretation": "interpretazione",
        "reason.danger": "pericolo",
        "reason.narration": "narrazione",
        "reason.enrichment": "arricchimento",
    },
}


AREAS = (  # each area of the rules keeps its phrases in its own module
    "projections.phrases_fight",
    "projections.phrases_confront",
    "projections.phrases_health",
    "projections.phrases_odds",
    "projections.phrases_evolution",
    "projections.phrases_resources",
    "projections.phrases_creation",
    "projections.phrases_master",
    "projections.phrases_oracle",
    "projections.phrases_techlog",
    "projections.phrases_logbook",
)


EXTRAS: dict = {}  # event type -> (record, lang) -> extra placeholder values


def _merge_areas() -> None:
    import importlib

    for name in AREAS:
        module = importlib.import_module(name)
        for lang, table in module.PHRASES.items():
            PHRASES.setdefault(lang, {}).update(table)
        EXTRAS.update(getattr(module, "EXTRAS", {}))


_merge_areas()


def phrase(lang: str, key: str, default: str | None = None) -> str:
    table = PHRASES.get(lang, PHRASES["en"])
    return table.get(key, PHRASES["en"].get(key, key if default is None else default))
