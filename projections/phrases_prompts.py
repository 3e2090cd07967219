"""The words of guided creation's questions (journal/prompts.py), English and
Italian; merged into journal.projections.phrases. Each ruleset's own questions
are in its phrases module (`ask.<ruleset>.*`)."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "ask.needed": "an answer is needed: {what}",
        "ask.not_a_choice": "{answer!r} is not one of: {choices}{hint}",
        "ask.not_one_of_many": "{answer!r} is not one of the {n} choices (? lists "
        "them){hint}",
        "ask.many_choices": "? lists the {n} choices",
        "ask.enter_none": "Enter: none",
        "ask.examples": "? lists the rulebook's {n} examples",
        "ask.list_hint": "one a line, e.g. {example}; Enter: done; -N drops entry N",
        "ask.list_more": "? lists them",
        "ask.at_least": "at least {n} {n:entry|entries}: one more a line",
        "ask.not_a_number": "{answer!r} is not a whole number",
        "ask.out_of_range": "{value} is outside {low}..{high}",
        "ask.wrong_option": "the option {option} does not hold: {why}",
        "ask.yes_needs": "--yes needs {option}: unattended, every choice is an option",
        "ask.refused": "refused: {line}",
        "ask.again": "Your answers are kept: Enter keeps each one, change the one "
        "the rule refuses.",
        "ask.kept": "Your answers so far, as options (add them to the command to "
        "start again from them):",
        "ask.record": "Record {name}?",
        "ask.yes_or_no": "y or n",
        "ask.yn_yes": "Y/n",
        "ask.yn_no": "y/N",
    },
    "it": {
        "ask.needed": "serve una risposta: {what}",
        "ask.not_a_choice": "{answer!r} non è tra: {choices}{hint}",
        "ask.not_one_of_many": "{answer!r} non è tra le {n} scelte (? le elenca){hint}",
        "ask.many_choices": "? elenca le {n} scelte",
        "ask.enter_none": "Invio: nessuno",
        "ask.examples": "? elenca i {n} esempi del manuale",
        "ask.list_hint": "una per riga, per esempio {example}; Invio: finito; -N "
        "toglie la voce N",
        "ask.list_more": "? le elenca",
        "ask.at_least": "almeno {n} {n:voce|voci}: un'altra per riga",
        "ask.not_a_number": "{answer!r} non è un numero intero",
        "ask.out_of_range": "{value} è fuori da {low}..{high}",
        "ask.wrong_option": "l'opzione {option} non va: {why}",
        "ask.yes_needs": "--yes richiede {option}: senza domande, ogni scelta è "
        "un'opzione",
        "ask.refused": "rifiutato: {line}",
        "ask.again": "Le risposte restano: Invio conferma ciascuna, cambia quella "
        "che la regola rifiuta.",
        "ask.kept": "Le risposte date finora, come opzioni (aggiungile al comando "
        "per ripartire da lì):",
        "ask.record": "Registrare {name}?",
        "ask.yes_or_no": "s o n",
        "ask.yn_yes": "S/n",
        "ask.yn_no": "s/N",
    },
}
