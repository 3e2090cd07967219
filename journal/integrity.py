"""The audit: every stream's chain, its snapshots and read models, re-folded.

For each campaign (and the store's campaign index) the audit verifies the hash
chain event by event, checks every sealed snapshot against its seal, replays the
events through the aggregate (each must still decode and apply), compares every
sealed snapshot with the replay at its position, and compares the read models
(state and event log) with the replay. One read transaction: one moment.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.persistence import StoredEvent

from journal.chain import Problem, as_bytes, fingerprint
from journal.chainread import ALL
from journal.domain.registry import REGISTRY_ID

INDEX = REGISTRY_ID.hex
REBUILD = "read model differs from the events: run `journal rebuild`"


def audit(app: Any) -> dict:
    """{ok, campaigns: [{name, events, head, fingerprint, problems}], index}."""
    names = campaign_names(app)
    views = read_models(app)
    with app.recorder.datastore.transaction(commit=False) as c:
        keys = stream_keys(app.recorder, c)
        entries = {key: audit_stream(app, c, key, views) for key in keys}
    index = entries.pop(INDEX, None) or empty()
    campaigns, rank = [], {key: n for n, key in enumerate(names)}
    for key, entry in sorted(entries.items(), key=lambda e: rank.get(e[0], len(rank))):
        if key not in names:
            unknown = Problem(None, "the stream is not a campaign of the index")
            entry["problems"].insert(0, as_json(unknown))
        campaigns.append({"name": names.get(key, shown(key)), **entry})
    ok = not index["problems"] and all(not e["problems"] for e in campaigns)
    keep_verdict(app.recorder, campaigns, index)
    return {"ok": ok, "campaigns": campaigns, "index": index}


def keep_verdict(recorder: Any, campaigns: list, index: dict) -> None:
    """The store's verdict (journal.verdicts): the first problem found, which
    stops every recording until an audit finds the store whole, and clears it."""
    from journal.verdicts import finding

    named = [(f"campaign {e['name']!r}", e) for e in campaigns]
    for where, entry in [*named, ("the campaign index", index)]:
        for problem in entry["problems"]:
            said = (problem["seq"], problem["id"], problem["problem"])
            recorder.keep_finding(finding(where, *said))
            return
    recorder.clear_finding()


def campaign_names(app: Any) -> dict[str, str]:
    """Stream key -> campaign name, from the index (none if it cannot be read)."""
    try:
        campaigns = app.registry().campaigns
    except Exception:  # noqa: BLE001 - the index's own problems are audited below
        return {}
    return {UUID(info["id"]).hex: name for name, info in campaigns.items()}


def read_models(app: Any):
    """The read models, caught up; None when they cannot be (a bad event)."""
    try:
        return app.caught_up_view()
    except Exception:  # noqa: BLE001 - the events' problems are audited below
        return None


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


def audit_stream(app: Any, c, key: str, views: Any) -> dict:
    recorder = app.recorder
    verdict = recorder.verify_stream(c, key)
    problems = verdict.problems + recorder.snapshot_problems(c, key, verdict.digests)
    if key != INDEX and not problems:
        if as_uuid(key) is None:
            problems = [Problem(None, f"the stream id {shown(key)!r} is damaged")]
        else:
            problems = refold(app, c, key, views)
    return {
        "events": verdict.events,
        "head": verdict.head,
        "fingerprint": fingerprint(verdict.head),
        "problems": [as_json(p, key) for p in problems],
    }


def refold(app: Any, c, key: str, views: Any) -> list[Problem]:
    """Replay the stream; compare sealed snapshots and the read models with it."""
    chain, originator_id = app.recorder.chain, UUID(key)
    c.execute(chain.events, (app.recorder.event_key(originator_id), ALL))
    rows = [(r["v"], r["topic"], r["state"]) for r in c.fetchall()]
    snapshots = sealed_snapshots(app, c, originator_id)
    aggregate = None
    for version, topic, state in rows:
        try:
            stored = StoredEvent(originator_id, version, topic, state)
            aggregate = app.mapper.to_domain_event(stored).mutate(aggregate)
        except Exception as error:  # noqa: BLE001 - reported, not raised
            return [Problem(version, f"the event cannot be replayed: {error!r}"[:300])]
        if version in snapshots and snapshots[version] != facts(aggregate):
            return [Problem(version, "the snapshot differs from the events")]
    return compare_views(views, key, rows, aggregate)


def sealed_snapshots(app: Any, c, originator_id: UUID) -> dict[int, Any]:
    """The sealed snapshots' contents (the seals were checked already)."""
    chain = app.recorder.chain
    c.execute(chain.seals, (chain.key(originator_id), ALL))
    sealed = {row["v"] for row in c.fetchall()}
    c.execute(chain.snapshots, (app.recorder.event_key(originator_id), ALL))
    found = {}
    for row in c.fetchall():
        if row["v"] in sealed:
            stored = StoredEvent(originator_id, row["v"], row["topic"], row["state"])
            found[row["v"]] = facts(app.mapper.to_domain_event(stored).mutate(None))
    return found


def facts(aggregate: Any) -> tuple:
    return aggregate.version, aggregate.state.to_dict()


def compare_views(views: Any, key: str, rows: list, aggregate: Any) -> list[Problem]:
    campaign_id = str(UUID(key))
    if views is None:
        return [Problem(None, "the read models cannot be brought up to date")]
    try:
        state = views.state(campaign_id)
        logged = [(v, t, as_bytes(s)) for v, t, s, _ in views.log_rows(campaign_id)]
    except Exception:  # noqa: BLE001 - a damaged read model is a problem to report
        state, logged = None, None
    if state is None or state.to_dict() != aggregate.state.to_dict():
        return [Problem(None, f"the campaign's {REBUILD}")]
    if logged != [(v, t, as_bytes(s)) for v, t, s in rows]:
        return [Problem(None, f"the event log's {REBUILD}")]
    return []


def as_json(problem: Problem, stream=None) -> dict:
    return {
        "seq": problem.seq,
        "id": problem.event_id(stream),
        "problem": problem.problem,
    }


def empty() -> dict:
    return {"events": 0, "head": None, "fingerprint": fingerprint(None), "problems": []}
