"""UI strings for the chronicle (Markdown, HTML, PDF), one table per language.
The core's strings; each ruleset adds its own in templates/<ruleset>/messages.py
(game terms stay Italian in every language).
A key missing from a language falls back to "en"; an unknown language uses "en".
"""

from __future__ import annotations

from journal.i18n import N_, Phrases

MESSAGES = Phrases(
    "journal",
    {
        "session": N_("Session"),
        "scene": N_("Scene"),
        "outside_scenes": N_("Outside scenes"),
        "date": N_("Date"),
        "adventure": N_("Adventure"),
        "present": N_("Players present"),
        "fingerprint": N_("Fingerprint of the history at the session's end"),
        "master": N_("Master"),
        "dice": N_("Dice"),
        "no_dice": N_("no dice"),
        "typed": N_("typed"),
        "rolled": N_("rolled"),
        "voided": N_("voided"),
        "note": N_("Note"),
        "characters": N_("Characters at the end of the session"),
        "col_name": N_("Name"),
        "col_player": N_("Player"),
        "col_status": N_("Status"),
        "status_active": N_("active"),
        "status_dead": N_("dead"),
        "luck": N_("Luck"),
        "col_rolls": N_("Rolls"),
        "col_expected": N_("Successes expected"),
        "col_actual": N_("Successes rolled"),
        "col_luck": N_("Luck"),
        "no_scenes": N_("Nothing was recorded."),
        "generated": N_("Generated"),
        "page_x_of_y": N_("Page {page} of {pages}"),
        "book_adventure": N_("Adventure {number}: {title}"),
        "book_all": N_("The whole campaign"),
        "dates": N_("Dates"),
        "sessions": N_("Sessions"),
        "players": N_("Players"),
        "scope": N_("Chronicle of"),
        "scope_session": N_("one session"),
        "scope_adventure": N_("an adventure"),
        "scope_all": N_("the whole campaign"),
        "contents": N_("Contents"),
        "sheets": N_("Character sheets at the end of the session"),
        "eventlog_title": N_("Event log"),
        "eventlog_event": N_("Event"),
        "eventlog_details": N_("Details"),
        "eventlog_notes": N_("Later notes"),
        "eventlog_keywords": N_("Keywords"),
        "scope_eventlog": N_("the event log"),
        "logdoc_empty": N_("Nothing recorded yet."),
        "logdoc_replaced": N_("replaced"),
        "col_track": N_("Resource"),
        "col_value": N_("Value"),
        "chart_title": N_("{track} over the session"),
        "exceptional": N_("!"),
        "chart_scenes": N_("scene"),
        "segment_before": N_("Before the session"),
        "segment_opening": N_("Before the first scene"),
        "segment_between": N_("After scene {number}"),
        "segment_after": N_("After the session"),
        "summary": N_("Summary"),
        "story_so_far": N_("The story so far"),
        "no_summary": N_("No summary yet."),
        "details": N_("Details"),
        "months": N_(
            "January February March April May June July August September October "
            "November December"
        ),
        "date_format": N_("{day} {month} {year}"),
        "generated_format": N_("{date}, {time} UTC"),
    },
)
