"""Phrases for fight events (English and Italian); merged by projections.phrases.

Placeholders are the record's fields; EXTRAS (one function per event type,
(record, lang) -> fields, as in phrases_confront) gives friendlier values for
some of them (faces, outcome, opponents, ...) once describe merges them.
"""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "FightStarted": "A fight begins ({rounds} rounds) against {opponents}",
        "FightRoundFought": "{character} fights {opponent}: {pool}D → {dice}: "
        "{successes} {successes:success|successes} vs difficulty {target}, {outcome} "
        "(margin {margin}); "
        "{verdict}: wounds dealt {wounds_inflicted}, taken {wounds_applied}; "
        "{narrator} narrates",
        "FightRoundFought@actor": "fights {opponent}: {verdict}, wounds dealt "
        "{wounds_inflicted}, taken {wounds_applied}",
        "ShotAimed": "{character} shoots with {weapon} ({size} target, {distance} "
        "range): {pool}D → {dice}: {successes} {successes:success|successes} vs target "
        "{target}, "
        "{outcome}",
        "ShotAimed@actor": "shoots with {weapon}: {outcome}",
        "FightEnded": "The fight ends{marked}",
        "GearMarked": "{character} marks a marker on {item}: {marks}/13",
        "GearMarked@actor": "marks a marker on {item}: {marks}/13",
        "GearReset": "{character}'s {item} back to 0 markers (was {before}); "
        "{payer_name} pays 1D Riserva",
        "GearReset@actor": "resets {item} to 0 markers; {payer_name} pays 1D Riserva",
        "EnhancementMaintained": "{character}'s {item} maintained {how}: back to 0 "
        "markers (was {before}); {payer_name} pays 1D Riserva",
        "EnhancementMaintained@actor": "has {item} maintained {how}: back to 0 "
        "markers; {payer_name} pays 1D Riserva",
        "EnhancementMaintainedWithTools": "{character}'s {item} maintained {how}: "
        "back to 0 markers (was {before}); {payer_name} pays 1D Riserva",
        "EnhancementMaintainedWithTools@actor": "has {item} maintained {how}: back "
        "to 0 markers; {payer_name} pays 1D Riserva",
        "maintained.by": "by {name} ({skill})",
        "maintained.tools": "by {name} ({skill}, {tools})",
        "maintained.clinic": "at a clinic",
        "fight.hit": "hit",
        "fight.miss": "miss",
        "fight.sure": "a sure hit (target 0 or less: no dice)",
        "fight.won": "opponents defeated",
        "fight.lost": "defeated",
        "fight.held": "held off, no wound dealt",
        "fight.player": "the player",
        "fight.master": "the Master",
        "fight.hurt": "hurt",
        "fight.marked": "; one marker on: {items}",
    },
    "it": {
        "FightStarted": "Inizia uno scontro (round {rounds}) contro {opponents}",
        "FightRoundFought": "{character} combatte contro {opponent}: {pool}D → "
        "{dice}: {successes} {successes:successo|successi} contro difficoltà {target}, "
        "{outcome} "
        "(margine {margin}); {verdict}: ferite inflitte {wounds_inflicted}, "
        "subite {wounds_applied}; narra {narrator}",
        "FightRoundFought@actor": "combatte contro {opponent}: {verdict}, ferite "
        "inflitte {wounds_inflicted}, subite {wounds_applied}",
        "ShotAimed": "{character} spara con {weapon} (bersaglio {size}, distanza "
        "{distance}): {pool}D → {dice}: {successes} {successes:successo|successi} "
        "contro difficoltà {target}, {outcome}",
        "ShotAimed@actor": "spara con {weapon}: {outcome}",
        "FightEnded": "Finisce lo scontro{marked}",
        "GearMarked": "{character} segna un marcatore su {item}: {marks}/13",
        "GearMarked@actor": "segna un marcatore su {item}: {marks}/13",
        "GearReset": "{item} di {character} torna a 0 marcatori (erano {before}); "
        "{payer_name} paga 1D Riserva",
        "GearReset@actor": "riporta {item} a 0 marcatori; {payer_name} paga 1D Riserva",
        "EnhancementMaintained": "manutenzione di {item} di {character} {how}: torna "
        "a 0 marcatori (erano {before}); {payer_name} paga 1D Riserva",
        "EnhancementMaintained@actor": "fa la manutenzione di {item} {how}: torna "
        "a 0 marcatori; {payer_name} paga 1D Riserva",
        "EnhancementMaintainedWithTools": "manutenzione di {item} di {character} "
        "{how}: torna a 0 marcatori (erano {before}); {payer_name} paga 1D Riserva",
        "EnhancementMaintainedWithTools@actor": "fa la manutenzione di {item} {how}:"
        " torna a 0 marcatori; {payer_name} paga 1D Riserva",
        "maintained.by": "da {name} ({skill})",
        "maintained.tools": "da {name} ({skill}, {tools})",
        "maintained.clinic": "in clinica",
        "fight.hit": "colpito",
        "fight.miss": "mancato",
        "fight.sure": "colpo sicuro (target 0 o meno: nessun dado)",
        "fight.won": "avversari sconfitti",
        "fight.lost": "sconfitto",
        "fight.held": "difesa riuscita, nessuna ferita inflitta",
        "fight.player": "il giocatore",
        "fight.master": "il Master",
        "fight.hurt": "ferito",
        "fight.marked": "; un marcatore su: {items}",
    },
}


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
