"""Fuori dal Tempo's hooks for `log --character`, `why` and `journal status`."""

from __future__ import annotations

from journal.i18n import N_


def concerns(record: dict) -> list[str]:
    """Besides its character: the defender, the opponent, the group, the calmer."""
    names = [record.get(key) for key in ("defender_name", "opponent_name")]
    names += [record.get("calmer_name"), record.get("teacher_name")]
    names += list(record.get("members") or [])
    return [name for name in names if name]


def field_reader(field: str):
    """`why CHAR FIELD`: a characteristic's or skill's value, shock, Durata."""
    from journal.domain.fdt.names import canonical
    from journal.domain.text import fold_key

    key = fold_key(field)
    if key in ("shock", "shock.mental", "shock.physical"):
        part = {"shock": None, "shock.mental": "M", "shock.physical": "F"}[key]
        return lambda s: s.shock_degree if part is None else s.shock[part]
    if key in ("durata", "armour", "armatura", "shield", "scudo"):
        piece = "shield" if key in ("shield", "scudo") else "armour"
        return lambda s: (getattr(s, piece) or {}).get("durata")

    def value(sheet):
        found = canonical(field, (*sheet.characteristics, *sheet.skills))
        return sheet.value(found) if found else None

    return value


def table_status(state, lang: str = "en") -> dict:
    """`journal status`: the optional rules on, the creatures in play (among
    the Master's characters)."""
    from journal.domain.events_options import options_of
    from journal.domain.fdt.fighters import creatures
    from journal.projections.sheet import summary_row

    return {
        "options": sorted(k for k, on in options_of(state).items() if on),
        "creatures": [
            {"name": c["name"], "pv": c["pv"], "status": c["status"]}
            for c in creatures(state).values()
        ],
        "npcs": [
            summary_row(s, state.ruleset, lang)
            for s in state.characters.values()
            if getattr(s, "npc", False)
        ]
        + npc_rows(state, lang),
    }


def npc_rows(state, lang: str = "en") -> list[dict]:
    """The creatures as `npc list` and `status` show the Master's characters."""
    from journal.domain.fdt.fighters import creatures

    return [
        {
            "id": found["id"],
            "name": found["name"],
            "player": None,
            "status": found["status"],
            "columns": [("pV", f"{found['pv']}/{found['vita']}")],
            "npc": True,
            "kind": found["kind"],
            "pv": found["pv"],
        }
        for found in creatures(state).values()
    ]


def npc_sheets(state) -> list[dict]:
    """The creatures at the chronicle's end, beside the Master's characters: a
    stat block (2.9) with its pV now, which templates/fdt/sheet.md.j2 prints."""
    from journal.domain.fdt.fighters import creatures

    return [
        {
            "id": found["id"],
            "name": found["name"],
            "player": None,
            "npc": True,
            "creature": True,
            "kind": found["kind"],
            "status": found["status"],
            "pv": {"current": found["pv"], "max": found["vita"]},
            **{key: found[key] for key in ("ag", "c", "v", "fr", "dp", "n", "pix")},
            "attacks": [
                f"{a['name']} ({a['value']} - {a['damage']})" for a in found["attacks"]
            ],
            "abilities": [
                f"{a['name']} ({a['detail']})" if a.get("detail") else a["name"]
                for a in found.get("abilities", ())
            ],
        }
        for found in creatures(state).values()
    ]


def status_lines(found: dict, lang: str = "en") -> list[str]:
    """`journal status` in words: the optional rules on, the creatures."""
    from journal.i18n import translation

    rules = ", ".join(found["options"]) or "—"
    words = translation(lang, "fdt").gettext(N_("Optional rules on: {rules}"))
    return [words.format(rules=rules)]
