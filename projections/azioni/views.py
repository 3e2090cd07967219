""" "Le azioni"'s views: the sheet (JSON, terminal text), its headline columns,
how tests print in chronicles, the luck table (totals expected and rolled),
the open extended action in `journal status`."""

from __future__ import annotations

CHART_TRACK = None  # the fragment has no resource of its own to chart
TESTS = ("TestRolled", "CombinedTestRolled")


def sheet_json(sheet) -> dict:
    """`journal show --json`: characteristics and skills as dice."""
    return {
        "characteristics": dict(sheet.characteristics),
        "skills": dict(sheet.skills),
        "modifiers": dict(sheet.modifiers),
    }


def sheet_text(sheet, lang: str = "en") -> str:
    from journal.projections.render_env import messages

    t = messages(lang, "azioni")
    lines = [f"{sheet.name}  ({sheet.player})  [{sheet.status}]"]
    for label, table in (
        (t["sheet_characteristics"], sheet.characteristics),
        (t["sheet_skills"], sheet.skills),
    ):
        shown = ", ".join(f"{name} {dice}" for name, dice in table.items())
        lines.append(f"  {label}: {shown or '—'}")
    if sheet.modifiers:
        shown = ", ".join(
            f"{name} {value:+d}" for name, value in sheet.modifiers.items()
        )
        lines.append(f"  {t['sheet_modifiers']}: {shown}")
    return "\n".join(lines)


def summary(sheet, lang: str = "en") -> list[tuple[str, str]]:
    """Two columns every character has: its characteristics and its skills."""
    from journal.projections.render_env import messages

    t = messages(lang, "azioni")
    return [
        (t["sheet_characteristics"], _dice_list(sheet.characteristics)),
        (t["sheet_skills"], _dice_list(sheet.skills)),
    ]


def _dice_list(table: dict) -> str:
    return " · ".join(f"{name} {dice}" for name, dice in table.items()) or "—"


def concerns(record: dict) -> list[str]:
    """Besides its character: the sides of a contest, the participants."""
    people = (record.get("sides") or []) + (record.get("participants") or [])
    return [entry["character"] for entry in people if entry.get("character")]


def field_reader(field: str):
    """`why CHAR FIELD`: a characteristic's or a skill's dice."""
    from journal.domain.text import fold_key

    def read(sheet):
        for table in (sheet.characteristics, sheet.skills):
            for name, dice in table.items():
                if fold_key(name) == fold_key(field):
                    return dice
        return None

    return read


def table_status(state, lang: str = "en") -> dict:
    """`journal status`: the open extended action, if any."""
    action = state.table.get("extended")
    return {"extended": dict(action) if action else None}


def status_lines(found: dict, lang: str = "en") -> list[str]:
    """The open extended action's line in `journal status`."""
    from journal.projections.phrases import say

    action = found.get("extended")
    return [say(lang, "status.extended", "azioni", **action)] if action else []


def roll_view(record: dict, lang: str):
    """Every face; a chain of maximums joined by +; the total against the
    difficulty with its word and the margin."""
    from journal.projections.azioni import rolls

    return rolls.roll_view(record, lang)


def luck(records: list[dict], order: list[str]) -> tuple:
    from journal.projections.azioni import rolls

    return rolls.luck(records, order)
