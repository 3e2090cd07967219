"""The core's refusals in Italian (see projections/refusals.py): (English
template, Italian template) pairs, and the words around them."""

from __future__ import annotations

WORDS = {
    "hint": "; forse intendevi {names}?",
    "or": " o ",
    "sections": {
        "journal": "journal",
        "journal: sessions": "journal: sessioni",
        "journal: scenes": "journal: scene",
        "journal: corrections": "journal: correzioni",
        "journal: names": "journal: nomi",
        "journal: notes": "journal: note",
        "journal: text": "journal: testo",
        "journal: story": "journal: racconto",
        "journal: chronicles": "journal: cronache",
        "journal: event log": "journal: log degli eventi",
        "journal: rulesets": "journal: regolamenti",
        "journal: sheet files": "journal: schede",
        "journal: why": "journal: perché",
        "journal: tracks": "journal: risorse",
        "journal: dice": "journal: dadi",
        "journal: Obsidian vault": "journal: vault di Obsidian",
    },
    "fields": {  # captured English words the templates pass on
        "end a session": "chiudere una sessione",
        "end the session": "chiudere la sessione",
        "start a scene": "aprire una scena",
        "start another scene": "aprirne un'altra",
        "start an adventure": "iniziare un'avventura",
        "roll for the Master": "tirare per il Master",
        "name": "il nome",
        "player name": "il nome del giocatore",
        "campaign": "il nome della campagna",
        "scene title": "il titolo della scena",
        "adventure title": "il titolo dell'avventura",
        "a whole number": "un numero intero",
        "a number": "un numero",
        "text": "un testo",
        "true or false": "true o false",
        "a table": "una tabella",
        "a list": "una lista",
        "the sheet": "la scheda",
    },
}

