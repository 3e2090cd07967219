"""The core's terminal words (English and Italian): lists, status, notes.
Merged into journal.projections.phrases; `{n:one|many}` picks the plural."""

from __future__ import annotations

from journal.i18n import N_, Nn_, Phrases

PHRASES: dict[str, dict[str, str]] = Phrases(
    "journal",
    {
        "SessionSummarized": N_("Summary of session {number}: {text}"),
        "SceneDescribed": N_("Scene {number}, described: {text}"),
        "SessionSummarized@actor": N_("Summary of session {number}: {text}"),
        "term.scenes": Nn_("{n} scene", "{n} scenes", "n"),
        "term.open": N_("open"),
        "term.session": N_("session {number}"),
        "term.no_sessions": N_("no session yet"),
        "term.no_scenes": N_("no scene yet"),
        "term.no_players": N_("no player yet"),
        "term.characters": N_("{names}"),
        "term.nobody_plays": N_("no character"),
        "term.scene_ended_first": N_("scene {number} was still open: it ended first"),
        "term.switched": N_("current campaign: {name} (was {before})"),
        "term.switched_first": N_("current campaign: {name}"),
        "status.adventure": N_("Adventure {number}: {title}"),
        "status.session": N_("Session {number} ({date})"),
        "status.scene": N_("Scene {number}: {title}"),
        "status.master": N_("Master: {who}"),
        "status.open": N_("open"),
        "status.closed": N_("no session open"),
        "status_active": N_("active"),
        "status_dead": N_("dead"),
        "status_dying": N_("dying"),
        "status_unconscious": N_("unconscious"),
        "status_fainted": N_("fainted"),
        "void.nothing": N_("nothing recorded"),
        "correction": N_("Correction: “{what}” is void ({reason})"),
    },
)
