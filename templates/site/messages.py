"""The website's own strings (`journal site`), over the chronicle's and the
ruleset's (templates/messages.py, templates/<ruleset>/messages.py).
A key missing from a language falls back to "en".
"""

from __future__ import annotations

from journal.i18n import N_, NC_, Phrases

MESSAGES = Phrases(
    "journal",
    {
        "site_skip": N_("Skip to the content"),
        "site_nav": N_("The campaign"),
        "site_home": N_("Home"),
        "site_names": N_("Index of names"),
        "site_search": N_("Search"),
        "site_search_go": N_("Search"),
        "site_search_label": N_("Names, places, words"),
        "site_search_hint": N_(
            "Type a name, a place or a word: the search runs in this page, offline."
        ),
        "site_search_count": N_("{count} found"),
        "site_search_none": N_("Nothing found."),
        "site_search_noscript": N_(
            "The search needs JavaScript; without it, the index of names lists every "
            "name."
        ),
        "site_footer": N_(
            "made with journal: every page from the recorded events, nothing fetched "
            "from the network."
        ),
        "site_ruleset": N_("Ruleset"),
        "site_story": NC_("site", "The story so far"),
        "site_scenes": N_("Scenes"),
        "site_no_sessions": N_("No session recorded yet."),
        "site_party": N_("The party"),
        "site_npcs": N_("The Master's characters"),
        "site_npc": N_("A character of the Master's"),
        "site_npc_cell": N_("the Master's"),
        "site_no_characters": N_("No character yet."),
        "site_more": N_("Logs and indexes"),
        "site_built": N_("Built from {events} recorded events; the last on {at}."),
        "site_summary": N_("Summary"),
        "site_pager": N_("Sessions"),
        "site_headline": N_("Headline values"),
        "site_sheet_now": N_("The sheet now"),
        "site_sheet_then": N_("The sheet"),
        "site_sheet": N_("sheet"),
        "site_as_session_ended": N_("as {session} ended"),
        "site_asof": N_("The sheet as of a session"),
        "site_asof_choose": N_("Show the sheet as of"),
        "site_asof_now": N_("now"),
        "site_charts": N_("Over the campaign"),
        "site_chart_title": N_("{track} of {name} over the campaign"),
        "site_chart_desc": N_(
            "from {first} to {last}, lowest {low}, highest {high}, {changes} "
            "changes; session starts marked S1, S2, …"
        ),
        "site_chart_values": N_("Values as each session ended"),
        "site_history": N_("History"),
        "site_history_note": N_(
            "Every change of every field, oldest first, as journal why gives it, "
            "linked to the session and the event; voided events never happened."
        ),
        "site_history_fields": N_("Fields that changed"),
        "site_history_earlier": N_(
            "The value at creation, then the latest changes: the {count} between "
            "are each on the sheet of the session they happened in (the sheet as "
            "of a session, above)."
        ),
        "site_history_before": N_(
            "The latest changes: the {count} before them are each on the sheet of "
            "the session they happened in (the sheet as of a session, above)."
        ),
        "site_session_changes": N_("What changed since the session before"),
        "site_unchanged": N_("Set at creation, never changed"),
        "site_unchanged_show": N_("Show the {count} fields"),
        "site_col_field": N_("Field"),
        "site_col_event": N_("Event"),
        "site_col_change": N_("Change"),
        "site_col_by": N_("Recorded by"),
        "site_names_characters": N_("Characters"),
        "site_names_players": N_("Players"),
        "site_names_npcs": N_("Others named in play"),
        "site_names_places": N_("Scenes and places"),
        "site_names_keywords": N_("Keywords of the event log"),
        "site_kind_name": N_("in the index of names"),
        "site_kind_character": N_("character"),
        "site_kind_session": N_("session"),
        "site_kind_entry": N_("log entry"),
        "site_kind_note": N_("note"),
    },
)
