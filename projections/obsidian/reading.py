"""What the vault's notes read: the site's facts (journal.projections.site
.facts: the records, the campaign now, each sheet as every session ended, the
history of every field, each character's tracks over the campaign), the
chronicle's reading of each session (its segments, entries and rolls), the event
log and the ruleset's documents; and who took part in what.

Nothing of the game is derived again here: this only groups what those
projections give, by the note that shows it.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable

from journal.domain.text import fold_key
from journal.projections.chronicle_parts import segments
from journal.projections.logdocs import documents
from journal.projections.obsidian import keys
from journal.projections.obsidian.strings import strings
from journal.projections.sheet import view
from journal.projections.site.facts import gather
from journal.projections.site.pages_logs import logbook
from journal.projections.site.sessions import sessions_of, summaries, told


class Campaign:
    """One campaign's stream, read once for every note."""

    def __init__(
        self, history: list, lang: str, fingerprint: Callable[[int], str | None]
    ) -> None:
        self.history, self.lang = history, lang
        self.facts = facts = gather(history, lang, fields=False)
        self.ruleset, self.name = facts.ruleset, facts.campaign
        self.t = strings(lang, self.ruleset)
        self.records = facts.records
        self.reading = facts.reading(lang)
        self.by_id = self.reading.by_id
        self.fingerprint = fingerprint
        self.characters = facts.state.characters  # id -> sheet, now
        self.by_name = {
            sheet.name: char_id for char_id, sheet in self.characters.items()
        }
        self.sessions = sessions_of(self.records, lang)
        self.ended = {  # session -> the position of its end (its fingerprint's)
            r["number"]: r["seq"]
            for r in self.records
            if r["type"] == "SessionEnded" and not r["void"]
        }
        self.summaries = summaries(self.records)
        self.concerns = view(self.ruleset, "concerns", lambda record: [])
        self.parts = {s["number"]: _segments(s, self.reading) for s in self.sessions}
        self.npcs: dict[str, dict] = {}  # folded name -> {name, records}
        self.present: dict[int, list[str]] = {}  # session -> character ids
        self._seqs: dict[str, list[int]] = {}
        self.shown: dict[int, list[str]] = {}  # a segment's entries, as lines
        self._who_took_part()
        self.log = [item for item in logbook(history, facts) if not item.get("void")]
        self.documents = self._documents()

    # -- who took part ----------------------------------------------------------------

    def _who_took_part(self) -> None:
        """Characters present at each session (their player was, or they acted),
        and the names events concern that are no character (NPCs)."""
        for session in self.sessions:
            number = session["number"]
            then = self.facts.sheets_at.get(number, {})
            found = [
                char_id
                for char_id, sheet in then.items()
                if sheet.data["player"] in session["present"]
            ]
            for record in session["span"]:
                if record["void"]:
                    continue
                char_id = record.get("character_id")
                if char_id in self.characters and record["type"] != "CharacterCreated":
                    if record["session"] is not None and char_id not in found:
                        found.append(char_id)
            self.present[number] = [c for c in found if c in self.characters]
        for record in self.records:
            if record["void"]:
                continue
            for name in self.concerns(record):
                if name and name not in self.by_name:
                    npc = self.npcs.setdefault(
                        fold_key(name), {"name": name, "records": []}
                    )
                    npc["records"].append(record)

    def others(self, record: dict) -> tuple[list[str], list[str]]:
        """(character ids, NPC keys) an event concerns besides its actor."""
        chars, npcs = [], []
        for name in self.concerns(record):
            if name in self.by_name and name != record.get("character"):
                chars.append(self.by_name[name])
            elif name and name not in self.by_name:
                npcs.append(keys.npc(name))
        return chars, npcs

    def played(self, char_id: str) -> list[int]:
        """The sessions a character took part in, in play order."""
        return [n for n, chars in self.present.items() if char_id in chars]

    # -- tracks ------------------------------------------------------------------------

    def tracks_at(self, char_id: str, seq: int) -> dict[str, int]:
        """A character's tracks' values after event `seq` ({} before it was
        created), from the site's series of them."""
        series = self.facts.tracks.get(char_id, [])
        if char_id not in self._seqs:
            self._seqs[char_id] = [point[0] for point in series]
        place = bisect_right(self._seqs[char_id], seq)
        return dict(series[place - 1][2]) if place else {}

    def session_start(self, number: int) -> int:
        """The position before session `number`'s part."""
        span = self.parts[number].span
        return span[0]["seq"] - 1 if span else 0

    # -- documents ---------------------------------------------------------------------

    def _documents(self) -> dict[str, tuple]:
        """The ruleset's own documents (Dàimon 2090's technology log): name ->
        (title, items, cells, column keys)."""
        found = {}
        for name, (items_of, cells, columns) in documents(self.ruleset).items():
            if name != "eventlog":
                items = items_of(self.history, self.records)
                found[name] = (self.t[f"{name}_title"], items, cells, columns)
        return found


class Part:
    """A session's part: its records, and its segments with what the chronicle
    tells of each (journal.projections.chronicle_model.SceneView)."""

    def __init__(self, span: list[dict], pairs: list[tuple]) -> None:
        self.span = span
        self.pairs = pairs  # (segment, scene view), in play order


def _segments(session: dict, reading) -> Part:
    shown = told(session, reading)
    pairs = list(zip(segments(session["span"]), shown, strict=True))
    return Part(session["span"], pairs)
