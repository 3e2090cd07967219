"""Phrases for confront events (English and Italian); merged by projections.phrases.

A confrontation's records hold lists (its sides), so most phrases take their
placeholders from EXTRAS: one function per event type, (record, lang) -> fields,
to be merged like PHRASES and applied by journal.projections.describe.
"""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "ConfrontationOpened": "Confrontation: {versus}{warned}",
        "ReserveCommitted": "{character} seals {amount} Riserva {amount:die|dice} "
        "(confrontation {confrontation}, round {round})",
        "ReserveCommitted@actor": "seals {amount} Riserva {amount:die|dice} "
        "(confrontation {confrontation}, round {round})",
        "ConfrontationRolled": "{heading}: {tally}; {verdict}",
        "ConfrontationSettled": "{who} {chose}{then}",
        "confront.heading": "Confrontation {confrontation}",
        "confront.heading.escalation": "Escalation {round} of confrontation "
        "{confrontation}",
        "confront.warned": " ({count} {count:warning|warnings}: see the log)",
        "confront.side": "{character} {breakdown}{pool}D → {faces}: {successes} "
        "{successes:success|successes}{reserve}",
        "confront.discarded": ", {committed} Riserva discarded",
        "confront.returned": ", {committed} Riserva committed, {returned} back",
        "confront.wins": "{winner} prevails by {margin}",
        "confront.clear": " (3+: a clear victory)",
        "confront.ranking": "; ranking: {ranking}",
        "confront.stall": "stall: the tied sides count as defeated, then "
        "escalate, withdraw, refuse or accept",
        "confront.withdraw": "withdraws from confrontation {confrontation}",
        "confront.refuse": "refuses the escalation in confrontation "
        "{confrontation}: a surrender",
        "confront.accept": "accepts the stall of confrontation {confrontation}",
        "confront.accept.many": "accept the stall of confrontation {confrontation}",
        "confront.winner": "; {winner} wins",
        "confront.insisted": "; {winner} insisted on escalating and wins the first "
        "confrontation",
        "confront.stall_accepted": "; the stall stands: a new confrontation needs "
        "different characteristics and skills",
        "confront.stall_goes_on": "; the stall goes on",
        "confront.and": " and ",
    },
    "it": {
        "ConfrontationOpened": "Confronto: {versus}{warned}",
        "ReserveCommitted": "{character} impegna in segreto {amount} "
        "{amount:dado|dadi} Riserva (confronto {confrontation}, round {round})",
        "ReserveCommitted@actor": "impegna in segreto {amount} {amount:dado|dadi} "
        "Riserva (confronto {confrontation}, round {round})",
        "ConfrontationRolled": "{heading}: {tally}; {verdict}",
        "ConfrontationSettled": "{who} {chose}{then}",
        "confront.heading": "Confronto {confrontation}",
        "confront.heading.escalation": "Escalation {round} del confronto "
        "{confrontation}",
        "confront.warned": " ({count} {count:avviso|avvisi}: vedi il log)",
        "confront.side": "{character} {breakdown}{pool}D → {faces}: {successes} "
        "{successes:successo|successi}{reserve}",
        "confront.discarded": ", {committed} {committed:dado|dadi} Riserva "
        "{committed:scartato|scartati}",
        "confront.returned": ", {committed} {committed:dado|dadi} Riserva "
        "{committed:impegnato|impegnati}, {returned} {returned:recuperato|recuperati}",
        "confront.wins": "prevale {winner} di {margin}",
        "confront.clear": " (3+: netta vittoria)",
        "confront.ranking": "; classifica: {ranking}",
        "confront.stall": "stallo: chi è in parità è sconfitto, poi escalation, "
        "ritirarsi, rifiutare o accettare",
        "confront.withdraw": "si ritira dal confronto {confrontation}",
        "confront.refuse": "rifiuta l'escalation nel confronto {confrontation}: "
        "una resa",
        "confront.accept": "accetta lo stallo del confronto {confrontation}",
        "confront.accept.many": "accettano lo stallo del confronto {confrontation}",
        "confront.winner": "; vince {winner}",
        "confront.insisted": "; {winner} ha insistito con l'escalation e vince il "
        "primo confronto",
        "confront.stall_accepted": "; lo stallo resta: un nuovo confronto richiede "
        "caratteristiche e abilità diverse",
        "confront.stall_goes_on": "; lo stallo continua",
        "confront.and": " e ",
    },
}
THEN = {
    "winner": "confront.winner",
    "insisted": "confront.insisted",
    "stall_accepted": "confront.stall_accepted",
    "stall": "confront.stall_goes_on",
}


def say(lang: str, key: str, **fields) -> str:
    table = PHRASES.get(lang, PHRASES["en"])
    from journal.projections.phrases import fill

    return fill(table.get(key, PHRASES["en"][key]), **fields)


def heading(record: dict, lang: str) -> str:
    key = "confront.heading.escalation" if record["round"] else "confront.heading"
    return say(lang, key, **record)


def opened(record: dict, lang: str) -> dict:
    versus = " vs ".join(
        f"{side['character']} ({side['characteristic']}"
        + (f" + {side['skill']})" if side.get("skill") else ")")
        for side in record["sides"]
    )
    count = len(record.get("warnings") or [])
    warned = say(lang, "confront.warned", count=count) if count else ""
    return {"versus": versus, "warned": warned}


def rolled(record: dict, lang: str) -> dict:
    tally = "; ".join(side_text(side, lang) for side in record["sides"])
    if record["outcome"] == "stall":
        verdict = say(lang, "confront.stall")
    else:
        verdict = say(lang, "confront.wins", **record)
        verdict += say(lang, "confront.clear") if record["exceptional"] else ""
        if len(record["sides"]) > 2:
            ranking = ", ".join(record["ranking"])
            verdict += say(lang, "confront.ranking", ranking=ranking)
    return {"heading": heading(record, lang), "tally": tally, "verdict": verdict}


def side_text(side: dict, lang: str) -> str:
    parts = side["breakdown"]
    breakdown = ""
    if "characteristic" in parts:
        from journal.projections.daimon2090.phrases import breakdown_text

        breakdown = breakdown_text(parts, lang) + " = "
    done, back = side["reserve_committed"], side["reserve_returned"]
    key = "confront.discarded" if side["result"] == "winner" else "confront.returned"
    reserve = say(lang, key, committed=done, returned=back) if done else ""
    faces = " ".join(str(face) for face in side["dice"]) or "—"
    fields = {**side, "breakdown": breakdown, "faces": faces, "reserve": reserve}
    return say(lang, "confront.side", **fields)


def settled(record: dict, lang: str) -> dict:
    names = [side["character"] for side in record["sides"]]
    many = ".many" if record["choice"] == "accept" and len(names) > 1 else ""
    chose = say(lang, f"confront.{record['choice']}{many}", **record)
    outcome = record["outcome"]
    if outcome == "winner" and record["choice"] == "accept":
        outcome = "insisted"
    then = say(lang, THEN[outcome], **record)
    return {"who": say(lang, "confront.and").join(names), "chose": chose, "then": then}


EXTRAS = {
    "ConfrontationOpened": opened,
    "ConfrontationRolled": rolled,
    "ConfrontationSettled": settled,
}
