"""Phrases for confront events (English and Italian); merged by projections.phrases.

A confrontation's records hold lists (its sides), so most phrases take their
placeholders from EXTRAS: one function per event type, (record, lang) -> fields,
to be merged like PHRASES and applied by journal.projections.describe.
"""

from __future__ import annotations

from journal.i18n import N_, Nn_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "ConfrontationOpened": N_("Confrontation: {versus}{warned}"),
        "ReserveCommitted": Nn_(
            "{character} seals {amount} Riserva die (confrontation {confrontation}, "
            "round {round})",
            "{character} seals {amount} Riserva dice (confrontation {confrontation}, "
            "round {round})",
            "amount",
        ),
        "ReserveCommitted@actor": Nn_(
            "seals {amount} Riserva die (confrontation {confrontation}, round {round})",
            "seals {amount} Riserva dice (confrontation {confrontation}, round "
            "{round})",
            "amount",
        ),
        "ConfrontationRolled": N_("{heading}: {tally}; {verdict}"),
        "ConfrontationSettled": N_("{who} {chose}{then}"),
        "confront.heading": N_("Confrontation {confrontation}"),
        "confront.heading.escalation": N_(
            "Escalation {round} of confrontation {confrontation}"
        ),
        "confront.warned": Nn_(
            " ({count} warning: see the log)",
            " ({count} warnings: see the log)",
            "count",
        ),
        "confront.side": Nn_(
            "{character} {breakdown}{pool}D → {faces}: {successes} success{reserve}",
            "{character} {breakdown}{pool}D → {faces}: {successes} successes{reserve}",
            "successes",
        ),
        "confront.discarded": Nn_(
            ", {committed} Riserva discarded",
            ", {committed} Riserva discarded",
            "committed",
        ),
        "confront.returned": Nn_(
            ", {committed} Riserva committed, {returned} back",
            ", {committed} Riserva committed, {returned} back",
            "committed",
        ),
        "confront.wins": N_("{winner} prevails by {margin}"),
        "confront.clear": N_(" (3+: a clear victory)"),
        "confront.ranking": N_("; ranking: {ranking}"),
        "confront.stall": N_(
            "stall: the tied sides count as defeated, then escalate, withdraw, "
            "refuse or accept"
        ),
        "confront.withdraw": N_("withdraws from confrontation {confrontation}"),
        "confront.refuse": N_(
            "refuses the escalation in confrontation {confrontation}: a surrender"
        ),
        "confront.accept": N_("accepts the stall of confrontation {confrontation}"),
        "confront.accept.many": N_("accept the stall of confrontation {confrontation}"),
        "confront.winner": N_("; {winner} wins"),
        "confront.insisted": N_(
            "; {winner} insisted on escalating and wins the first confrontation"
        ),
        "confront.stall_accepted": N_(
            "; the stall stands: a new confrontation needs different characteristics "
            "and skills"
        ),
        "confront.stall_goes_on": N_("; the stall goes on"),
        "confront.and": N_(" and "),
        "confront.vs": N_(" vs "),  # between the sides: "Kira (Agilità) vs Mox (Forza)"
    },
)
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
    versus = say(lang, "confront.vs").join(
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
