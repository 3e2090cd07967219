"""The helpers of the chronicle's sheet (templates/fdt/sheet.md.j2): signed
numbers, identity, skills and gear as escaped Markdown."""

from __future__ import annotations

from journal.domain.fdt.names import COMMON_SKILLS


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def identity_md(c: dict):
    from journal.projections.render_escape import md_escape

    jobs = " / ".join(p for p in (c["profession"], c["second_profession"]) if p)
    return md_escape(f"{c['race']}, {jobs}, {c['age']} ({c['age_band']})")


def common_md(skills: dict):
    from journal.projections.render_env import md_join

    return md_join(f"{name} {skills[name]}" for name in COMMON_SKILLS)


def others_md(skills: dict, flags: dict):
    from journal.projections.render_env import md_join
    from journal.projections.render_escape import Md

    shown = [
        f"{name}{'*' if flags[name]['racial'] or flags[name]['teachable'] else ''} "
        f"{value}"
        for name, value in skills.items()
        if name not in COMMON_SKILLS
    ]
    return md_join(shown) if shown else Md("—")


def gear_md(c: dict):
    from journal.projections.render_env import md_join

    shown = [f"{w['name']} {w['damage']}" for w in c["weapons"]]
    for piece in (c["armour"], c["shield"]):
        if piece:
            shown.append(
                f"{piece['name']} Colpi {piece['colpi']} Durata {piece['durata']}"
            )
    return md_join(shown)


HELPERS = {
    "signed": signed,
    "identity": identity_md,
    "common": common_md,
    "others": others_md,
    "gear": gear_md,
}
