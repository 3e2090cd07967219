"""A campaign to another store: export it as JSON lines, import it verified.

The file's first line describes the campaign; then one line per event, oldest
first: its position, short id, topic, stored state and digest. The state is the
stored JSON as an object (the stored bytes are exactly its compact dump; when
they are not, the text itself is kept under "stored"). Importing recomputes the
chain and refuses the file at the first line that does not match, so an edited
or damaged file records nothing; the events are then replayed by this journal
before anything is stored. The digests cover neither the campaign's id nor its
name, so an exported, imported and exported again campaign gives the same lines.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from journal.chain import GENESIS, bulk, link
from journal.domain.errors import JournalError
from journal.domain.ids import short_id
from journal.i18n import N_, _

KIND = "journal campaign export"
FORMAT = 1
SECTION = N_("journal: export and import")


class BadExport(JournalError):
    def __init__(self, number: int, message: str) -> None:
        super().__init__(
            _("line {number}: {message}; nothing was imported").format(
                number=number, message=message
            ),
            SECTION,
        )


def export_lines(app: Any, name: str | None) -> tuple[dict, Iterator[str]]:
    """The campaign's export (its history verified first): its header, and its
    lines, one JSON document each, the header's first, read and made as they
    are written (a long campaign is never held whole)."""
    campaign_id = app.campaign_id(name)
    app.check_chain(campaign_id)
    registry = app.registry()
    title = registry.resolve(name)
    ruleset = registry.campaigns[title]["ruleset"]
    recorder = app.recorder
    count, head = recorder.head(campaign_id) or (0, None)  # the chain verified
    if head:
        app.printed(campaign_id, count, head, "export")
    header = {"journal": KIND, "format": FORMAT, "campaign": title}
    header |= {"ruleset": ruleset, "events": count, "head": head}
    header["fingerprints"] = printed_points(campaign_id, recorder.digest_at, count)

    def lines() -> Iterator[str]:
        yield dump(header)
        for row in recorder.chain_rows(campaign_id, count):
            yield dump(event_line(*row))

    return header, lines()


def printed_points(campaign_id, digest_at, count: int) -> list[dict]:
    """The points of the campaign this laptop printed a fingerprint of
    (journal.anchors) that the export holds, each as the chain gives it: the
    import checks that the file still holds each (a file cut short or
    rewritten around them is refused). `digest_at(campaign_id, seq)`: the
    stored digest of event `seq`; `count`: the events exported."""
    from journal.anchors import Anchors

    found = {}
    for point in Anchors().of(campaign_id.hex):
        if point.seq <= count and digest_at(campaign_id, point.seq) == point.digest:
            found.setdefault(point.seq, {"seq": point.seq, "digest": point.digest})
            found[point.seq].setdefault("printed", []).append(
                {"place": point.place, "at": point.at}
            )
    return [found[seq] for seq in sorted(found)]


def event_line(seq: int, topic: str, state: bytes, digest: str) -> dict:
    text = bytes(state).decode("utf-8")
    value = json.loads(text)
    event_id = value.get("event_id") if isinstance(value, dict) else None
    line: dict[str, Any] = {"seq": seq, "id": event_id or short_id(seq)}
    line["topic"] = topic
    if compact(value) == text:
        line["state"] = value
    else:
        line["stored"] = text
    line["digest"] = digest
    return line


def compact(value: Any) -> str:
    """JSON as eventsourcing's transcoder writes it."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def dump(value: dict) -> str:
    return json.dumps(value, ensure_ascii=False)


def read_export(source) -> tuple[dict, list[tuple[int, str, bytes]]]:
    """The header and the events (seq, topic, state) of an export whose every
    line verifies; BadExport names the first line that does not. `source`: the
    file's lines (an open binary file) or its bytes; read a line at a time, only
    the events' own fields kept (never the file whole, nor its lines)."""
    bulk()  # a whole campaign to hash
    lines = _numbered(source.split(b"\n") if isinstance(source, bytes) else source)
    number, first = next(lines, (1, b""))
    header = parse(first, 1)
    if header.get("journal") != KIND or header.get("format") != FORMAT:
        raise BadExport(
            1,
            _(
                "not a campaign export of format {FORMAT}",
            ).format(FORMAT=FORMAT),
        )
    wanted = _printed_at(header)  # the digests check_fingerprints compares
    events, prev, digests, topics = [], GENESIS, {}, {}
    for number, raw in lines:
        seq, topic, state, digest = event_of(parse(raw, number), number, len(events))
        prev = link(prev, seq, topic, state)
        if prev.hex() != digest:
            raise BadExport(
                number,
                _(
                    "event {seq} ({seq2}) does not match its digest: the file was "
                    "edited or damaged",
                ).format(seq=seq, seq2=short_id(seq)),
            )
        check_texts(state, number, seq)
        events.append((seq, topics.setdefault(topic, topic), state))
        if seq in wanted:
            digests[seq] = prev.hex()
    check_header(header, events, prev, 1 + len(events))
    check_fingerprints(header, digests)
    return header, events


