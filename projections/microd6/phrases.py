"""µD6's phrases (English and Italian), one line per event.

Game terms stay Italian in both languages: tenacia, Tiro Azione, situazione
(controllata, tesa, critica, disperata), efficacia, ferita.
"""

from __future__ import annotations

from journal.projections.microd6.phrasing import EXTRAS  # noqa: F401 (the seam's name)

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "ActionRolled": "{character}: Tiro Azione {breakdown} → {faces}: {result}"
        "{context}",
        "ActionRolled@actor": "Tiro Azione: {stat}{context}",
        "GroupActionRolled": "{character} leads a group action ({stat}): {rolls} → "
        "{result}{lost}",
        "GroupActionRolled@actor": "leads a group action ({stat})",
        "FortuneRolled": "Tiro Sorte{about} {pool}D → {faces}: {result}",
        "FortuneRolled@actor": "Tiro Sorte {pool}D → {faces}: {result}",
        "about": " for {name}",
        "ResistanceRolled": "{character} resists ({situation}, {cost} tenacia paid): "
        "{breakdown} → {faces}: {result}, the consequence is {consequence}",
        "ResistanceRolled@actor": "resists ({situation}, {cost} tenacia paid): the "
        "consequence is {consequence}",
        "WoundSuffered": "{character} suffers a {level_name} wound (level {level})"
        "{armour_text}{tenacia_text}: {final_text}{cause_text}",
        "WoundSuffered@actor": "suffers a {level_name} wound (level {level})"
        "{armour_text}{tenacia_text}: {final_text}{cause_text}",
        "WoundLimited": "{character} spends {tenacia} tenacia on wound {wound} "
        "(level {before}): {final_text}",
        "WoundLimited@actor": "spends {tenacia} tenacia on wound {wound} (level "
        "{before}): {final_text}",
        "WoundHealed": "{character}'s wound {wound} heals by {levels}: {after_text}"
        "{because}",
        "WoundHealed@actor": "wound {wound} heals by {levels}: {after_text}{because}",
        "ItemAcquired": "{character} gets {item_name}{paid_text}",
        "ItemAcquired@actor": "gets {item_name}{paid_text}",
        "ItemUsed": "{character} uses {item} ({uses}): {left} left",
        "ItemUsed@actor": "uses {item} ({uses}): {left} left",
        "AmmunitionSpent": "{character} loses {ammo} ammunition of {item}: {left} left",
        "AmmunitionSpent@actor": "loses {ammo} ammunition of {item}: {left} left",
        "ItemRestocked": "{character} refills {item}: +{amount} {stock_name}"
        "{paid_text}",
        "ItemRestocked@actor": "refills {item}: +{amount} {stock_name}{paid_text}",
        "ItemWorn": "{character} {worn_text} {item}",
        "ItemWorn@actor": "{worn_text} {item}",
        "ItemDropped": "{character} leaves {item} behind{because}",
        "ItemDropped@actor": "leaves {item} behind{because}",
        "outcome.success": "success",
        "outcome.partial": "partial success",
        "outcome.failure": "failure",
        "successes": "{n} successes",
        "consequence.avoided": "avoided",
        "consequence.reduced": "reduced",
        "consequence.reduced a little": "reduced a little",
        "lowest": "lowest",
        "zero": " (zero rule: the lowest of {dice}D)",
        "advantages": "advantages",
        "advantages.1": "advantage",
        "complications": "complications",
        "complications.1": "complication",
        "wound_complications": "wounds",
        "wound_complications.1": "wound",
        "push": "push",
        "help": "help from {name}",
        "context": " [{situation}, {effect}]",
        "lost": "; the leader loses {n} tenacia",
        "level.1": "Leggera",
        "level.2": "Grave",
        "level.3": "Critica",
        "level.4": "Mortale",
        "armour_word": "armour",
        "armour": "; armour {armour} → {faces}: {result}, −{reduced}",
        "tenacia": "; {n} tenacia spent",
        "final.0": "cancelled",
        "final.n": "level {final}",
        "final.dead": "level 4, dead",
        "final.dying": "level 4, dying: tenacia may still lower it",
        "dying.hint": "{name} is dying: spend tenacia on the Ferita Mortale, one "
        "level each (`journal limit {who} N`), or let it stand (`journal limit "
        "{who} 0`)",
        "healed": "healed",
        "after": "level {level}",
        "cause": " ({cause})",
        "paid": " for {paid} coins",
        "stock.uses": "uses",
        "stock.ammo": "ammunition",
        "worn": "puts on",
        "unworn": "takes off",
        "odds.header": "{character}: {stat}, pool of {pool}",
        "odds.row": "  {pool:>3} → {dice}D{zero}: success {success}, partial "
        "{partial}, failure {failure}",
        "odds.zero": " (lowest)",
        "odds.armour": "  armour {points} against a level-{level} wound ends at: "
        "{ends}",
        # the questions of `character create` (journal/rulesets/microd6/creation.py)
        "ask.microd6.intro": "µD6 names no characteristics and sets no starting "
        "values: the table chooses them.",
        "ask.microd6.characteristics": "Characteristics, NAME=N",
        "ask.microd6.skills": "Competences, NAME=N",
        "ask.microd6.stat_limits": "N dice, 0..{n}; at least one characteristic",
        "ask.microd6.stat_form": "{answer!r}: write NAME=N, e.g. Agilità=2",
        "ask.microd6.stat_twice": "{name} is on the sheet already",
        "ask.microd6.tenacia": "Tenacia",
        "ask.microd6.tenacia_limits": "{low}..{high}, as the table sets it",
        "ask.microd6.tenacia_max": "Tenacia's most",
        "ask.microd6.tenacia_max_limits": "{low}..{high}, if the table keeps one",
        "ask.microd6.coins": "Monete",
        "ask.microd6.coins_limits": "{low}..{high}",
        "ask.microd6.gear": "Equipment from the seed's list",
        "ask.microd6.gear_limits": "an item a line; its load counts",
        "ask.microd6.load": "Load {n}: {category}",
        "ask.microd6.used": "? lists the {n} names the campaign uses",
    },
    "it": {
        "ActionRolled": "{character}: Tiro Azione {breakdown} → {faces}: {result}"
        "{context}",
        "ActionRolled@actor": "Tiro Azione: {stat}{context}",
        "GroupActionRolled": "{character} guida un'azione di gruppo ({stat}): {rolls} "
        "→ {result}{lost}",
        "GroupActionRolled@actor": "guida un'azione di gruppo ({stat})",
        "FortuneRolled": "Tiro Sorte{about} {pool}D → {faces}: {result}",
        "FortuneRolled@actor": "Tiro Sorte {pool}D → {faces}: {result}",
        "about": " per {name}",
        "ResistanceRolled": "{character} resiste ({situation}, paga {cost} tenacia): "
        "{breakdown} → {faces}: {result}, la conseguenza è {consequence}",
        "ResistanceRolled@actor": "resiste ({situation}, paga {cost} tenacia): la "
        "conseguenza è {consequence}",
        "WoundSuffered": "{character} subisce una ferita {level_name} (livello "
        "{level}){armour_text}{tenacia_text}: {final_text}{cause_text}",
        "WoundSuffered@actor": "subisce una ferita {level_name} (livello {level})"
        "{armour_text}{tenacia_text}: {final_text}{cause_text}",
        "WoundLimited": "{character} spende {tenacia} tenacia sulla ferita {wound} "
        "(livello {before}): {final_text}",
        "WoundLimited@actor": "spende {tenacia} tenacia sulla ferita {wound} "
        "(livello {before}): {final_text}",
        "WoundHealed": "La ferita {wound} di {character} guarisce di {levels}: "
        "{after_text}{because}",
        "WoundHealed@actor": "la ferita {wound} guarisce di {levels}: {after_text}"
        "{because}",
        "ItemAcquired": "{character} ottiene {item_name}{paid_text}",
        "ItemAcquired@actor": "ottiene {item_name}{paid_text}",
        "ItemUsed": "{character} usa {item} ({uses}): ne restano {left}",
        "ItemUsed@actor": "usa {item} ({uses}): ne restano {left}",
        "AmmunitionSpent": "{character} perde {ammo} munizioni di {item}: ne restano "
        "{left}",
        "AmmunitionSpent@actor": "perde {ammo} munizioni di {item}: ne restano {left}",
        "ItemRestocked": "{character} rifornisce {item}: +{amount} {stock_name}"
        "{paid_text}",
        "ItemRestocked@actor": "rifornisce {item}: +{amount} {stock_name}{paid_text}",
        "ItemWorn": "{character} {worn_text} {item}",
        "ItemWorn@actor": "{worn_text} {item}",
        "ItemDropped": "{character} lascia {item}{because}",
        "ItemDropped@actor": "lascia {item}{because}",
        "outcome.success": "successo",
        "outcome.partial": "successo parziale",
        "outcome.failure": "fallimento",
        "successes": "{n} successi",
        "consequence.avoided": "evitata",
        "consequence.reduced": "ridotta",
        "consequence.reduced a little": "ridotta di poco",
        "lowest": "il più basso",
        "zero": " (zero o meno: il più basso di {dice}D)",
        "advantages": "vantaggi",
        "advantages.1": "vantaggio",
        "complications": "complicazioni",
        "complications.1": "complicazione",
        "wound_complications": "ferite",
        "wound_complications.1": "ferita",
        "push": "oltre i limiti",
        "help": "aiuto di {name}",
        "context": " [{situation}, {effect}]",
        "lost": "; il leader perde {n} tenacia",
        "level.1": "Leggera",
        "level.2": "Grave",
        "level.3": "Critica",
        "level.4": "Mortale",
        "armour_word": "armatura",
        "armour": "; armatura {armour} → {faces}: {result}, −{reduced}",
        "tenacia": "; {n} tenacia spesa",
        "final.0": "annullata",
        "final.n": "livello {final}",
        "final.dead": "livello 4, morte",
        "final.dying": "livello 4, morente: la tenacia può ancora ridurla",
        "dying.hint": "{name} è morente: spendi tenacia sulla Ferita Mortale, un "
        "livello ciascuna (`journal limit {who} N`), o lasciala com'è (`journal "
        "limit {who} 0`)",
        "healed": "guarita",
        "after": "livello {level}",
        "cause": " ({cause})",
        "paid": " per {paid} monete",
        "stock.uses": "usi",
        "stock.ammo": "munizioni",
        "worn": "indossa",
        "unworn": "si toglie",
        "odds.header": "{character}: {stat}, {pool} dadi",
        "odds.row": "  {pool:>3} → {dice}D{zero}: successo {success}, parziale "
        "{partial}, fallimento {failure}",
        "odds.zero": " (il più basso)",
        "odds.armour": "  armatura {points} contro una ferita di livello {level} "
        "finisce a: {ends}",
        "ask.microd6.intro": "µD6 non nomina caratteristiche né valori iniziali: li "
        "sceglie il tavolo.",
        "ask.microd6.characteristics": "Caratteristiche, NOME=N",
        "ask.microd6.skills": "Competenze, NOME=N",
        "ask.microd6.stat_limits": "N dadi, 0..{n}; almeno una caratteristica",
        "ask.microd6.stat_form": "{answer!r}: scrivi NOME=N, per esempio Agilità=2",
        "ask.microd6.stat_twice": "{name} è già sulla scheda",
        "ask.microd6.tenacia": "Tenacia",
        "ask.microd6.tenacia_limits": "{low}..{high}, come la fissa il tavolo",
        "ask.microd6.tenacia_max": "Il massimo della Tenacia",
        "ask.microd6.tenacia_max_limits": "{low}..{high}, se il tavolo ne tiene uno",
        "ask.microd6.coins": "Monete",
        "ask.microd6.coins_limits": "{low}..{high}",
        "ask.microd6.gear": "Equipaggiamento dall'elenco del seed",
        "ask.microd6.gear_limits": "un oggetto per riga; il suo ingombro conta",
        "ask.microd6.load": "Ingombro {n}: {category}",
        "ask.microd6.used": "? elenca i {n} nomi che la campagna usa",
    },
}

