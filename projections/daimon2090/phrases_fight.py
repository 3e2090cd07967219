"""Phrases for fight events (English and Italian); merged by projections.phrases.

Placeholders are the record's fields; EXTRAS (one function per event type,
(record, lang) -> fields, as in phrases_confront) gives friendlier values for
some of them (faces, outcome, opponents, ...) once describe merges them.
"""

from __future__ import annotations

from journal.i18n import N_, Nn_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "FightStarted": N_("A fight begins ({rounds} rounds) against {opponents}"),
        "FightRoundFought": Nn_(
            "{character} fights {opponent}: {pool}D → {dice}: {successes} success vs "
            "difficulty {target}, {outcome} (margin {margin}); {verdict}: wounds "
            "dealt {wounds_inflicted}, taken {wounds_applied}; {narrator} narrates",
            "{character} fights {opponent}: {pool}D → {dice}: {successes} successes "
            "vs difficulty {target}, {outcome} (margin {margin}); {verdict}: wounds "
            "dealt {wounds_inflicted}, taken {wounds_applied}; {narrator} narrates",
            "successes",
        ),
        "FightRoundFought@actor": N_(
            "fights {opponent}: {verdict}, wounds dealt {wounds_inflicted}, taken "
            "{wounds_applied}"
        ),
        "ShotAimed": Nn_(
            "{character} shoots with {weapon} ({size} target, {distance} range): "
            "{pool}D → {dice}: {successes} success vs target {target}, {outcome}",
            "{character} shoots with {weapon} ({size} target, {distance} range): "
            "{pool}D → {dice}: {successes} successes vs target {target}, {outcome}",
            "successes",
        ),
        "ShotAimed@actor": N_("shoots with {weapon}: {outcome}"),
        "FightEnded": N_("The fight ends{marked}"),
        "GearMarked": N_("{character} marks a marker on {item}: {marks}/13"),
        "GearMarked@actor": N_("marks a marker on {item}: {marks}/13"),
        "GearReset": N_(
            "{character}'s {item} back to 0 markers (was {before}); {payer_name} "
            "pays 1D Riserva"
        ),
        "GearReset@actor": N_(
            "resets {item} to 0 markers; {payer_name} pays 1D Riserva"
        ),
        "EnhancementMaintained": N_(
            "{character}'s {item} maintained {how}: back to 0 markers (was "
            "{before}); {payer_name} pays 1D Riserva"
        ),
        "EnhancementMaintained@actor": N_(
            "has {item} maintained {how}: back to 0 markers; {payer_name} pays 1D "
            "Riserva"
        ),
        "EnhancementMaintainedWithTools": N_(
            "{character}'s {item} maintained {how}: back to 0 markers (was "
            "{before}); {payer_name} pays 1D Riserva"
        ),
        "EnhancementMaintainedWithTools@actor": N_(
            "has {item} maintained {how}: back to 0 markers; {payer_name} pays 1D "
            "Riserva"
        ),
        "maintained.by": N_("by {name} ({skill})"),
        "maintained.tools": N_("by {name} ({skill}, {tools})"),
        "maintained.clinic": N_("at a clinic"),
        "fight.hit": N_("hit"),
        "fight.miss": N_("miss"),
        "fight.sure": N_("a sure hit (target 0 or less: no dice)"),
        "fight.won": N_("opponents defeated"),
        "fight.lost": N_("defeated"),
        "fight.held": N_("held off, no wound dealt"),
        "fight.player": N_("the player"),
        "fight.master": N_("the Master"),
        "fight.hurt": N_("hurt"),
        "fight.marked": N_("; one marker on: {items}"),
    },
)


def extras(record: dict, lang: str) -> dict:
    """Friendlier values for a fight record's placeholders."""
    extra = EXTRAS.get(record["type"])
    return extra(record, lang) if extra else {}


def _say(lang: str):
    from journal.projections.daimon2090.phrases import say as phrase

    return lambda key: phrase(lang, key)


def _faces(record: dict) -> str:
    return " ".join(str(face) for face in record["dice"]) or "—"


def _round(record: dict, lang: str) -> dict:
    say = _say(lang)
    return {
        "dice": _faces(record),
        "outcome": say(record["outcome"]),
        "verdict": say(f"fight.{record['verdict']}"),
        "narrator": say(f"fight.{record['narrator']}"),
    }


def _shot(record: dict, lang: str) -> dict:
    hit = record["outcome"] == "success"
    sure = (record.get("breakdown") or {}).get("sure")
    outcome = _say(lang)("fight.sure" if sure else "fight.hit" if hit else "fight.miss")
    return {"dice": _faces(record), "outcome": outcome}


def _started(record: dict, lang: str) -> dict:
    return {
        "opponents": ", ".join(
            f"{npc['name']} ({npc['difficulty']})" for npc in record["opponents"]
        )
    }


def _ended(record: dict, lang: str) -> dict:
    """'; one marker on: Pistola, Giubbotto', nothing when no item was used."""
    items = ", ".join(dict.fromkeys(mark["item"] for mark in record["marked"]))
    return {"marked": _say(lang)("fight.marked").format(items=items) if items else ""}


def _maintained(record: dict, lang: str) -> dict:
    say = _say(lang)
    if record["maintainer_name"] is None:
        return {"how": say("maintained.clinic")}
    name, skill = record["maintainer_name"], record["skill"]
    if record.get("tools"):
        found = say("maintained.tools").format(
            name=name, skill=skill, tools=record["tools"]
        )
        return {"how": found}
    return {"how": say("maintained.by").format(name=name, skill=skill)}


EXTRAS = {  # event type -> (record, lang) -> placeholder values
    "FightRoundFought": _round,
    "ShotAimed": _shot,
    "FightStarted": _started,
    "FightEnded": _ended,
    "EnhancementMaintained": _maintained,
    "EnhancementMaintainedWithTools": _maintained,
}
