"""The words of guided creation's questions (journal/prompts.py), English and
Italian; merged into journal.projections.phrases. Each ruleset's own questions
are in its phrases module (`ask.<ruleset>.*`)."""

from __future__ import annotations

from journal.i18n import N_, Nn_, Phrases

PHRASES = Phrases(
    "journal",
    {
        "ask.needed": N_("an answer is needed: {what}"),
        "ask.not_a_choice": N_("{answer!r} is not one of: {choices}{hint}"),
        "ask.not_one_of_many": N_(
            "{answer!r} is not one of the {n} choices (? lists them){hint}"
        ),
        "ask.many_choices": N_("? lists the {n} choices"),
        "ask.enter_none": N_("Enter: none"),
        "ask.examples": N_("? lists the rulebook's {n} examples"),
        "ask.list_hint": N_(
            "one a line, e.g. {example}; Enter: done; -N drops entry N"
        ),
        "ask.list_more": N_("? lists them"),
        "ask.at_least": Nn_(
            "at least {n} entry: one more a line",
            "at least {n} entries: one more a line",
            "n",
        ),
        "ask.not_a_number": N_("{answer!r} is not a whole number"),
        "ask.out_of_range": N_("{value} is outside {low}..{high}"),
        "ask.wrong_option": N_("the option {option} does not hold: {why}"),
        "ask.yes_needs": N_(
            "--yes needs {option}: unattended, every choice is an option"
        ),
        "ask.refused": N_("refused: {line}"),
        "ask.again": N_(
            "Your answers are kept: Enter keeps each one, change the one "
            "the rule refuses."
        ),
        "ask.kept": N_(
            "Your answers so far, as options (add them to the command to "
            "start again from them):"
        ),
        "ask.record": N_("Record {name}?"),
        "ask.yes_or_no": N_("y or n"),
        "ask.yn_yes": N_("Y/n"),
        "ask.yn_no": N_("y/N"),
    },
)
