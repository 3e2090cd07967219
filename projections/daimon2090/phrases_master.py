"""Phrases for master events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

from journal.i18n import N_, Nn_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "MasterRolled": N_("Roll for the Master ({why}): {rolls} → {winner}"),
        "MasterHandedOver": N_("{handover}"),
        "TokensReturned": Nn_(
            "Every token is back: {names} holds one again",
            "Every token is back: {names} hold one again",
            "count",
        ),
        "master.handover": N_("{player} is Master of scene {for_scene} ({how})"),
        "master.passes": N_("The Master role passes to {player} ({how})"),
        "MasterClaimed": N_(
            "{character} pays 1 Riserva: {player} claims the Master role for scene "
            "{for_scene}"
        ),
        "MasterClaimed@actor": N_(
            "pays 1 Riserva: {player} claims the Master role for scene {for_scene}"
        ),
        "MasterKept": N_(
            "{character} pays 1 Riserva: {player} keeps the Master role for scene "
            "{for_scene}"
        ),
        "MasterKept@actor": N_(
            "pays 1 Riserva: {player} keeps the Master role for scene {for_scene}"
        ),
        "MasterRewarded": N_(
            "The players vote {yes}/{total}: the Master's die to {character} ({player})"
        ),
        "MasterRewarded@actor": N_(
            "wins the players' vote for the Master's die, {yes}/{total} ({player}, "
            "Master)"
        ),
        "master.why.first": N_("the session's first Master"),
        "master.why.rotation": N_("rotation"),
        "master.why.claim": N_("contested claim"),
        "master.how.first": N_("the session's first Master"),
        "master.how.rotation": N_("rotation"),
        "master.how.claim": N_("claimed for 1D"),
        "master.how.keep": N_("kept for 1D"),
        "master.alone": N_(", the only one in the running"),
        "master.reroll": N_("; re-roll"),
        "master.view.master": N_("Master: {who}"),
        "master.view.tokens": N_("Holding a token: {who}"),
        "master.view.claim": N_("Next scene claimed by: {who} (1D each)"),
        "master.view.keep": N_("Next scene kept by: {who} (1D)"),
    },
)


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
