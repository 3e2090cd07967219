"""The Obsidian vault's own strings (`journal export --format obsidian`), over
the chronicle's and the ruleset's (templates/messages.py,
templates/<ruleset>/messages.py). A key missing from a language falls back
to "en". Folder and note names are here too: a vault in Italian has
`Sessioni/Sessione 1.md`, in English `Sessions/Session 1.md`.
"""

from __future__ import annotations

from journal.i18n import N_, NC_, Phrases

MESSAGES = Phrases(
    "journal",
    {
        "ob_folder_sessions": N_("Sessions"),
        "ob_folder_scenes": N_("Scenes"),
        "ob_folder_characters": N_("Characters"),
        "ob_folder_npcs": N_("NPCs"),
        "ob_folder_players": N_("Players"),
        "ob_scene_name": N_("Scene {number} · {title}"),
        "ob_scene_untitled": N_("Scene {number}"),
        "ob_fallback_campaign": N_("Campaign"),
        "ob_fallback_character": N_("Character {number}"),
        "ob_fallback_npc": N_("NPC {number}"),
        "ob_fallback_player": N_("Player {number}"),
        "ob_fallback_entry": N_("Entry {number}"),
        "ob_characters": N_("Characters"),
        "ob_npcs": N_("Non-player characters"),
        "ob_players": N_("Players"),
        "ob_sessions": N_("Sessions"),
        "ob_scenes": N_("Scenes"),
        "ob_in_play": N_("In play"),
        "ob_sheet_now": NC_("vault", "The sheet now"),
        "ob_tracks": N_("Tracks by session"),
        "ob_track_start": N_("created"),
        "ob_played": N_("Sessions played"),
        "ob_appears": N_("Where it appears"),
        "ob_plays": N_("Plays"),
        "ob_present_at": N_("Present at"),
        "ob_master_of": N_("Master of"),
        "ob_replaced_by": N_("Replaced by"),
        "ob_replaces": N_("Replaces"),
        "ob_previous": N_("Previous"),
        "ob_next": N_("Next"),
        "ob_nothing": N_("Nothing yet."),
        "ob_player": N_("Player"),
        "ob_npc": N_("non-player character"),
        "ob_ruleset": N_("Ruleset"),
        "ob_in": N_("in"),
        "ob_your_notes": N_("Your notes"),
        "ob_report": N_(
            "wrote {written} of {total} notes into {out} ({unchanged} unchanged, "
            "{removed} removed); open {out} as a vault in Obsidian"
        ),
        "ob_left": N_(
            "left alone: {path} (changed by hand, and its `%% your notes %%` line is "
            "gone: put it back to have the note written again)"
        ),
        "ob_kept": N_(
            "kept: {path} (what it was about was voided, but it holds your notes: it "
            "is yours now)"
        ),
        "ob_failed": N_("not brought up to date: {error}"),
        "ob_written": N_(
            "Written by `journal export --format obsidian` from the recorded events, "
            "and written again when they change: add your own notes under “Your "
            "notes” below, they are kept."
        ),
    },
)
