"""Phrases for master events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "MasterRolled": "Roll for the Master ({why}): {rolls} → {winner}",
        "MasterHandedOver": "{handover}",
        "TokensReturned": "Every token is back: {names} {count:holds|hold} one again",
        "master.handover": "{player} is Master of scene {for_scene} ({how})",
        "master.passes": "The Master role passes to {player} ({how})",
        "MasterClaimed": "{character} pays 1 Riserva: {player} claims the Master "
        "role for scene {for_scene}",
        "MasterClaimed@actor": "pays 1 Riserva: {player} claims the Master role for "
        "scene {for_scene}",
        "MasterKept": "{character} pays 1 Riserva: {player} keeps the Master role "
        "for scene {for_scene}",
        "MasterKept@actor": "pays 1 Riserva: {player} keeps the Master role for "
        "scene {for_scene}",
        "MasterRewarded": "The players vote {yes}/{total}: the Master's die to "
        "{character} ({player})",
        "MasterRewarded@actor": "wins the players' vote for the Master's die, "
        "{yes}/{total} ({player}, Master)",
        "master.why.first": "the session's first Master",
        "master.why.rotation": "rotation",
        "master.why.claim": "contested claim",
        "master.how.first": "the session's first Master",
        "master.how.rotation": "rotation",
        "master.how.claim": "claimed for 1D",
        "master.how.keep": "kept for 1D",
        "master.alone": ", the only one in the running",
        "master.reroll": "; re-roll",
        "master.view.master": "Master: {who}",
        "master.view.tokens": "Holding a token: {who}",
        "master.view.claim": "Next scene claimed by: {who} (1D each)",
        "master.view.keep": "Next scene kept by: {who} (1D)",
    },
    "it": {
        "MasterRolled": "Tiro per il Master ({why}): {rolls} → {winner}",
        "MasterHandedOver": "{handover}",
        "TokensReturned": "Tutti i token sono tornati: {names} ne {count:ha|hanno} di "
        "nuovo uno",
        "master.handover": "{player} è Master della scena {for_scene} ({how})",
        "master.passes": "Il ruolo di Master passa a {player} ({how})",
        "MasterClaimed": "{character} spende 1 dado Riserva: {player} reclama il "
        "ruolo di Master per la scena {for_scene}",
        "MasterClaimed@actor": "spende 1 dado Riserva: {player} reclama il ruolo di "
        "Master per la scena {for_scene}",
        "MasterKept": "{character} spende 1 dado Riserva: {player} mantiene il "
        "ruolo di Master per la scena {for_scene}",
        "MasterKept@actor": "spende 1 dado Riserva: {player} mantiene il ruolo di "
        "Master per la scena {for_scene}",
        "MasterRewarded": "I giocatori votano {yes}/{total}: il dado del Master a "
        "{character} ({player})",
        "MasterRewarded@actor": "ottiene il voto dei giocatori per il dado del "
        "Master, {yes}/{total} ({player}, Master)",
        "master.why.first": "primo Master della sessione",
        "master.why.rotation": "alternanza",
        "master.why.claim": "sfida per il ruolo",
        "master.how.first": "primo Master della sessione",
        "master.how.rotation": "alternanza",
        "master.how.claim": "reclamato per 1D",
        "master.how.keep": "mantenuto per 1D",
        "master.alone": ", unico in corsa",
        "master.reroll": "; rilancio",
        "master.view.master": "Master: {who}",
        "master.view.tokens": "Con il token: {who}",
        "master.view.claim": "Scena successiva reclamata da: {who} (1D ciascuno)",
        "master.view.keep": "Scena successiva mantenuta da: {who} (1D)",
    },
}


def _phrase(lang: str, key: str) -> str:
    from journal.projections.daimon2090.phrases import say as phrase

    return phrase(lang, key)


def _rolled(record: dict, lang: str) -> dict:
    """'Ana 3, Bruno 6, Carla 6; re-roll Bruno 2, Carla 5'."""
    rounds = [
        ", ".join(f"{player} {face}" for player, face in round_.items())
        for round_ in record["rounds"]
    ]
    return {
        "why": _phrase(lang, f"master.why.{record['reason']}"),
        "rolls": (_phrase(lang, "master.reroll") + " ").join(rounds),
    }


def _handed_over(record: dict, lang: str) -> dict:
    """'Ana is Master of scene 2 (rotation)'; in a chronicle, for a scene that was
    never played as this handover said (the session ended first, or a later
    roll chose another Master), 'The Master role passes to Ana (rotation)'."""
    how = _phrase(lang, f"master.how.{record['how']}")
    if len(record["candidates"]) == 1 and record["how"] != "keep":
        how += _phrase(lang, "master.alone")
    key = "master.passes" if record.get("unplayed") else "master.handover"
    fields = {"player": record["player"], "for_scene": record["for_scene"]}
    return {"how": how, "handover": _phrase(lang, key).format(how=how, **fields)}


def _returned(record: dict, lang: str) -> dict:
    return {"names": ", ".join(record["players"]), "count": len(record["players"])}


EXTRAS = {
    "MasterRolled": _rolled,
    "MasterHandedOver": _handed_over,
    "TokensReturned": _returned,
}
