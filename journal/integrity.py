"""The audit: every stream's chain, its snapshots and every read model, re-folded.

For each campaign (and the store's campaign index) the audit verifies the hash
chain event by event, checks every sealed snapshot against its seal, replays the
events through the aggregate (each must still decode and apply), compares every
sealed snapshot with the replay at its position, compares every read model the
journal serves from (the state, the event log row by row and column by column,
the sheets' history that `why` reads and its state, the corrected states a void
kept) with a fold of the verified events, and checks every fingerprint this
laptop printed of the campaign (journal.anchors): a history cut short or
rewritten since no longer holds it. Everything is read a page at a time
(journal.chainread, journal.refold): a campaign of any length in bounded memory.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from journal.chain import Problem, fingerprint
from journal.domain.registry import REGISTRY_ID
from journal.i18n import N_, NC_, _, pgettext

INDEX = REGISTRY_ID.hex
# Where a fingerprint was printed (journal.anchors keeps the English word)
PLACES = {
    "session end": NC_("place", "session end"),
    "session list": NC_("place", "session list"),
    "chronicle": NC_("place", "chronicle"),
    "export": NC_("place", "export"),
    "import": NC_("place", "import"),
    "audit": NC_("place", "audit"),
    "site": NC_("place", "site"),
}
REBUILD = N_("read model differs from the events: run `journal rebuild`")


def place_words(place: str) -> str:
    """Where a fingerprint was printed, in the language in use."""
    marked = PLACES.get(place)
    return pgettext(marked.context, marked) if marked is not None else place


def audit(app: Any) -> dict:
    """{ok, campaigns: [{name, events, head, fingerprint, problems, notes}],
    index}."""
    from journal.anchors import Anchors

    registry = campaign_index(app)
    names = campaign_names(registry)
    views, stale = read_models(app)
    anchors = Anchors()
    with app.recorder.datastore.transaction(commit=False) as c:
        keys = stream_keys(app.recorder, c)
        entries = {
            key: audit_stream(app, c, key, views, stale, anchors, registry)
            for key in keys
        }
    index = entries.pop(INDEX, None) or empty()
    if views is None and not any(e["problems"] for e in entries.values()):
        index["problems"].append(as_json(Problem(None, stale)))
    campaigns, rank = [], {key: n for n, key in enumerate(names)}
    for key, entry in sorted(entries.items(), key=lambda e: rank.get(e[0], len(rank))):
        if key not in names and registry is not None:
            unknown = Problem(None, _("the stream is not a campaign of the index"))
            entry["problems"].insert(0, as_json(unknown))
        as_stood = (getattr(registry, "chained", None) or {}).get(key)
        if as_stood:
            entry["notes"].append(
                _(
                    "its first {n} events were written before the hash chain "
                    "and chained as they stood when this journal was installed"
                ).format(n=as_stood)
            )
        campaigns.append({"name": names.get(key, shown(key)), **entry})
    ok = not index["problems"] and all(not e["problems"] for e in campaigns)
    keep_verdict(app.recorder, campaigns, index)
    if ok:  # the heads audit printed, kept outside the store
        for key, entry in [*entries.items()]:
            if entry["head"] and as_uuid(key):
                app.printed(UUID(key), entry["events"], entry["head"], "audit")
    return {"ok": ok, "campaigns": campaigns, "index": index}


def keep_verdict(recorder: Any, campaigns: list, index: dict) -> None:
    """The store's verdict (journal.verdicts): the first problem found, which
    stops every recording until an audit finds the store whole, and clears it."""
    from journal.verdicts import finding

    named = [(_("campaign {name!r}").format(name=e["name"]), e) for e in campaigns]
    for where, entry in [*named, (_("the campaign index"), index)]:
        for problem in entry["problems"]:
            said = (problem["seq"], problem["id"], problem["problem"])
            recorder.keep_finding(finding(where, *said))
            return
    recorder.clear_finding()


def campaign_index(app: Any):
    """The store's campaign index, or None when it cannot be read (its own
    problems are audited with its stream)."""
    try:
        return app.registry()
    except Exception:  # noqa: BLE001 - audited below
        return None


def campaign_names(registry: Any) -> dict[str, str]:
    """Stream key -> campaign name, from the index (none if it cannot be read)."""
    names = {}
    for name, info in (getattr(registry, "campaigns", None) or {}).items():
        try:
            names[UUID(str(info["id"])).hex] = str(name)
        except (KeyError, TypeError, ValueError):  # a damaged entry: audited below
            continue
    return names


def read_models(app: Any) -> tuple[Any, str]:
    """(the read models caught up, the sheets' history too, "") or, when they
    cannot be (an event that does not verify or replay), (None, why). Caught up
    before the audit's read begins: it reads them in its own transaction."""
    try:
        view = app.caught_up_view()
    except Exception as error:  # noqa: BLE001 - the events' problems are audited below
        detail = getattr(error, "message", None) or type(error).__name__
        return None, _(
            "the read models cannot be brought up to date ({detail})"
        ).format(detail=detail)
    from journal.projections.sheethistory import catch_up_sheets

    try:
        catch_up_sheets(app, view)
    except Exception:  # noqa: BLE001 - found stale by the comparison, below
        pass
    return view, ""


def stream_keys(recorder: Any, c) -> list:
    """Every stream id in the events, the digests or the seals (an id that was
    damaged in the events' table stays as it is there)."""
    keys = [recorder.chain.key(i) for i in recorder.stream_ids(c)]
    for statement in (recorder.chain.chained, recorder.chain.sealed):
        c.execute(statement)
        keys += [row["id"] for row in c.fetchall()]
    return list(dict.fromkeys(keys))


def shown(key) -> str:
    return key if isinstance(key, str) else f"0x{bytes(key).hex()}"


def as_uuid(key) -> UUID | None:
    try:
        return UUID(key) if isinstance(key, str) else None
    except ValueError:
        return None


def audit_stream(
    app: Any, c, key: str, views: Any, stale: str, anchors, registry=None
) -> dict:
    recorder = app.recorder
    verdict = recorder.verify_stream(c, key)
    problems = verdict.problems + recorder.snapshot_problems(c, key, verdict.digests)
    if key != INDEX and not problems:
        if as_uuid(key) is None:
            problems = [
                Problem(
                    None, _("the stream id {key!r} is damaged").format(key=shown(key))
                )
            ]
        else:
            from journal.refold import Refold

            problems = Refold(app, c, key, verdict.events, views).problems()
    notes: list[str] = []
    signers: dict = {}
    if isinstance(key, str):
        found, notes = anchored(app, key, verdict, anchors)
        problems += found
        found, signers = signatures(recorder, c, key, verdict, registry)
        problems += found
    entry = {
        "events": verdict.events,
        "head": verdict.head,
        "fingerprint": fingerprint(verdict.head),
        "problems": [as_json(p, key) for p in problems],
        "notes": notes,
    }
    if signers:
        entry["signed"] = signers
    return entry


def signatures(recorder: Any, c, key: str, verdict, registry) -> tuple[list, dict]:
    """Who signed what ({name or key: events}, "unsigned": events), and the
    problems: a signature that does not verify against the event's digest;
    where the campaign requires signatures (the index's SignaturesRequired),
    an event from then on unsigned or signed by a key the index does not know."""
    found = recorder.signatures_of(c, key) if hasattr(recorder, "signatures_of") else {}
    uuid = as_uuid(key)
    required = (
        (getattr(registry, "signed", None) or {}).get(str(uuid)) if uuid else None
    )
    if not found and required is None:
        return [], {}
    from journal.chain import raw
    from journal.signing import short, verifies

    known = getattr(registry, "keys", None) or {}
    problems: list[Problem] = []
    signers: dict[str, int] = {}
    for seq in range(1, verdict.events + 1):
        signed = found.get(seq)
        digest = raw(verdict.digests.get(seq))
        if signed is None:
            signers["unsigned"] = signers.get("unsigned", 0) + 1
            if required is not None and seq >= required:
                problems.append(
                    Problem(
                        seq, _("the event is not signed (the campaign requires it)")
                    )
                )
            continue
        public, signature = signed
        who = known.get(public) or _("key {key}").format(key=short(public))
        signers[who] = signers.get(who, 0) + 1
        if digest is None or not verifies(public, digest, signature):
            problems.append(
                Problem(seq, _("its signature ({who}) does not verify").format(who=who))
            )
        elif required is not None and seq >= required and public not in known:
            problems.append(
                Problem(
                    seq,
                    _("signed by {who}, a key the campaign index does not know").format(
                        who=who
                    ),
                )
            )
    return problems, signers


def anchored(app: Any, key: str, verdict, anchors) -> tuple[list[Problem], list]:
    """The fingerprints this laptop printed of the stream (journal.anchors), each
    checked against the stream's chain: printed of this store, one the chain no
    longer holds is a problem (the history was cut short or rewritten); printed
    of another store (a copy), a note."""
    try:
        points = anchors.of(key)
    except Exception as error:  # noqa: BLE001 - the anchors file is the user's
        return [], [_("the anchors file cannot be read: {error}").format(error=error)]
    problems: list[Problem] = []
    notes: list[str] = []
    here, digests = app.location, verdict.digests
    for point in points:
        said = _("fingerprint {fingerprint} ({place}, {at})").format(
            fingerprint=fingerprint(point.digest),
            place=place_words(point.place),
            at=point.at,
        )
        if point.seq > verdict.events:
            text = _(
                "{said} is of event {seq}, but the history ends at event {events}"
            ).format(said=said, seq=point.seq, events=verdict.events)
        elif digests.get(point.seq) != point.digest:
            text = _("{said} no longer matches the history at this event").format(
                said=said
            )
        else:
            continue
        if point.store == here:
            problems.append(
                Problem(
                    point.seq, _("{text}: it was cut or rewritten").format(text=text)
                )
            )
        else:
            notes.append(
                _("{text} (printed from {store}: another copy)").format(
                    text=text, store=point.store
                )
            )
    return problems, notes


def as_json(problem: Problem, stream=None) -> dict:
    return {
        "seq": problem.seq,
        "id": problem.event_id(stream),
        "problem": problem.problem,
    }


def empty() -> dict:
    return {
        "events": 0,
        "head": None,
        "fingerprint": fingerprint(None),
        "problems": [],
        "notes": [],
    }


def check_fingerprint(app: Any, text: str) -> dict:
    """Which point of which campaign a printed fingerprint seals, and whether
    everything up to it is unchanged: {ok, fingerprint, found: [{campaign,
    seq, id, type, session, unchanged, problems, printed}], printed_elsewhere:
    [...]} (`journal audit --fingerprint`). `text` is 16 hex digits, dashes
    and case as printed or not (ValueError otherwise).

    A fingerprint is the start of the chain's digest at one event: the store's
    chain is searched for it (wherever it was printed, even on another
    machine), and the points this laptop printed (journal.anchors) name where
    and when; one of those the history no longer holds was cut or rewritten."""
    from journal.anchors import Anchors

    prefix = "".join(text.split("-")).strip().lower()
    if len(prefix) != 16 or any(c not in "0123456789abcdef" for c in prefix):
        raise ValueError(text)
    registry = campaign_index(app)
    names = campaign_names(registry)
    try:
        printed = Anchors().matching(prefix)
    except Exception:  # noqa: BLE001 - the anchors file is the user's
        printed = []
    found, held = [], set()
    with app.recorder.datastore.transaction(commit=False) as c:
        for key in stream_keys(app.recorder, c):
            uuid = as_uuid(key) if key != INDEX else None
            if uuid is None:
                continue
            verdict = app.recorder.verify_stream(c, key)
            for seq, digest in verdict.digests.items():  # in order
                if not isinstance(digest, str) or not digest.startswith(prefix):
                    continue
                held.add((uuid.hex, seq, digest))
                before = [
                    as_json(p, key)
                    for p in verdict.problems
                    if p.seq is None or p.seq <= seq
                ]
                point = {
                    "campaign": names.get(uuid.hex, shown(key)),
                    "seq": seq,
                    **event_at(app, uuid, seq),
                    "unchanged": not before,
                    "problems": before,
                    "printed": [
                        {"place": p.place, "at": p.at}
                        for p in printed
                        if (p.campaign, p.seq, p.digest) == (uuid.hex, seq, digest)
                    ],
                }
                found.append(point)
    lost = [
        {
            "campaign": names.get(p.campaign, p.campaign),
            "seq": p.seq,
            "place": p.place,
            "at": p.at,
            "store": p.store,
        }
        for p in printed
        if (p.campaign, p.seq, p.digest) not in held
    ]
    ok = bool(found) and all(point["unchanged"] for point in found)
    return {
        "ok": ok,
        "fingerprint": fingerprint(prefix + "0" * 48),
        "found": found,
        "printed_elsewhere": lost,
    }


def event_at(app: Any, campaign_id: UUID, seq: int) -> dict:
    """The event at a campaign's position, as a person names it: its id, type
    and session, and its record (journal.projections.records) to tell it in a
    line; None each when it cannot be read (a damaged event: the chain says so)."""
    from journal.projections.records import to_record

    try:
        (stored,) = app.recorder.select_events(campaign_id, gt=seq - 1, lte=seq)
        record = to_record(app.mapper.to_domain_event(stored), {}, set())
    except Exception:  # noqa: BLE001 - a damaged event: the chain says so
        return {"id": None, "type": None, "session": None, "record": None}
    return {
        "id": record["id"],
        "type": record["type"],
        "session": record["session"],
        "record": record,
    }
