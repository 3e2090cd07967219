"""µD6's phrases (English and Italian), one line per event.

Game terms stay Italian in both languages: tenacia, Tiro Azione, situazione
(controllata, tesa, critica, disperata), efficacia, ferita.
"""

from __future__ import annotations

from journal.i18n import N_, Phrases
from journal.projections.microd6.phrasing import EXTRAS  # noqa: F401 (the seam's name)

PHRASES: dict[str, dict[str, str]] = Phrases(
    "microd6",
    {
        "ActionRolled": N_(
            "{character}: Tiro Azione {breakdown} → {faces}: {result}{context}"
        ),
        "ActionRolled@actor": N_("Tiro Azione: {stat}{context}"),
        "GroupActionRolled": N_(
            "{character} leads a group action ({stat}): {rolls} → {result}{lost}"
        ),
        "GroupActionRolled@actor": N_("leads a group action ({stat})"),
        "FortuneRolled": N_("Tiro Sorte{about} {pool}D → {faces}: {result}"),
        "FortuneRolled@actor": N_("Tiro Sorte {pool}D → {faces}: {result}"),
        "about": N_(" for {name}"),
        "ResistanceRolled": N_(
            "{character} resists ({situation}, {cost} tenacia paid): {breakdown} → "
            "{faces}: {result}, the consequence is {consequence}"
        ),
        "ResistanceRolled@actor": N_(
            "resists ({situation}, {cost} tenacia paid): the consequence is "
            "{consequence}"
        ),
        "WoundSuffered": N_(
            "{character} suffers a {level_name} wound (level "
            "{level}){armour_text}{tenacia_text}: {final_text}{cause_text}"
        ),
        "WoundSuffered@actor": N_(
            "suffers a {level_name} wound (level "
            "{level}){armour_text}{tenacia_text}: {final_text}{cause_text}"
        ),
        "WoundLimited": N_(
            "{character} spends {tenacia} tenacia on wound {wound} (level {before}): "
            "{final_text}"
        ),
        "WoundLimited@actor": N_(
            "spends {tenacia} tenacia on wound {wound} (level {before}): {final_text}"
        ),
        "WoundHealed": N_(
            "{character}'s wound {wound} heals by {levels}: {after_text}{because}"
        ),
        "WoundHealed@actor": N_(
            "wound {wound} heals by {levels}: {after_text}{because}"
        ),
        "ItemAcquired": N_("{character} gets {item_name}{paid_text}"),
        "ItemAcquired@actor": N_("gets {item_name}{paid_text}"),
        "ItemUsed": N_("{character} uses {item} ({uses}): {left} left"),
        "ItemUsed@actor": N_("uses {item} ({uses}): {left} left"),
        "AmmunitionSpent": N_(
            "{character} loses {ammo} ammunition of {item}: {left} left"
        ),
        "AmmunitionSpent@actor": N_("loses {ammo} ammunition of {item}: {left} left"),
        "ItemRestocked": N_(
            "{character} refills {item}: +{amount} {stock_name}{paid_text}"
        ),
        "ItemRestocked@actor": N_("refills {item}: +{amount} {stock_name}{paid_text}"),
        "ItemWorn": N_("{character} {worn_text} {item}"),
        "ItemWorn@actor": N_("{worn_text} {item}"),
        "ItemDropped": N_("{character} leaves {item} behind{because}"),
        "ItemDropped@actor": N_("leaves {item} behind{because}"),
        "outcome.success": N_("success"),
        "outcome.partial": N_("partial success"),
        "outcome.failure": N_("failure"),
        "successes": N_("{n} successes"),
        "consequence.avoided": N_("avoided"),
        "consequence.reduced": N_("reduced"),
        "consequence.reduced a little": N_("reduced a little"),
        "lowest": N_("lowest"),
        "zero": N_(" (zero rule: the lowest of {dice}D)"),
        "advantages": N_("advantages"),
        "advantages.1": N_("advantage"),
        "complications": N_("complications"),
        "complications.1": N_("complication"),
        "wound_complications": N_("wounds"),
        "wound_complications.1": N_("wound"),
        "push": N_("push"),
        "help": N_("help from {name}"),
        "context": N_(" [{situation}, {effect}]"),
        "lost": N_("; the leader loses {n} tenacia"),
        "level.1": N_("Leggera"),
        "level.2": N_("Grave"),
        "level.3": N_("Critica"),
        "level.4": N_("Mortale"),
        "armour_word": N_("armour"),
        "armour": N_("; armour {armour} → {faces}: {result}, −{reduced}"),
        "tenacia": N_("; {n} tenacia spent"),
        "final.0": N_("cancelled"),
        "final.n": N_("level {final}"),
        "final.dead": N_("level 4, dead"),
        "final.dying": N_("level 4, dying: tenacia may still lower it"),
        "dying.hint": N_(
            "{name} is dying: spend tenacia on the Ferita Mortale, one level each "
            "(`journal limit {who} N`), or let it stand (`journal limit {who} 0`)"
        ),
        "healed": N_("healed"),
        "after": N_("level {level}"),
        "cause": N_(" ({cause})"),
        "paid": N_(" for {paid} coins"),
        "stock.uses": N_("uses"),
        "stock.ammo": N_("ammunition"),
        "worn": N_("puts on"),
        "unworn": N_("takes off"),
        "odds.header": N_("{character}: {stat}, pool of {pool}"),
        "odds.row": N_(
            "  {pool:>3} → {dice}D{zero}: success {success}, partial {partial}, "
            "failure {failure}"
        ),
        "odds.zero": N_(" (lowest)"),
        "odds.armour": N_(
            "  armour {points} against a level-{level} wound ends at: {ends}"
        ),
        "ask.microd6.intro": N_(
            "µD6 names no characteristics and sets no starting values: "
            "the table chooses them."
        ),
        "ask.microd6.characteristics": N_("Characteristics, NAME=N"),
        "ask.microd6.skills": N_("Competences, NAME=N"),
        "ask.microd6.stat_limits": N_("N dice, 0..{n}; at least one characteristic"),
        "ask.microd6.stat_form": N_("{answer!r}: write NAME=N, e.g. Agilità=2"),
        "ask.microd6.stat_twice": N_("{name} is on the sheet already"),
        "ask.microd6.tenacia": N_("Tenacia"),
        "ask.microd6.tenacia_limits": N_("{low}..{high}, as the table sets it"),
        "ask.microd6.tenacia_max": N_("Tenacia's most"),
        "ask.microd6.tenacia_max_limits": N_("{low}..{high}, if the table keeps one"),
        "ask.microd6.coins": N_("Monete"),
        "ask.microd6.coins_limits": N_("{low}..{high}"),
        "ask.microd6.gear": N_("Equipment from the seed's list"),
        "ask.microd6.gear_limits": N_("an item a line; its load counts"),
        "ask.microd6.load": N_("Load {n}: {category}"),
        "ask.microd6.used": N_("? lists the {n} names the campaign uses"),
    },
)
