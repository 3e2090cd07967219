"""A "Le azioni" sheet file (journal character create --from FILE.toml), checked.

Keys (Italian or English, any case, accents optional): name (nome), player
(giocatore), characteristics (caratteristiche) and skills (abilita) as
NAME = "1d8" (one or more dice: "2d6", "1d8+1d4"), and optional tracks
(risorse): NAME = N or NAME = { value, min, max }, for what the fragment
leaves to the table (wounds, money, advancement), and optional standing
modifiers (modificatori): NAME = ±N, a condition such as a stump.
"""

from __future__ import annotations

from typing import Any

from journal.domain.azioni import pool
from journal.domain.azioni.i18n import _
from journal.domain.errors import RuleBroken, SheetError
from journal.domain.text import clean_name, fold_key
from journal.domain.tracks import LIMIT

SHEET = "Scheda"
KEYS = {
    "name": ("name", "nome"),
    "player": ("player", "giocatore"),
    "characteristics": ("characteristics", "caratteristiche"),
    "skills": ("skills", "abilita"),
    "tracks": ("tracks", "risorse"),
    "modifiers": ("modifiers", "modificatori", "conditions", "condizioni"),
}
TRACK_KEYS = ("value", "min", "max")


def parse_sheet(data: object, tables: dict | None = None) -> dict[str, Any]:
    """The sheet checked: names, dice (2..100 sides), tracks within bounds."""
    found = keyed(data, KEYS, "the sheet")
    for key in ("name", "player", "characteristics"):
        if key not in found:
            raise SheetError(_("{key} is missing").format(key=key), SHEET)
    characteristics = dice_table(found["characteristics"], "characteristics")
    if not characteristics:
        raise SheetError(_("a character needs at least one characteristic"), SHEET)
    return {
        "name": name(found["name"], "name"),
        "player": name(found["player"], "player"),
        "characteristics": characteristics,
        "skills": dice_table(found.get("skills", {}), "skills"),
        "tracks": tracks(found.get("tracks", {})),
        "modifiers": modifiers(found.get("modifiers", {})),
    }


def modifiers(value: object) -> dict[str, int]:
    """Standing modifiers (issue 28): a condition's name = ±N (the book's stump)."""
    from journal.domain.azioni.rules import MODIFIER_LIMIT

    if not isinstance(value, dict):
        raise SheetError(_("modifiers must be a table of NAME = ±N"), SHEET)
    result: dict[str, int] = {}
    for key, amount in value.items():
        found = name(key, "a modifier's name")
        if fold_key(found) in (fold_key(k) for k in result):
            raise SheetError(
                _("{found} is given twice in modifiers").format(found=found), SHEET
            )
        number = whole(amount, f"modifier {found}")
        if number is None or not 0 < abs(number) <= MODIFIER_LIMIT:
            message = _(
                "modifier {found} must be ±1..{MODIFIER_LIMIT}, got {amount!r}"
            ).format(found=found, MODIFIER_LIMIT=MODIFIER_LIMIT, amount=amount)
            raise SheetError(message, SHEET)
        result[found] = number
    return result


def keyed(data: object, keys: dict, label: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise SheetError(
            _("{label} must be a table of keys").format(label=label), SHEET
        )
    canonical = {fold_key(alias): key for key, names in keys.items() for alias in names}
    found: dict[str, Any] = {}
    for key, value in data.items():
        known = canonical.get(fold_key(str(key)))
        if known is None:
            names = ", ".join(keys)
            raise SheetError(
                _("unknown key {key!r} in {label} (keys: {names})").format(
                    key=key, label=label, names=names
                ),
                SHEET,
            )
        if known in found:
            raise SheetError(
                _("{known} is given twice in {label}").format(known=known, label=label),
                SHEET,
            )
        found[known] = value
    return found


def name(value: object, label: str) -> str:
    if not isinstance(value, str):
        raise SheetError(
            _("{label} must be text, got {value!r}").format(label=label, value=value),
            SHEET,
        )
    try:
        return clean_name(value, label)
    except RuleBroken as error:
        raise SheetError(
            _("{label}: {message}").format(label=label, message=error.message), SHEET
        ) from None


def dice_table(value: object, label: str) -> dict[str, str]:
    if not isinstance(value, dict):
        raise SheetError(
            _('{label} must be a table of NAME = "1d8"').format(label=label), SHEET
        )
    result: dict[str, str] = {}
    for key, dice in value.items():
        entry = name(key, f"a name in {label}")
        if fold_key(entry) in (fold_key(k) for k in result):
            raise SheetError(
                _("{entry} is given twice in {label}").format(entry=entry, label=label),
                SHEET,
            )
        try:
            result[entry] = pool.text(pool.parse(dice, entry))
        except RuleBroken as error:
            raise SheetError(error.message, error.section) from None
    return result


def tracks(value: object) -> dict[str, dict]:
    if not isinstance(value, dict):
        raise SheetError(_("tracks must be a table of NAME = N"), SHEET)
    result: dict[str, dict] = {}
    for key, entry in value.items():
        found = name(key, "a track's name")
        if fold_key(found) in (fold_key(k) for k in result):  # `track` finds either
            raise SheetError(
                _("{found} is given twice in tracks").format(found=found), SHEET
            )
        result[found] = track(key, entry)
    return result


def track(key: str, entry: object) -> dict:
    """A table's resource: its value, and bounds (min 0 unless given)."""
    spec = entry if isinstance(entry, dict) else {"value": entry}
    unknown = sorted(set(spec) - set(TRACK_KEYS))
    if unknown:
        raise SheetError(
            _("track {key}: unknown key {value!r}").format(key=key, value=unknown[0]),
            SHEET,
        )
    bounds = {k: whole(spec.get(k), f"track {key} {k}") for k in TRACK_KEYS}
    low = bounds["min"] if "min" in spec else 0
    high, now = bounds["max"], bounds["value"] or 0
    if now < low or (high is not None and not low <= now <= high):
        top = "" if high is None else high
        raise SheetError(
            _("track {key}: {now} is outside {low}..{top}").format(
                key=key, now=now, low=low, top=top
            ),
            SHEET,
        )
    return {"value": now, "min": low, "max": high, "label": clean_name(key)}


def whole(value: object, label: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > LIMIT:
        raise SheetError(
            _("{label} must be a whole number, got {value!r}").format(
                label=label, value=value
            ),
            SHEET,
        )
    return value
