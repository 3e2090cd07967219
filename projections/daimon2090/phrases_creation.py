"""Phrases for creation events (English and Italian); merged by projections.phrases.

A random character's birth reads, roll by roll:
  Kira Voss: social class of origin 3 (Proletario, piccolo commerciante)
  Kira Voss: current table (CLASSE SOCIALE 1: ...): 3 −1 → row 2: Nomade / Aggressivo
"""

from __future__ import annotations

from journal.domain.daimon2090.names import DISPLAY_NAMES
from journal.i18n import N_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "daimon2090",
    {
        "CreationTableRolled": N_("{character}: {what}"),
        "CreationTableRolled@actor": N_("{what}"),
        "creation.characteristics": N_("characteristics, dice {faces}: {reading}"),
        "creation.origin": N_("social class of origin {face} ({name})"),
        "creation.current": N_("current social class {face} ({name})"),
        "creation.origin_table": N_("origin table ({table}): {face}{shift}: {reading}"),
        "creation.current_table": N_(
            "current table ({table}): {face}{shift}: {reading}"
        ),
        "creation.event": N_("particular event ({table}): {face}{shift}: {reading}"),
        "creation.raised": N_("+1 to {names}"),
        "creation.none": N_("no point"),
        "creation.row": N_(" → row {row}"),
        "ask.daimon.points": N_(
            "Punteggi: 12 points over the six characteristics, 1..5 each."
        ),
        "ask.daimon.points_left": N_("{low}..{high}; {n} of the 12 points left"),
        "ask.daimon.points_last": N_("{name}: {n} (what the points leave)"),
        "ask.daimon.bonus": N_("Then a die per characteristic, or 2 free points"),
        "ask.daimon.bonus_limits": N_(
            "roll: a die each, 4-6 gives +1; or the two characteristics "
            "of the free points, e.g. agilita,carisma"
        ),
        "ask.daimon.characteristics": N_("Characteristics: {shown}"),
        "ask.daimon.characteristics_dice": N_(
            "Characteristics (dice {faces}): {shown}"
        ),
        "ask.daimon.step.origin": N_("Social class of origin"),
        "ask.daimon.step.current": N_("Current social class"),
        "ask.daimon.step.origin_table": N_("Origin table"),
        "ask.daimon.step.current_table": N_("Current table"),
        "ask.daimon.step.event": N_("Particular event"),
        "ask.daimon.crossed": N_("First class: {klass}   First trait: {trait}"),
        "ask.daimon.side": N_("{side}: {klass} with the trait {trait}"),
        "ask.daimon.class_from": N_("The first class from"),
        "ask.daimon.first_class": N_("First class"),
        "ask.daimon.first_class_limits": N_(
            "the row names {choices}; or a refinement of the class rolled"
        ),
        "ask.daimon.second_class": N_("Second class"),
        "ask.daimon.free_class": N_("a free choice"),
        "ask.daimon.third_class": N_("A third class"),
        "ask.daimon.third_class_limits": N_(
            "1 of the 5 free points, and 2 or more of them on its skills"
        ),
        "ask.daimon.third_trait": N_("A third trait, NAME or NAME:EFFECT"),
        "ask.daimon.third_trait_limits": N_(
            "free points: 3 with a bonus to a characteristic "
            "(Massiccio:Potenza +1D), 2 with one to a skill, 1 with "
            "none, 0 with a penalty"
        ),
        "ask.daimon.skills": N_(
            "Skills, NAME=POINTS:CLASS (the sample skills give kind and "
            "generic; a new one adds :G, or :S:GENERIC)"
        ),
        "ask.daimon.skills_limits": N_(
            "7 points over 3 or more skills of {first}, 6 over 3 or more "
            "of {second}, 5 free{third}; 1..4 each, every point spent"
        ),
        "ask.daimon.skills_third": N_(
            "; {klass} takes 1 of the free points and 2 or more go on its skills"
        ),
        "ask.daimon.skill_class": N_(
            "{klass} is not a class of the character ({classes})"
        ),
        "ask.daimon.skill_score": N_(
            "{name} {score}: a skill bought at creation has 1..4 points"
        ),
        "ask.daimon.skill_twice": N_("{name} is in the list already"),
        "ask.daimon.enhancements": N_(
            "Enhancements, NAME:TARGET=N[,TARGET=N][:hidden]"
        ),
        "ask.daimon.enhancements_limits": N_(
            "{n} points: +1 to a specific skill costs 1, to a generic "
            "one 2, to a characteristic 3; hidden, 1 more"
        ),
        "ask.daimon.weapons": N_("Weapons, NAME=LEVEL"),
        "ask.daimon.protections": N_("Protections, NAME=LEVEL"),
        "ask.daimon.gear_limits": N_(
            "levels 0..4: light (0, 1) as many as wanted; {levels}"
        ),
        "ask.daimon.level2": N_("medium (2)"),
        "ask.daimon.level3": N_("heavy (3)"),
        "ask.daimon.level4": N_("special (4)"),
        "ask.daimon.any": N_("any number"),
        "ask.daimon.level_range": N_("level {level}: a level is 0..4"),
        "ask.daimon.daimon_name": N_("The dàimon's name"),
        "ask.daimon.daimon_description": N_("How the dàimon looks in the VRN"),
        "ask.daimon.daimon_traits": N_("The dàimon's behaviour traits"),
        "ask.daimon.daimon_traits_limits": N_("comma-separated"),
        "ask.daimon.equipment": N_("Equipment, one item a line"),
    },
)


def _table_roll(record: dict, lang: str) -> dict:
    from journal.projections.daimon2090.phrases import say as phrase

    result, modifier = record["result"], record["modifier"]
    fields = {
        "faces": " ".join(str(face) for face in record["dice"]),
        "face": record["dice"][0] if record["dice"] else "",
        "table": record["table"],
        "name": result.get("name", ""),
        "shift": "",
        "reading": " / ".join(str(value) for value in result.values()),
    }
    if modifier:
        sign = "+" if modifier > 0 else "−"
        row = phrase(lang, "creation.row").format(row=record["row"])
        fields["shift"] = f" {sign}{abs(modifier)}{row}"
    if record["step"] == "characteristics":
        raised = [DISPLAY_NAMES.get(k, k) for k, point in result.items() if point]
        names = ", ".join(raised)
        key = "creation.raised" if raised else "creation.none"
        fields["reading"] = phrase(lang, key).format(names=names)
    template = phrase(lang, f"creation.{record['step']}", "{table}: {faces}")
    return {"what": template.format(**fields)}


EXTRAS = {"CreationTableRolled": _table_roll}
