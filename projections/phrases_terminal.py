"""The core's terminal words (English and Italian): lists, status, notes.
Merged into journal.projections.phrases; a plural is marked Nn_ (ngettext)."""

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
        "term.sealed": N_("fingerprint {value}"),
        "term.sample_store": N_(
            "the sample's store is {store}; open it with\n  journal "
            "--store {where} session list\nor set JOURNAL_STORE={where} "
            "and leave out --store"
        ),
        "term.fingerprint": N_(
            "fingerprint of session {number}: {value} (write it down: "
            "`journal session list` and every chronicle print it again)"
        ),
        "term.seals": N_("{value} seals {campaign} up to event {seq} ({id}, {what}):"),
        "term.seals_unchanged": N_("  everything up to it is unchanged"),
        "term.seals_changed": N_("  the history up to it was changed: {problem}"),
        "term.seals_printed": N_("  printed here: {place}, {at}"),
        "term.seals_lost": N_(
            "{value}: this laptop printed it for event {seq} of "
            "{campaign} ({place}, {at}), but the history no longer holds "
            "it: it was cut or rewritten"
        ),
        "term.seals_none": N_(
            "no point of this history has the fingerprint {value} "
            "(printed from another history, or typed wrong?)"
        ),
        "term.seals_session": N_("session {session}"),
        "status.adventure": N_("Adventure {number}: {title}"),
        "status.session": N_("Session {number} ({date})"),
        "status.scene": N_("Scene {number}: {title}"),
        "status.master": N_("Master: {who}"),
        "status.open": N_("open"),
        "status.closed": N_("no session open"),
        "status.npcs": N_("The Master's characters:"),
        "diff.through": Nn_(
            "through {n} event:",
            "through {n} events:",
            "n",
        ),
        "npc.none": N_("no character of the Master's yet"),
        "npc.owner": N_("the Master's"),
        "status_active": N_("active"),
        "status_dead": N_("dead"),
        "void.nothing": N_("nothing recorded"),
        "void.undone": N_("counts again: {target}  {what}"),
        "correction": N_("Correction: “{what}” is void ({reason})"),
        "routine.joined": N_("{names} join the table"),
        "routine.joined_one": N_("{names} joins the table"),
        "routine.and": N_("and"),
        "routine.new_sheet": N_("enters the story"),
        "sheet.good": N_("{path}: a good sheet of {title}"),
        "sheet.problems": Nn_(
            "{path}: {n} problem (see {page})",
            "{path}: {n} problems (see {page})",
            "n",
        ),
        "sheet.line": N_("{path}, line {line}: {problem}"),
        "sheet.no_format": N_("{title} declares no sheet file format"),
        "sheet.which": N_("name the ruleset with --ruleset NAME ({names})"),
        "status_dying": N_("dying"),
        "status_unconscious": N_("unconscious"),
        "status_fainted": N_("fainted"),
    },
)