REFUSALS = {
    "it": [
        (
            "no character called {name} in this campaign",
            "nessun personaggio di nome {name} in questa campagna",
        ),
        ("{name} could mean {names}: say which", "{name} può essere {names}: quale?"),
        (
            "no player called {name}; add one with `journal player add`",
            "nessun giocatore di nome {name}; aggiungilo con `journal player add`",
        ),
        ("no player called {name}", "nessun giocatore di nome {name}"),
        (
            "no campaign called {name} in this store",
            "nessuna campagna di nome {name} in questo archivio",
        ),
        (
            "no campaign yet: create one with `journal campaign new`",
            "ancora nessuna campagna: creane una con `journal campaign new`",
        ),
        (
            "several campaigns: choose one with --campaign or `journal campaign use`",
            "più campagne: scegline una con --campaign o `journal campaign use`",
        ),
        ("there is already a campaign called {name}", "esiste già la campagna {name}"),
        (
            "{player} already plays in this campaign",
            "{player} gioca già in questa campagna",
        ),
        (
            "there is already a character called {name}",
            "esiste già un personaggio di nome {name}",
        ),
        (
            "session {n} is still open; end it first",
            "la sessione {n} è ancora aperta: chiudila prima",
        ),
        (
            "no session is open to {action}; start one with `journal session start`",
            "nessuna sessione aperta per {action}; aprine una con "
            "`journal session start`",
        ),
        (
            "scene {n} is still open; end it before you {action}",
            "la scena {n} è ancora aperta: chiudila prima di {action}",
        ),
        ("no scene is open", "nessuna scena è aperta"),
        ("a void needs a reason", "un annullamento richiede un motivo"),
        (
            "{kind} events mark the campaign's structure and cannot be voided",
            "gli eventi {kind} segnano la struttura della campagna e non si annullano",
        ),
        (
            "event {id} is already void; void its void to restore it",
            "l'evento {id} è già annullato; annulla il suo annullamento per "
            "ripristinarlo",
        ),
        ("no event {ref} in this campaign", "nessun evento {ref} in questa campagna"),
        (
            "event {id} belongs to campaign {owner}, not to this one; add --campaign "
            "{again}",
            "l'evento {id} appartiene alla campagna {owner}, non a questa; aggiungi "
            "--campaign {again}",
        ),
        (
            "nothing to void since the current session began (or the last one "
            "ended); name an older event by its id (see `journal log`)",
            "nulla da annullare da quando è iniziata la sessione corrente (o è finita "
            "l'ultima); indica un evento più vecchio con il suo id (vedi "
            "`journal log`)",
        ),
        (
            "that would make event {id} impossible: {why}",
            "renderebbe impossibile l'evento {id}: {why}",
        ),
        ("there is no session {n} ({known})", "non c'è la sessione {n} ({known})"),
        ("there is no scene {n} ({known})", "non c'è la scena {n} ({known})"),
        ("there is no session {n}", "non c'è la sessione {n}"),
        ("there is no scene {n}", "non c'è la scena {n}"),
        ("there is no adventure {n}", "non c'è l'avventura {n}"),
        (
            "adventure {n} has no session yet",
            "l'avventura {n} non ha ancora sessioni",
        ),
        ("no session recorded yet", "ancora nessuna sessione registrata"),
        ("the text is empty", "il testo è vuoto"),
        (
            "no session was played by {day} (the first was on {first}); a recording "
            "time is written YYYY-MM-DDTHH:MM",
            "nessuna sessione giocata entro il {day} (la prima è del {first}); "
            "un'ora di registrazione si scrive AAAA-MM-GGTHH:MM",
        ),
        ("nothing was recorded by {when}", "nulla era registrato al {when}"),
        (
            "{ref} is not an event id, session:N, scene:N, a day (YYYY-MM-DD) or a "
            "time (YYYY-MM-DDTHH:MM)",
            "{ref} non è un id di evento, session:N, scene:N, un giorno "
            "(AAAA-MM-GG) né un'ora (AAAA-MM-GGTHH:MM)",
        ),
        (
            "the roll needs {n} dice, {m} were typed",
            "il tiro richiede {n} {n:dado|dadi}, {m:ne è stato inserito|ne sono "
            "stati inseriti} {m}",
        ),
        (
            "the roll needs {n} die, {m} were typed",
            "il tiro richiede {n} dado, {m:ne è stato inserito|ne sono stati "
            "inseriti} {m}",
        ),
        ("a d{sides} has no face {face}", "un d{sides} non ha la faccia {face}"),
        (
            "an entry needs its event: say what happened",
            "una voce richiede l'evento: di' cosa è successo",
        ),
        ("a later note cannot be empty", "una nota successiva non può essere vuota"),
        ("the event log has no entry yet", "il log degli eventi non ha ancora voci"),
        ("no entry {ref} in the event log", "nessuna voce {ref} nel log degli eventi"),
        ("a {what} cannot be empty", "{what}: non può essere vuoto"),
        (
            "{text} is not dice notation (e.g. 2d6+3)",
            "{text} non è una notazione di dadi (es. 2d6+3)",
        ),
        (
            "{who} has no track {name} (tracks: {names}); add one with "
            "`journal track add`",
            "{who} non ha la risorsa {name} (risorse: {names}); aggiungila con "
            "`journal track add`",
        ),
        (
            "{label} changes by the rules: use `journal {command}`",
            "{label} cambia secondo le regole: usa `journal {command}`",
        ),
        (
            "the campaign in scope plays {title}, not {name}",
            "la campagna in uso gioca a {title}, non a {name}",
        ),
        ("no sheet file {path}", "nessuna scheda {path}"),
        (
            "{path}, line {n}: {problem} (see {page})",
            "{path}, riga {n}: {problem} (vedi {page})",
        ),
        (  # journal export --format obsidian (journal.projections.obsidian.vault)
            "{path} is not empty and holds no vault the journal wrote: choose a new "
            "or empty folder (a new vault, or a folder in yours)",
            "{path} non è vuota e non contiene un vault scritto dal journal: scegli "
            "una cartella nuova o vuota (un vault nuovo, o una cartella nel tuo)",
        ),
        ("{path} is a file: choose a folder", "{path} è un file: scegli una cartella"),
        (
            "{path} cannot be read: it is how the journal knows its notes from "
            "yours; export into a new folder",
            "{path} non si legge: è ciò che distingue le note del journal dalle "
            "vostre; esporta in una cartella nuova",
        ),
        (
            "{path} is of another journal's format",
            "{path} è nel formato di un altro journal",
        ),
        (
            "{path} holds the vault of campaign {name}: export each campaign into a "
            "folder of its own",
            "{path} contiene il vault della campagna {name}: esporta ogni campagna "
            "in una cartella sua",
        ),
        (
            "{path} has {n} problems: {problems} (see {page})",
            "{path} ha {n} problemi: {problems} (vedi {page})",
        ),
        # A sheet file's problems (journal.domain.sheetcheck, journal.sheetfiles).
        (
            "player is missing: a player's character names who plays it (a "
            "character of the Master's is added with `journal npc add`)",
            "manca player (giocatore): un personaggio di un giocatore dice chi lo "
            "gioca (un personaggio del Master si aggiunge con `journal npc add`)",
        ),
        (
            'the key {key} has a letter TOML does not allow in a bare key: write "'
            '{quoted}" in quotes, or {plain} without accents',
            "la chiave {key} ha una lettera che TOML non ammette in una chiave "
            'senza virgolette: scrivi "{quoted}" tra virgolette, o {plain} senza '
            "accenti",
        ),
        ("not valid TOML: {problem}", "TOML non valido: {problem}"),
        ("unknown key {key} in {where}", "chiave sconosciuta {key} in {where}"),
        ("{where} gives {key} a second time", "{where} ripete {key}"),
        (
            "{where} {value} is outside {low}..{high}",
            "{where} {value} è fuori da {low}..{high}",
        ),
        (
            "{where} must be at most {n}, got {value}",
            "{where} dev'essere al massimo {n}, non {value}",
        ),
        (
            "{where} must be at least {n}, got {value}",
            "{where} dev'essere almeno {n}, non {value}",
        ),
        (
            "{where} must be {what}, got {value}",
            "{where} dev'essere {what}, non {value}",
        ),
        ("{where} has {n} entries, at most {m}", "{where} ha {n} voci, al massimo {m}"),
        ("{where} has {n} entries, at least {m}", "{where} ha {n} voci, almeno {m}"),
        ("{key} is missing", "manca {key}"),
    ]
}
