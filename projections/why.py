"""Provenance: every event that changed a field of a character, with the delta.

A fold over the events that are not void, watching one field: each change gives
the event, the delta, the running value, its session and scene and who recorded
it; the deltas add up to the value now (voided events never happened).
"""

from __future__ import annotations

from journal.domain.errors import NotFound
from journal.domain.rulesets import campaign_class
from journal.domain.text import fold_key
from journal.domain.voiding import folding
from journal.i18n import N_, _
from journal.projections.records import voided_ids

STATUS = ("status", "stato")


def field_reader(field: str, ruleset: str | None = None):
    """A function reading FIELD from a sheet (None while it is undefined): the
    status, a tracked resource (any ruleset's, or the table's), else whatever
    the ruleset's views read (a characteristic, a skill, an item's counter)."""
    from journal.projections.sheet import view

    key = fold_key(field)
    if key in STATUS:
        return lambda sheet: sheet.status
    own = view(ruleset, "field_reader")
    reader = own(field) if own is not None else None
    return lambda sheet: _track_or(sheet, field, reader)


def field_names(sheet) -> list[str]:
    """The fields `why` reads on `sheet`, as completion offers them: its
    tracks, its status, its characteristics (or stats) and skills."""
    names = [*sheet.track_views(), "status"]
    for part in ("characteristics", "stats", "skills"):
        names += [n for n in getattr(sheet, part, None) or {} if n not in names]
    return names


def no_field(sheet, character: str, field: str) -> NotFound:
    """The refusal of a field `sheet` does not have, with the names near it
    (a track by its name or its label: wounds, Ferite)."""
    from journal.domain.suggest import did_you_mean

    labels = [entry["label"] for entry in sheet.track_views().values()]
    known: dict[str, str] = {}  # one spelling a name: a label the same word goes
    for name in [*field_names(sheet), *labels]:
        known.setdefault(fold_key(name), name)
    message = _("{character!r} has no field {field!r}").format(
        character=character, field=field
    )
    return NotFound(message + did_you_mean(field, known.values()), N_("journal: why"))


def _track_or(sheet, field: str, reader):
    """The ruleset's reading first (its names win), then a track of that name."""
    found = reader(sheet) if reader is not None else None
    if found is not None:
        return found
    for name, entry in sheet.track_views().items():
        if fold_key(name) == fold_key(field) or fold_key(entry["label"]) == fold_key(
            field
        ):
            return entry["value"]
    declared = sheet.declared_track(field)
    return sheet.track_views()[declared.name]["value"] if declared else None


def why(history: list, character: str, field: str) -> list[dict]:
    """The events that changed FIELD of CHARACTER, oldest first."""
    final = _final_state(history)
    char_id = final.character(character).id
    read = field_reader(field, history[0].ruleset)
    sheet = final.characters[char_id]
    if read(sheet) is None and not _ever(history, char_id, read):
        raise no_field(sheet, character, field)
    return list(_changes(history, char_id, read))


def _final_state(history: list):
    state = campaign_class(history[0].ruleset).new_state()
    for _ignored in folding(state, history, voided_ids(history)):
        pass
    return state


def _ever(history: list, char_id: str, read) -> bool:
    return any(True for _ignored in _changes(history, char_id, read))


def _changes(history: list, char_id: str, read):
    state = campaign_class(history[0].ruleset).new_state()
    before = None
    for event in folding(state, history, voided_ids(history)):
        sheet = state.characters.get(char_id)
        after = read(sheet) if sheet is not None else None
        if after != before:
            yield _row(event, before, after)
            before = after


def _row(event, before, after) -> dict:
    numeric = isinstance(after, int) and isinstance(before, int | None)
    delta = after - (before or 0) if numeric else None
    return {
        "id": event.event_id,
        "seq": event.originator_version,
        "type": type(event).__name__,
        "delta": delta,
        "value": after,
        "session": event.session,
        "scene": event.scene,
        "by": event.by,
        "at": event.timestamp.isoformat(),
    }


def why_from_history(
    view, campaign_id: str, now, character: str, field: str, shape=None
):
    """`why` from the sheets' history read model (projections/sheetstore.py):
    only the changes of the fields FIELD's reading looks at, oldest first.

    A reading of a sheet depends only on the fields it reads, so its value can
    change only where one of those changed: each reading is watched, and a
    reading that looks at a field not asked for yet starts the walk again with
    that field too. `shape(row, before, after)` makes each change's item (by
    default the dict `why` returns)."""
    from journal.projections.sheethistory import CREATED, GONE

    sheet = now.character(character)
    read = field_reader(field, now.ruleset)
    cls, names = watching(type(sheet))
    wanted = _reads(read, cls.from_dict(sheet.to_dict()), names)
    while True:
        fields = [CREATED, GONE, *wanted]
        rows = view.sheet_changes(campaign_id, sheet.id, fields, shape is not None)
        found, more = _walk(rows, cls, read, names, wanted, shape or _line)
        if not more:
            break
        wanted |= more
    if read(sheet) is None and not found:
        raise no_field(sheet, character, field)
    return found if shape is not None else _own_ids(found, campaign_id)


