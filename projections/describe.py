"""One line per event, for the terminal and the chronicles alike."""

from __future__ import annotations

from journal.projections.phrases import common, extras, fill, phrase


def describe(
    record: dict, lang: str = "en", actor: bool = False, ruleset: str | None = None
) -> str:
    """A record (see `projections.records`) told in one line, with the phrases of
    the campaign's ruleset; with `actor`, told after the character's name (as
    chronicles print it), when the event has one."""
    kind = record["type"]
    if kind == "CharacterCreated" and (record.get("sheet") or {}).get("npc"):
        kind = "CharacterCreated.npc"  # a character of the Master's
    fields = {**record, **_extras(record, lang, ruleset)}
    template = phrase(lang, kind, ruleset=ruleset)
    if actor and record.get("character"):
        template = phrase(lang, f"{kind}@actor", template, ruleset=ruleset)
    try:
        return fill(template, **fields)
    except (KeyError, IndexError, ValueError, AttributeError):
        return kind


def _extras(record: dict, lang: str, ruleset: str | None) -> dict:
    found = {
        "because": because(record.get("reason"), lang, ruleset),
        "title": record.get("title") or phrase(lang, "untitled"),
        "present": ", ".join(record.get("present") or []) or phrase(lang, "nobody"),
        "player": record.get("sheet", {}).get("player", record.get("player", "")),
    }
    found.update(_core(record, lang))
    shared = common(ruleset)
    if shared is not None:
        found.update(shared(record, lang))
    special = extras(ruleset).get(record["type"])
    if special is not None:
        found.update(special(record, lang))
    return found


def because(reason: str | None, lang: str, ruleset: str | None = None) -> str:
    if not reason:
        return ""
    return f" ({phrase(lang, f'reason.{reason}', reason, ruleset=ruleset)})"


def _core(record: dict, lang: str) -> dict:
    """Placeholders of the core's own events: tracks and free dice."""
    kind = record["type"]
    if kind == "CampaignStarted":
        return {"ruleset_title": _title(record["ruleset"])}
    if kind == "TrackChanged":
        return {"signed": f"{record['delta']:+d}"}
    if kind == "TrackAdded":
        low, high = record["minimum"], record["maximum"]
        bounds = (
            phrase(lang, "unbounded")
            if low is None and high is None
            else (f"{'−∞' if low is None else low}..{'∞' if high is None else high}")
        )
        return {"bounds": bounds}
    if kind == "DiceRolled":
        return {"faces": faces_text(record["dice"]), "who": _who(record, lang)}
    if kind == "OptionChanged":
        return {"setting": phrase(lang, "option_on" if record["on"] else "option_off")}
    return {}


def _title(ruleset: str) -> str:
    from journal.domain.errors import JournalError
    from journal.domain.rulesets import ruleset as find

    try:
        return find(ruleset).title
    except JournalError:
        return ruleset


def _who(record: dict, lang: str) -> str:
    name = record.get("character")
    return f"{name} " if name else phrase(lang, "the_table")


def faces_text(groups: list[dict]) -> str:
    """'8+3 4 (2)': an exploding chain joined by +, dropped faces in brackets."""
    shown = []
    for group in groups:
        chain: list[str] = []
        exploded = group.get("exploded") or [False] * len(group["faces"])
        for face, kept, more in zip(
            group["faces"], group["kept"], exploded, strict=True
        ):
            text = str(face) if kept else f"({face})"
            if more and chain:
                chain[-1] += f"+{text}"
            else:
                chain.append(text)
        shown.append(" ".join(chain))
    return " ".join(shown) or "—"
