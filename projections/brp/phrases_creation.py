"""The questions of BRP's creation at the table (journal/rulesets/brp/creation.py),
English and Italian; merged by projections/brp/phrases.py."""

from __future__ import annotations

from journal.i18n import N_, Phrases

PHRASES = Phrases(
    "brp",
    {
        "ask.brp.reroll": N_("Roll everything again (the GM offers it to everyone)?"),
        "ask.brp.moves": N_("Points to move, FROM:TO:N"),
        "ask.brp.moves_limits": N_(
            "up to 3 points in all, each from one characteristic to "
            "another ({names}); none: Enter"
        ),
        "ask.brp.era": N_("Era (the skill bases of 2.6)"),
        "ask.brp.profession": N_("Profession"),
        "ask.brp.profession_skills": N_("{name}: 300 points over {skills}{more}"),
        "ask.brp.profession_more": N_("; and {n} of: {of}"),
        "ask.brp.skills": N_("Skills, NAME=VALUE (final values)"),
        "ask.brp.skills_limits": N_(
            "{points} points on {profession}'s skills, INT×10 = "
            "{personal} personal points on any; each at or above its "
            "base, unspent points lost"
        ),
        "ask.brp.skill_value": N_(
            "{name} {value}%: a skill is at or above its base {base}% (and at most 999)"
        ),
        "ask.brp.skill_twice": N_("{name} is in the list already"),
        "ask.brp.weapons": N_("Weapons and shields (5.9, 5.11)"),
        "ask.brp.weapons_limits": N_("a weapon only where its skill is 50% or more"),
        "ask.brp.armours": N_("Armour (5.10)"),
        "ask.brp.armours_limits": N_("its points stop damage; some hinder skills"),
    },
)
