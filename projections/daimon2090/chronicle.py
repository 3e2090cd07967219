"""Dàimon 2090 in a recap: its routine folded into the session's bookkeeping
line (journal.projections.chronicle_routine), a confrontation's sides shown as
rolls, and what changed on a sheet over a session, in the sheet's words."""

from __future__ import annotations

from journal.projections.render_env import messages

ROUTINE = ("MasterHandedOver", "TokensReturned", "ReserveCommitted")
# A handover: each scene's heading names its Master. Tokens: the rotation's own
# accounting. A sealed commitment: its confrontation's sides show what each put.


def bookkeeping(part: list[dict], lang: str) -> tuple[set, list[str]]:
    """(the records folded, the phrases): the new session's Riserva and the
    adventure's refill, only where a die changed hands; the rest dropped."""
    from journal.projections.chronicle_routine import and_list

    t = messages(lang, "daimon2090")
    folded = {r["id"] for r in part if r["type"] in ROUTINE}
    awards = [
        r for r in part if r["type"] == "ReserveAwarded" and r["reason"] == "session"
    ]
    refills = [r for r in part if r["type"] == "ReserveRefilled"]
    folded |= {r["id"] for r in awards + refills}
    lines = []
    for gained in sorted({r["gained"] for r in awards if r["gained"]}):
        names = [r["character"] for r in awards if r["gained"] == gained]
        line = t["routine_session"].format(n=gained, names=and_list(names, lang))
        lines.append(line)
    refilled = [
        t["routine_was"].format(name=r["character"], before=r["before"])
        for r in refills
        if r["before"] < 7
    ]
    if refilled:
        lines.append(t["routine_refill"].format(names=and_list(refilled, lang)))
    return folded, lines


def opposed_view(record: dict, lang: str):
    """A confrontation's round as (its line, each side's roll), or None."""
    if record["type"] != "ConfrontationRolled":
        return None
    from journal.projections.chronicle_model import SideRoll
    from journal.projections.daimon2090.phrases_confront import heading, rolled

    text = f"{heading(record, lang)}: {rolled(record, lang)['verdict']}"
    source = record["dice_source"]
    return text, tuple(
        SideRoll(side["character"], _side(side, source, lang))
        for side in record["sides"]
    )


def _side(side: dict, source: str, lang: str):
    from journal.projections.chronicle_model import FaceView, RollView
    from journal.projections.daimon2090.phrases import breakdown_text
    from journal.projections.phrases import fill

    t = messages(lang, "daimon2090")
    wins = t["success_one"] if side["successes"] == 1 else t["success_many"]
    committed, returned = side["reserve_committed"], side["reserve_returned"]
    fate = "reserve_discarded_fate" if side["result"] == "winner" else "reserve_fate"
    details = ""
    if committed or returned:
        details = fill(t[fate], committed=committed, returned=returned)
    parts = side["breakdown"]
    return RollView(
        faces=tuple(FaceView(f, 6, f >= 4) for f in side["dice"]),
        count=len(side["dice"]),
        result=f"{side['successes']} {wins}",
        outcome=side["result"],
        breakdown=breakdown_text(parts, lang) if "characteristic" in parts else "",
        details=details,
        source=source,
    )


def sheet_changes(before: dict, after: dict, lang: str) -> list[str]:
    """'Riserva 7 → 1', 'Ferite 0/8 → 2/8', 'Spirito 2 → 3', 'Hacking 3 → 4',
    'Pistola pesante [0/13] → [1/13]': what moved on a sheet (sheet_json)."""
    from journal.domain.daimon2090.names import DISPLAY_NAMES

    t = messages(lang, "daimon2090")
    found = [
        f"{DISPLAY_NAMES[key]} {before['characteristics'].get(key)} → {value}"
        for key, value in after["characteristics"].items()
        if before["characteristics"].get(key) != value
    ]
    wounds = before["wounds"], after["wounds"]
    plain = {
        t["col_reserve"]: (before["reserve"], after["reserve"]),
        t["col_wounds"]: tuple(f"{w['current']}/{w['max']}" for w in wounds),
        "PE": (before["pe"], after["pe"]),
        "EVO": (before["evo"], after["evo"]),
        t["sheet_level"]: (before["level"], after["level"]),
        t["sheet_social"]: tuple(s["social_class"]["current"] for s in (before, after)),
        t["sheet_risorse"]: (before["risorse"], after["risorse"]),
    }
    found += [f"{key} {old} → {new}" for key, (old, new) in plain.items() if old != new]
    found += _named(before["skills"], after["skills"], lambda s: s["score"])
    for key in ("weapons", "protections", "enhancements"):
        old, new = ({i["name"]: i for i in s[key]} for s in (before, after))
        found += _named(old, new, lambda i: f"[{i.get('marks', 0)}/13]")
    if before["status"] != after["status"]:
        status = t.get(f"status_{after['status']}", after["status"])
        found.append(f"{t['col_status']}: {status}")
    return found


def _named(old: dict, new: dict, value) -> list[str]:
    """'Hacking 3 → 4', 'Fuga — → 1' (new), 'Pistola [2/13] → —' (gone)."""
    found = []
    for name in [*old, *(n for n in new if n not in old)]:
        before = value(old[name]) if name in old else "—"
        after = value(new[name]) if name in new else "—"
        if before != after:
            found.append(f"{name} {before} → {after}")
    return found
