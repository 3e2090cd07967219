"""A BRP sheet as terminal text (80 columns) and the chronicle's skill list."""

from __future__ import annotations

import textwrap

from journal.domain.brp.names import CHARACTERISTICS
from journal.i18n import N_, Phrases
from journal.projections.sheet import status_word

LABELS = Phrases(
    "brp",
    {
        "rolls": N_("Rolls"),
        "skills": N_("Skills"),
        "at_base": N_("every other skill at its base"),
        "ticks": N_("Ticked"),
        "weapons": N_("Weapons"),
        "armour": N_("Armour"),
        "wounds": N_("Wounds"),
        "aided": N_("treated"),
        "healed": N_("healed"),
        "diseases": N_("Diseases"),
        "rounds": N_("rounds"),
    },
)


def text(c: dict, lang: str) -> str:
    from journal.projections.sheet import owner

    t = LABELS.get(lang, LABELS["en"])
    chars = "  ".join(f"{k} {c['characteristics'][k] or '—'}" for k in CHARACTERISTICS)
    whose = owner(c["player"], lang)
    status = status_word(c["status"], lang)
    head = f"{c['name']}  ({whose})  [{status}]  {c['profession'] or ''}"
    lines = [
        head.rstrip(),
        f"  {chars}   MOV {c['mov']}",
        f"  PF {c['pf']['current']}/{c['pf']['max']}   PP {c['pp']['current']}/"
        f"{c['pp']['max']}   BD {c['damage_bonus']}   "
        f"{t['armour']} {c['armour_points']}",
        "  "
        + f"{t['rolls']}: "
        + "  ".join(
            f"{name.removeprefix('Tiro ')} {v}"
            for name, v in c["characteristic_rolls"].items()
        ),
    ]
    lines += wrapped(
        f"{t['skills']}: " + skills_line(c["trained"]) + f" ({t['at_base']})"
    )
    lines += _optional(c, t)
    return "\n".join(lines)


def _optional(c: dict, t: dict) -> list[str]:
    lines = []
    if c["ticks"]:
        lines += wrapped(f"{t['ticks']}: " + ", ".join(c["ticks"]))
    if c["weapons"]:
        lines += wrapped(
            f"{t['weapons']}: " + "; ".join(weapon(w, c, t) for w in c["weapons"])
        )
    if c["armour"]:
        lines += wrapped(f"{t['armour']}: " + ", ".join(armour(a) for a in c["armour"]))
    numbered = enumerate(c["wounds"], start=1)  # a wound's number never moves
    open_wounds = [(i, w) for i, w in numbered if w["healed"] < w["points"]]
    if open_wounds:
        lines += wrapped(
            f"{t['wounds']}: " + ", ".join(wound(i, w, t) for i, w in open_wounds)
        )
    if c["diseases"]:
        shown = ", ".join(f"{k} ({v['severity']})" for k, v in c["diseases"].items())
        lines += wrapped(f"{t['diseases']}: {shown}")
    return lines


def wrapped(line: str) -> list[str]:
    return textwrap.wrap(line, 78, initial_indent="  ", subsequent_indent="    ")


def skills_line(skills: dict) -> str:
    return ", ".join(f"{name} {value}" for name, value in skills.items()) or "—"


def weapon(w: dict, c: dict, t: dict) -> str:
    bonus = {"full": "+BD", "half": "+½BD", "none": ""}[w["bonus"]]
    value = c["skills"].get(w["skill"], "?")
    parts = [f"{w['name']} {value}%", f"{w['damage']}{bonus}"]
    if w["hp"]:
        parts.append(f"PF {w['hp'] - w['hp_lost']}/{w['hp']}")
    if w.get("ammo"):
        parts.append(f"{w['loaded']}/{w['ammo']} {t['rounds']}")
    return " ".join(parts)


def armour(a: dict) -> str:
    penalties = [f"−{a[k]}% {k[:4]}." for k in ("physical", "perceptive") if a.get(k)]
    return f"{a['name']} {a['points']}" + (
        f" ({', '.join(penalties)})" if penalties else ""
    )


def wound(number: int, w: dict, t: dict) -> str:
    """'#2 3/4 (treated)': the number `firstaid --wound` takes, PF still open."""
    treated = f" ({t['aided']})" if w["aided"] else ""
    return f"#{number} {w['points'] - w['healed']}/{w['points']}{treated}"


def skills_md(skills: dict):
    """'Ascoltare 45, Conoscenza (Legge) 40', each name escaped."""
    from journal.projections.render_env import md_join
    from journal.projections.render_escape import Md

    shown = [f"{name} {value}" for name, value in skills.items()]
    return md_join(shown) if shown else Md("—")
