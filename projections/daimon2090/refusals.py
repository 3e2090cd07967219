"""Dàimon 2090's refusals in Italian (see projections/refusals.py): the ones a
table meets every evening. A refusal not listed here stays in English."""

from __future__ import annotations

REFUSALS = {
    "it": [
        (
            "{name} has {n} reserve die, {m} committed",
            "{name} ha {n} dado di Riserva, {m} {m:impegnato|impegnati}",
        ),
        (
            "{name} has {n} reserve dice, {m} committed",
            "{name} ha {n} dadi di Riserva, {m} {m:impegnato|impegnati}",
        ),
        (
            "{name} has {n} reserve die, {m} spent",
            "{name} ha {n} dado di Riserva, {m} {m:speso|spesi}",
        ),
        (
            "{name} has {n} reserve dice, {m} spent",
            "{name} ha {n} dadi di Riserva, {m} {m:speso|spesi}",
        ),
        ("target {n} is outside 1..7", "la difficoltà {n} è fuori da 1..7"),
        (
            "there is no characteristic {name}",
            "non esiste la caratteristica {name}",
        ),
        (
            "{name} has no skill {skill}. To roll a skill the character truly lacks "
            "(it counts 0), add --lacks-skill",
            "{name} non ha l'abilità {skill}. Per tirare un'abilità che il "
            "personaggio non ha davvero (conta 0), aggiungi --lacks-skill",
        ),
        (
            "{name} has no skill {skill}{hint} To roll a skill the character truly "
            "lacks (it counts 0), add --lacks-skill",
            "{name} non ha l'abilità {skill}{hint} Per tirare un'abilità che il "
            "personaggio non ha davvero (conta 0), aggiungi --lacks-skill",
        ),
        (
            "{name} has {skill} {n}: it is not lacking",
            "{name} ha {skill} {n}: non le manca",
        ),
        ("the rulebook has no skill {skill}", "il manuale non ha l'abilità {skill}"),
        ("{name} has no class {what}", "{name} non ha la classe {what}"),
        ("{name} has no trait {what}", "{name} non ha il tratto {what}"),
        ("{name} is dead", "{name} è morto"),
        ("{name} is already dead", "{name} è già morto"),
        ("{name} has no wounds to heal", "{name} non ha ferite da curare"),
        ("{name} cannot help its own Prova", "{name} non può aiutare la propria Prova"),
        ("{name} has no reserve die to give", "{name} non ha dadi di Riserva da dare"),
        (
            "the confrontation rolls {n} dice ({each}), {m} were typed",
            "il confronto tira {n} {n:dado|dadi} ({each}), {m:ne è stato "
            "inserito|ne sono stati inseriti} {m}",
        ),
        (
            "an award for {reason} is {what}, not {n}",
            "un premio per {reason} è di {what}, non {n}",
        ),
        (
            "wounds come 1..{limit} at a time, not {n}",
            "le ferite arrivano da 1 a {limit} alla volta, non {n}",
        ),
        (
            "no player or character called {name}",
            "nessun giocatore o personaggio di nome {name}",
        ),
        (
            "nobody else at the table can take the role",
            "nessun altro al tavolo può prendere il ruolo",
        ),
        (
            "social class {n} obtains {what}: weapons up to level {top}, not {item} "
            "of level {level} (the story may give it: --availability says how)",
            "la classe sociale {n} ottiene {what}: armi fino al livello {top}, non "
            "{item} di livello {level} (la storia può darla: lo dice --availability)",
        ),
        (
            "maintenance outside a clinic or a lab needs the tools: {who} has no "
            "repair kit (kit di riparazione) for cybernetics in the equipment (or "
            "maintain it --clinic)",
            "la manutenzione fuori da una clinica o da un laboratorio richiede gli "
            "strumenti: {who} non ha un kit di riparazione per la cibernetica "
            "nell'equipaggiamento (o la manutenzione --clinic)",
        ),
        (
            "maintenance outside a clinic or a lab needs the tools: {who} has no "
            "equipped lab (laboratorio) for nanotechnology and genetics in the "
            "equipment (or maintain it --clinic)",
            "la manutenzione fuori da una clinica o da un laboratorio richiede gli "
            "strumenti: {who} non ha un laboratorio attrezzato per nanotecnologie e "
            "ingegneria genetica nell'equipaggiamento (o la manutenzione --clinic)",
        ),
        (
            "{payer} cannot pay for {name}'s {item}: a protection is repaired or "
            "replaced by its owner's die {quote}",
            "{payer} non può pagare per {item} di {name}: la protezione si ripara o "
            "si sostituisce col dado del suo proprietario {quote}",
        ),
        (
            "{side} has help from {one} and {other}: help is a single die {quote}",
            "{side} ha l'aiuto di {one} e di {other}: l'aiuto è un solo dado {quote}",
        ),
    ]
}
