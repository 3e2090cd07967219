"""Gear (Equipaggiamento): an inventory entry from the seed's list or the table's.

An entry is plain data: `{name, load, coins, uses, uses_max, ammo, ammo_max,
armour, shield, worn, listed}`. `coins` is its price, equal to its load unless
the list says otherwise; `uses`/`ammo` are what is left of `uses_max`/`ammo_max`
(None: the item has none); `worn` says whether its armour points count;
`shield` marks a shield (the list's Scudo; entries stored before issue 28 lack
the key and are read by their name).

Armature: an armour is worn ("Quando la indossi") and a shield held ("Quando lo
imbracci"); the journal counts one armour and one shield at a time: a body
wears one armour, and an arm holds one shield beside it (light armour and a
shield, 3; heavy armour and a shield, 4, the most the list reaches).
"""

from __future__ import annotations

from journal.domain.errors import RuleBroken
from journal.domain.microd6.i18n import _
from journal.domain.text import clean_name, fold_key

SECTION = "Equipaggiamento"
USES, AMMO = "Usi", "Munizioni"
LIMIT = 999  # no item of the list comes near; a bigger number is a typo
SPEC = ("load", "coins", "uses", "ammo", "armour")
ARMOUR = "Armature"


def listed(name: str, catalogue: dict | None) -> dict | None:
    """The seed's entry for `name` (Italian, English or a short name), if any."""
    key = fold_key(name)
    for entry in (catalogue or {}).get("item", []):
        names = [entry["name"], entry.get("english", ""), *entry.get("aliases", [])]
        if key in (fold_key(n) for n in names if n):
            return entry
    return None


def make_item(name: str, catalogue: dict | None, spec: dict | None = None) -> dict:
    """An inventory entry: the list's values (the table may override any of
    `load, coins, uses, ammo, armour`), or an item of the table's own, which
    must give its load. `uses_left`, `ammo_left` and `worn` are optional."""
    spec = dict(spec or {})
    entry = listed(name, catalogue)
    if entry is None and "load" not in spec:
        raise RuleBroken(
            _(
                "{name!r} is not in the seed's list: give its load (and coins, uses, "
                "ammo, armour as it has them)"
            ).format(name=name),
            SECTION,
        )
    base = {key: (entry or {}).get(key) for key in SPEC}
    base.update({key: spec[key] for key in SPEC if spec.get(key) is not None})
    load = _number(base["load"], "load")
    item = {
        "name": entry["name"] if entry else clean_name(name, "item name"),
        "load": load,
        "coins": _number(base["coins"] if base["coins"] is not None else load, "coins"),
        "armour": _number(base["armour"] or 0, "armour"),
        "listed": entry is not None,
    }
    item |= _stock("uses", base["uses"], spec.get("uses_left"))
    item |= _stock("ammo", base["ammo"], spec.get("ammo_left"))
    shield = spec.get("shield", (entry or {}).get("shield", False))
    if not isinstance(shield, bool):
        raise RuleBroken(
            _("shield is true or false, got {shield!r}").format(shield=shield), SECTION
        )
    item["shield"] = shield and item["armour"] > 0
    worn = spec.get("worn")
    if worn is not None and not isinstance(worn, bool):
        raise RuleBroken(
            _("worn is true or false, got {worn!r}").format(worn=worn), SECTION
        )
    item["worn"] = item["armour"] > 0 if worn is None else worn
    return item


def is_shield(item: dict) -> bool:
    """A shield (imbracciato) rather than an armour (indossata)."""
    if "shield" in item:
        return bool(item["shield"])
    return bool(item.get("listed")) and fold_key(item["name"]) == "scudo"


def worn_alike(gear: list[dict], item: dict) -> dict | None:
    """The armour (or the shield) already worn, if `item` is one too."""
    if not item.get("armour"):
        return None
    return next(
        (
            other
            for other in gear
            if other is not item
            and other.get("worn")
            and other.get("armour")
            and is_shield(other) == is_shield(item)
        ),
        None,
    )


def check_worn(name: str, gear: list[dict]) -> None:
    """One armour and one shield worn at a time (see Armature above)."""
    for item in gear:
        other = item.get("worn") and worn_alike(gear, item)
        if other:
            what = _("shield") if is_shield(item) else _("armour")
            raise RuleBroken(
                _(
                    "{name} would wear {name2} and {name3}: one {what} at a time (one "
                    "armour and one shield; worn = false on the other)"
                ).format(name=name, name2=item["name"], name3=other["name"], what=what),
                ARMOUR,
            )


def armour_of(gear: list[dict]) -> int:
    """The points of the best armour and the best shield worn (a store from
    before issue 28 may hold more of either worn: the best counts)."""
    worn = [item for item in gear if item.get("worn") and item.get("armour")]
    body = max((i["armour"] for i in worn if not is_shield(i)), default=0)
    held = max((i["armour"] for i in worn if is_shield(i)), default=0)
    return body + held


def _stock(key: str, most: int | None, left: int | None) -> dict:
    if most is None:
        if left is not None:
            raise RuleBroken(
                _("an item without {key} cannot have {key} left").format(key=key),
                SECTION,
            )
        return {key: None, f"{key}_max": None}
    most = _number(most, key)
    left = most if left is None else _number(left, f"{key} left")
    if left > most:
        raise RuleBroken(
            _("{left} {key} left is more than its {most}").format(
                left=left, key=key, most=most
            ),
            SECTION,
        )
    return {key: left, f"{key}_max": most}


def _number(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= LIMIT:
        raise RuleBroken(
            _("an item's {what} must be 0..{LIMIT}, got {value!r}").format(
                what=what, LIMIT=LIMIT, value=value
            ),
            SECTION,
        )
    return value


def drawable(items: list[dict], key: str, amount: int) -> dict | None:
    """The first of `items` with at least `amount` uses or ammo (`key`) left."""
    return next((item for item in items if (item[key] or 0) >= amount), None)


def restockable(items: list[dict], key: str) -> dict:
    """Of several alike, the one with the least left: it is refilled first."""
    return min(items, key=lambda item: item[key] or 0)