def _numbered(lines) -> Iterator[tuple[int, bytes]]:
    """Each line with its number, without its newline; blanks after the last
    newline (what follows the file's last line) are no line, a blank line
    before it is one (and not JSON)."""
    held = None
    for number, line in enumerate(lines, start=1):
        if held is not None:
            yield held[:2]
        ended = line.endswith(b"\n")
        held = (number, line[:-1] if ended else line, ended)
    if held is not None and (held[2] or held[1].strip()):
        yield held[:2]


def _printed_at(header: dict) -> set:
    """The positions the header's fingerprints name (as they are: the header's
    own shape is checked once every line has verified)."""
    points = header.get("fingerprints")
    if not isinstance(points, list):
        return set()
    seqs = (point.get("seq") for point in points if isinstance(point, dict))
    return {seq for seq in seqs if isinstance(seq, int)}  # as check_fingerprints


def check_fingerprints(header: dict, digests: dict[int, str]) -> None:
    """Each fingerprint the header says was printed must be the file's own at
    its event: a file cut short, or rewritten and chained again, is refused."""
    from journal.chain import fingerprint

    points = header.get("fingerprints", [])
    if not isinstance(points, list):
        raise BadExport(1, _("the header's fingerprints are not a list"))
    for point in points:
        seq = point.get("seq") if isinstance(point, dict) else None
        digest = point.get("digest") if isinstance(point, dict) else None
        if not isinstance(seq, int) or not isinstance(digest, str):
            raise BadExport(1, _("the header holds a fingerprint without its event"))
        if seq not in digests:
            raise BadExport(
                1,
                _(
                    "fingerprint {digest} was printed for event {seq}, past the "
                    "file's last event: the file was cut",
                ).format(digest=fingerprint(digest), seq=seq),
            )
        if digests[seq] != digest:
            raise BadExport(
                1,
                _(
                    "fingerprint {digest} was printed for event {seq}, which the "
                    "file no longer holds: it was rewritten",
                ).format(digest=fingerprint(digest), seq=seq),
            )


def check_texts(state: bytes, number: int, seq: int) -> None:
    """Every text of an event is checked as typed text is (journal.argcheck):
    an export recomputed around a control character, an unpaired surrogate or
    a bidirectional override is refused, as the command line would refuse it."""
    from journal.argcheck import hidden_character

    try:
        value = json.loads(state)
    except ValueError:
        raise BadExport(
            number,
            _(
                "event {seq} ({seq2}) is not JSON",
            ).format(seq=seq, seq2=short_id(seq)),
        ) from None
    if b"\\" not in state and state.decode("utf-8", "surrogatepass").isprintable():
        return  # every text is in it as typed (no escape), and all are printable
    found = hidden_character(value)
    if found is not None:
        raise BadExport(
            number,
            _(
                "event {seq} ({seq2}) holds the control character U+{found:04X} "
                "(journal: text)",
            ).format(seq=seq, seq2=short_id(seq), found=ord(found)),
        )


def parse(raw: bytes, number: int) -> dict:
    try:
        value = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise BadExport(number, _("not a line of JSON")) from None
    if not isinstance(value, dict):
        raise BadExport(number, _("not a JSON object"))
    return value


def event_of(line: dict, number: int, before: int) -> tuple[int, str, bytes, str]:
    seq, topic, digest = line.get("seq"), line.get("topic"), line.get("digest")
    if seq != before + 1 or isinstance(seq, bool):
        raise BadExport(
            number,
            _(
                "expected event {value}, found {seq!r}",
            ).format(value=before + 1, seq=seq),
        )
    if not isinstance(topic, str) or not isinstance(digest, str):
        raise BadExport(number, _("an event needs a topic and a digest"))
    if "state" in line:
        state = compact(line["state"])
    elif isinstance(line.get("stored"), str):
        state = line["stored"]
    else:
        raise BadExport(number, _("an event needs its state"))
    return seq, topic, state.encode("utf-8", "surrogatepass"), digest


def check_header(header: dict, events: list, head: bytes, count: int) -> None:
    if header.get("events") != len(events):
        raise BadExport(
            count + 1,
            _(
                "the file ends after {events} events",
            ).format(events=len(events)),
        )
    if not events or header.get("head") != head.hex():
        raise BadExport(1, _("the header's head is not the last event's digest"))
    if not isinstance(header.get("campaign"), str):
        raise BadExport(1, _("the header names no campaign"))
    if not isinstance(header.get("ruleset"), str):
        raise BadExport(1, _("the header names no ruleset"))
