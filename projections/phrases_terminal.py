"""The core's terminal words (English and Italian): lists, status, notes.
Merged into journal.projections.phrases; `{n:one|many}` picks the plural."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "SessionSummarized": "Summary of session {number}: {text}",
        "SceneDescribed": "Scene {number}, described: {text}",
        "SessionSummarized@actor": "Summary of session {number}: {text}",
        "term.scenes": "{n} {n:scene|scenes}",
        "term.open": "open",
        "term.session": "session {number}",
        "term.no_sessions": "no session yet",
        "term.no_scenes": "no scene yet",
        "term.no_players": "no player yet",
        "term.characters": "{names}",
        "term.nobody_plays": "no character",
        "term.scene_ended_first": "scene {number} was still open: it ended first",
        "term.switched": "current campaign: {name} (was {before})",
        "term.switched_first": "current campaign: {name}",
        "term.sealed": "fingerprint {value}",
        "term.sample_store": "the sample's store is {store}; open it with\n"
        "  journal --store {where} session list\n"
        "or set JOURNAL_STORE={where} and leave out --store",
        "term.fingerprint": "fingerprint of session {number}: {value} (write it "
        "down: `journal session list` and every chronicle print it again)",
        "term.seals": "{value} seals {campaign} up to event {seq} ({id}, {what}):",
        "term.seals_unchanged": "  everything up to it is unchanged",
        "term.seals_changed": "  the history up to it was changed: {problem}",
        "term.seals_printed": "  printed here: {place}, {at}",
        "term.seals_lost": "{value}: this laptop printed it for event {seq} of "
        "{campaign} ({place}, {at}), but the history no longer holds it: it was "
        "cut or rewritten",
        "term.seals_none": "no point of this history has the fingerprint {value} "
        "(printed from another history, or typed wrong?)",
        "term.seals_session": "session {session}",
        "status.adventure": "Adventure {number}: {title}",
        "status.session": "Session {number} ({date})",
        "status.scene": "Scene {number}: {title}",
        "status.master": "Master: {who}",
        "status.open": "open",
        "status.closed": "no session open",
        "status_active": "active",
        "status_dead": "dead",
        "void.nothing": "nothing recorded",
        "void.undone": "counts again: {target}  {what}",
        "correction": "Correction: “{what}” is void ({reason})",
        "routine.joined": "{names} join the table",
        "routine.joined_one": "{names} joins the table",
        "routine.and": "and",
        "routine.new_sheet": "enters the story",
    },
    "it": {
        "SessionSummarized": "Riassunto della sessione {number}: {text}",
        "SceneDescribed": "Scena {number}, descrizione: {text}",
        "SessionSummarized@actor": "Riassunto della sessione {number}: {text}",
        "term.scenes": "{n} {n:scena|scene}",
        "term.open": "in corso",
        "term.session": "sessione {number}",
        "term.no_sessions": "ancora nessuna sessione",
        "term.no_scenes": "ancora nessuna scena",
        "term.no_players": "ancora nessun giocatore",
        "term.characters": "{names}",
        "term.nobody_plays": "nessun personaggio",
        "term.scene_ended_first": "la scena {number} era ancora aperta: è finita prima",
        "term.switched": "campagna corrente: {name} (era {before})",
        "term.switched_first": "campagna corrente: {name}",
        "term.sealed": "impronta {value}",
        "term.sample_store": "l'archivio dell'esempio è {store}; aprilo con\n"
        "  journal --store {where} sessione elenco\n"
        "o imposta JOURNAL_STORE={where} e ometti --store",
        "term.fingerprint": "impronta della sessione {number}: {value} "
        "(annotatela: `journal session list` e ogni cronaca la riportano)",
        "term.seals": "{value} sigilla {campaign} fino all'evento {seq} ({id}, "
        "{what}):",
        "term.seals_unchanged": "  tutto ciò che lo precede è intatto",
        "term.seals_changed": "  la storia fino a lì è stata cambiata: {problem}",
        "term.seals_printed": "  stampata qui: {place}, {at}",
        "term.seals_lost": "{value}: questo computer l'ha stampata per l'evento "
        "{seq} di {campaign} ({place}, {at}), ma la storia non la contiene più: è "
        "stata tagliata o riscritta",
        "term.seals_none": "nessun punto di questa storia ha l'impronta {value} "
        "(stampata da un'altra storia, o scritta male?)",
        "term.seals_session": "sessione {session}",
        "status.adventure": "Avventura {number}: {title}",
        "status.session": "Sessione {number} ({date})",
        "status.scene": "Scena {number}: {title}",
        "status.master": "Master: {who}",
        "status.open": "in corso",
        "status.closed": "nessuna sessione in corso",
        "status_active": "attivo",
        "status_dead": "morto",
        "void.nothing": "nulla registrato",
        "void.undone": "torna a contare: {target}  {what}",
        "correction": "Correzione: «{what}» è annullato ({reason})",
        "routine.joined": "{names} si uniscono al tavolo",
        "routine.joined_one": "{names} si unisce al tavolo",
        "routine.and": "e",
        "routine.new_sheet": "entra nella storia",
    },
}