# Refusals in Italian (see projections/refusals.py): the ones issue 28's rules
# add. A refusal not listed here stays in English.
REFUSALS = {
    "it": [
        (
            "{name}'s Ferita Mortale is not final: spend tenacia on it (`journal "
            "limit {who} N`) or let it stand (`journal limit {again} 0`) first",
            "la Ferita Mortale di {name} non è definitiva: prima spendi tenacia "
            "(`journal limit {who} N`) o lasciala com'è (`journal limit {again} 0`)",
        ),
        (
            "{name} has no wound just suffered: tenacia lowers a wound right after "
            "its armour roll (`journal heal` is the table's care)",
            "{name} non ha una ferita appena subita: la tenacia riduce una ferita "
            "subito dopo il tiro armatura (`journal heal` sono le cure del tavolo)",
        ),
        (
            "{name} already wears {item}: one {what} at a time (one armour and one "
            "shield); take it off first (`journal gear remove`)",
            "{name} indossa già {item}: un'armatura e uno scudo alla volta; "
            "toglilo prima (`journal gear remove`)",
        ),
        (
            "{name} would wear {item} and {other}: one {what} at a time (one armour "
            "and one shield; worn = false on the other)",
            "{name} indosserebbe {item} e {other}: un'armatura e uno scudo alla "
            "volta (indossato = false sull'altro)",
        ),
        (
            "{name}'s {item} has no ammunition left: it cannot be used",
            "{item} di {name} non ha più munizioni: non può essere usato",
        ),
        (
            "{name}'s {item} has no uses left",
            "{item} di {name} non ha più usi",
        ),
        (
            "{item} is no weapon and no tool of the list that gives +1d (a use of "
            "it is `journal gear use`; another advantage is --advantage)",
            "{item} non è un'arma né un attrezzo della lista che dà +1d (un suo uso "
            "è `journal gear use`; un altro vantaggio è --advantage)",
        ),
        ("{name} is not in the group action", "{name} non è nell'azione di gruppo"),
        ("{name} is dead", "{name} è morto"),
    ]
}