def _own_ids(found: list[dict], campaign_id: str) -> list[dict]:
    """The changes by the ids their campaign calls them (a copy's own, each
    remembering the export's as `original_id`, as `log --json` prints them):
    the ids `void` and `show --as-of` take."""
    from uuid import UUID

    from journal.domain.ids import own_id

    campaign = UUID(campaign_id)
    for item in found:
        own = own_id(campaign, item["seq"], item["id"])
        if own != item["id"]:
            item["original_id"], item["id"] = item["id"], own
    return found


def _reads(read, sheet, names: set) -> set:
    names.clear()
    read(sheet)
    return set(names)


def watching(cls) -> tuple[type, set]:
    """A subclass of a sheet class whose instances note the fields read."""
    from dataclasses import fields

    known, names = {f.name for f in fields(cls)}, set()

    class Watching(cls):
        def __getattribute__(self, name):
            if name in known:
                names.add(name)
            return object.__getattribute__(self, name)

    return Watching, names


def _walk(rows, cls, read, names, wanted, shape):
    """(the changes of the reading, fields read beyond `wanted`). A reading
    depends only on the fields it reads, so one made before from the same values
    of the watched fields is taken again (most events move a resource between
    a few values: a reading made once for each)."""
    from contextlib import suppress

    from journal.projections.sheethistory import CREATED, GONE

    found, sheet, before = [], None, None
    count, setattr_, getattr_ = len(rows), object.__setattr__, object.__getattribute__
    order, readings = sorted(wanted), {}  # a reading, by the values it read
    for index, row in enumerate(rows, 1):
        seq, name, value = row[0], row[1], row[2]
        if name == CREATED:
            sheet = cls.from_dict(_value(value))
        elif name == GONE:
            sheet = None
        elif sheet is not None:
            setattr_(sheet, name, _value(value))
        if index < count and rows[index][0] == seq:
            continue  # every change of this event first
        after = None
        if sheet is not None:
            key = (
                getattr_(sheet, order[0])
                if len(order) == 1
                else tuple(getattr_(sheet, field) for field in order)
            )
            try:
                after = readings[key]
            except (KeyError, TypeError):  # not read yet, or values unhashable
                names.clear()
                after = read(sheet)
                if not names <= wanted:
                    return found, names - wanted
                with suppress(TypeError):
                    readings[key] = after
        if after != before:
            found.append(shape(row, before, after))
            before = after
    return found, set()


def _value(text: str):
    """A stored field's value (JSON; a whole number, most often, read as one)."""
    import json

    try:
        return int(text)
    except ValueError:
        return json.loads(text)


def _line(row: tuple, before, after) -> dict:
    numeric = isinstance(after, int) and isinstance(before, int | None)
    seq, _ignored, _ignored, event_id, kind, session, scene, by, at = row[:9]
    return {
        "id": event_id,
        "seq": seq,
        "type": kind,
        "delta": after - (before or 0) if numeric else None,
        "value": after,
        "session": session,
        "scene": scene,
        "by": by,
        "at": at,
    }


def text_line(row: tuple, before, after) -> tuple:
    """One change, to be told in words (`told_lines`): (position, event id,
    its delta as printed, the value after, the row's (type, session, scene, by,
    at, what the line is told from))."""
    if isinstance(after, int) and isinstance(before, int | None):
        delta = f"{after - (before or 0):+d}"
    else:
        delta = "  "
    return (row[0], row[3], delta, after, row[4:10])


def line_records(changes: list[tuple], source) -> dict[int, dict]:
    """The record of each change's event (journal.projections.records), by
    position, as `source.records_at` reads it, from what the sheets' history
    keeps (no event read, none decoded); an event whose fields it could not keep
    (sheethistory.inputs: None) is read from the event log."""
    import json

    from journal.projections.records import enricher, kept_record

    found: dict[int, dict] = {}
    unkept = []
    names = enrich = None
    for seq, event_id, _delta, _after, meta in changes:
        kept = meta[5]
        if not kept or kept[0] != "{":
            unkept.append(seq)
            continue
        if names is None:
            names, enrich = source.names(), enricher(source.ruleset)
        fields = json.loads(kept)
        found[seq] = kept_record(
            source.campaign_id,
            seq,
            event_id,
            meta[:5],
            fields,
            names,
            source.voided,
            enrich,
        )
    if unkept:
        found.update(source.records_at(unkept))
    return found


def told_lines(
    changes: list[tuple], records: dict, lang: str, known, ruleset: str
) -> list[str]:
    """`why`'s lines: each change with what happened, in words (the event's
    phrase), where, and who recorded it when that is a name the table knows
    (a player's: JOURNAL_USER), never a login."""
    from journal.projections.describe import describe
    from journal.projections.fields_words import shown

    lines = []
    for seq, event_id, delta, after, *_ignored in changes:
        record = records.get(seq, {})
        what = describe(record, lang, ruleset=ruleset) if record else ""
        where = f"s{record.get('session') or '-'}/sc{record.get('scene') or '-'}"
        by = record.get("by")
        who = f" ({by})" if by and by in known else ""
        value = _status_word(after, lang) if after in STATUSES else shown(after, lang)
        own = record.get("id", event_id)  # a copy's own id, as `log` prints it
        lines.append(f"{own}  {delta:>4} → {value:<8} {where:<9} {what}{who}")
    return lines


STATUSES = {"active", "dead", "dying", "unconscious", "fainted"}


def _status_word(status: str, lang: str) -> str:
    """`why CHAR status`: a status in the language asked for."""
    from journal.projections.phrases import phrase

    return phrase(lang, f"status_{status}", status)
