"""The journal's eventsourcing Application: load a campaign, run a command, save.

Application methods stay small: load, call the domain, save atomically, return
plain data (never an aggregate). Every command's events are saved in one
transaction, so a refused or failed command records nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any
from uuid import UUID, uuid4

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.persistence import JSONTranscoder, Transcoding

from journal.domain.campaign import Campaign, Stamp
from journal.domain.errors import InconsistentHistory, NotFound, RuleBroken
from journal.domain.ids import banded_uuid
from journal.domain.registry import REGISTRY_ID, Registry
from journal.domain.rulesets import campaign_class
from journal.domain.state import CampaignState
from journal.i18n import N_, _
from journal.projections.records import enricher, to_record
from journal.retry import retrying
from journal.trusted import Trusted


def project(aggregate, events):
    """eventsourcing's project_aggregate without its assert that each event
    satisfies a runtime-checkable Protocol: an `isinstance` that walks the
    Protocol's members on every call, about 16 µs an event on the path of
    every command that loads a campaign (issue 29). The store's events are
    the journal's own, each with its `mutate`."""
    for event in events:
        aggregate = event.mutate(aggregate)
    return aggregate


class ByClass(dict):
    """Snapshot intervals read off each aggregate class (`snapshot_interval`), so
    the application names no ruleset: eventsourcing asks `.get(type(aggregate))`."""

    def get(self, cls, default=None):
        return getattr(cls, "snapshot_interval", default)

    def __bool__(self) -> bool:
        return True


class StateAsDict(Transcoding):
    """Snapshots hold a campaign's state; sheets travel as plain dicts."""

    type = CampaignState
    name = "campaign_state"

    def encode(self, obj: CampaignState) -> dict:
        return obj.to_dict()

    def decode(self, data: dict) -> CampaignState:
        return CampaignState.from_dict(data)


def keeping(events, state, kept: list):
    """The events, as a refold folds them into `state`: every INTERVAL-th
    position's state is packed into `kept` once it is folded
    (journal.projections.checkpoints)."""
    from journal.projections.checkpoints import INTERVAL, packed

    for event in events:
        yield event  # folded (or skipped as void) before the next is asked for
        if event.originator_version % INTERVAL == 0:
            kept.append((event.originator_version, packed(state)))


def keep_checkpoints(source, first: int, kept: list, voided: set[str]) -> None:
    """The states a void went through, keyed by what it left void. The void is
    recorded by now: where they cannot be kept (the store busy, read-only),
    the reads fold from further back, as before any void kept them."""
    from journal.projections.checkpoints import voids_key

    rows = [(seq, voids_key(voided, seq), state) for seq, state in kept]
    try:
        source.view.keep_checkpoints(source.key, first, rows)
    except Exception:  # noqa: BLE001 - a speed-up lost, nothing else
        return


class JournalApp(Trusted, Application):
    name = "journal"
    snapshotting_intervals = ByClass()

    def __init__(self, env=None) -> None:
        super().__init__(env)
        try:
            self.opened()  # journal.trusted: the store's marks, checked
        except BaseException:
            self.close()
            raise

    def construct_mapper(self):
        """The library's mapper, decoding a plain event by `json` alone (its
        object hook costs a Python call per object: journal.projections.decode)."""
        from journal.projections.decode import fast_mapper_class

        return self.factory.mapper(
            transcoder=self.construct_transcoder(), mapper_class=fast_mapper_class()
        )

    def register_transcodings(self, transcoder: JSONTranscoder) -> None:
        super().register_transcodings(transcoder)
        transcoder.register(StateAsDict())

    # -- campaigns ------------------------------------------------------------

    def registry(self, at: datetime | None = None) -> Registry:
        """The store's campaign index (a new one when `at` is given and none exists).
        Read once per command: finding the campaign's ruleset and loading the
        campaign both need it."""
        cached = self.__dict__.get("_registry")
        if cached is not None:
            return cached
        try:
            found = self.repository.get(REGISTRY_ID, projector_func=project)
        except AggregateNotFoundError:
            if at is None:
                raise NotFound(
                    _("no campaign yet: create one with `journal campaign new`")
                ) from None
            return Registry.open(at)
        except Exception:  # an unreadable event: say so if the history was edited
            self.check_chain(REGISTRY_ID)
            raise
        if found.current is not None and found.current not in found.campaigns:
            self.check_chain(REGISTRY_ID)  # an edited index: the finding is kept
            raise InconsistentHistory(
                _(
                    "the campaign index names {current!r} as the current campaign but "
                    "holds no campaign of that name; run `journal audit`"
                ).format(current=found.current),
                N_("journal: integrity"),
            )
        self.__dict__["_registry"] = found
        return found

    def forget_reads(self) -> None:
        """Drop what a command read once (the registry): a retry reads afresh."""
        self.__dict__.pop("_registry", None)

    def forget_aggregates(self) -> None:
        """A command decided again loads afresh (a script's cached campaigns,
        journal.held, may hold what the lost attempt did to them)."""
        if self.repository.cache:
            self._repository = self.construct_repository()

    @retrying
    def new_campaign(self, name: str, ruleset: str, stamp: Stamp) -> list:
        registry = self.registry(stamp.at)
        campaign_id = banded_uuid(registry.next_band(), uuid4().int)
        campaign = campaign_class(ruleset).start(campaign_id, name, stamp)
        registry.register(campaign.state.name, campaign.id, ruleset, stamp.at)
        registry.choose(campaign.state.name, stamp.at)
        return self.save_pending(campaign, registry)

    @retrying
    def use_campaign(self, name: str, at: datetime) -> str:
        registry = self.registry()
        registry.choose(name, at)
        self.save(registry)
        return registry.current

    def campaign_id(self, name: str | None) -> UUID:
        registry = self.registry()
        return UUID(registry.campaigns[registry.resolve(name)]["id"])

    # -- recording ------------------------------------------------------------

    def load(self, name: str | None) -> Campaign:
        campaign_id = self.campaign_id(name)
        try:
            found = self.repository.get(campaign_id, projector_func=project)
            speak(found.state)
            return found
        except AggregateNotFoundError:
            raise NotFound(
                _("campaign {name!r} has no events").format(name=name), N_("journal")
            ) from None
        except Exception:  # an unreadable event: say so if the history was edited
            self.check_chain(campaign_id)
            raise

    @retrying
    def change(self, name: str | None, command: Callable[[Campaign], Any]) -> list:
        """Run `command` on the campaign and save all its events, or none (run
        again on the new state when another process recorded first: retry.py)."""
        campaign = self.load(name)
        command(campaign)
        return self.save_pending(campaign)

    @retrying
    def void(self, name: str | None, ref: str, reason: str, stamp: Stamp) -> list:
        """Void the event `ref` names; the records of the void, then the target's.
        The refold it makes from before the target to now leaves corrected
        states behind it (journal.projections.checkpoints): the reads of that
        span start from them, as from the snapshots the void no longer lets
        stand."""
        from journal.domain.ids import locate
        from journal.domain.voiding import voided_after
        from journal.eventref import find_event
        from journal.projections.slices import Slice

        campaign = self.load(name)
        source = Slice(self, name)  # only the events the void needs
        target = find_event(self, name, source, ref)
        pending = [(campaign.version + 1, target.event_id)]
        void_id = campaign.event_id_at(campaign.version + 1)
        voided = voided_after(campaign.state.voids, void_id, target.event_id)
        first = locate(target.event_id)[1] - 1
        start, base = source.checkpoint(first, pending, voided)
        kept: list = []
        after = keeping(source.events(start + 1, campaign.version), base, kept)
        campaign.void(target, reason, after, stamp, base=base)
        records = self.save_pending(campaign)
        keep_checkpoints(source, start + 1, kept, voided)
        enrich = enricher(campaign.state.ruleset)
        return records + [to_record(target, source.names(), set(), enrich)]

    def save_pending(self, campaign: Campaign, *others: Any) -> list[dict]:
        """Save every pending event in one transaction; return them as records."""
        self.check_signer(campaign.id)
        pending = list(campaign.pending_events)
        self.save(campaign, *others)
        names = {cid: sheet.name for cid, sheet in campaign.state.characters.items()}
        enrich = enricher(campaign.state.ruleset)
        return [to_record(event, names, set(), enrich) for event in pending]

    @retrying
    def introduce_key(self, name: str, public_key: str, at: datetime) -> None:
        registry = self.registry()
        registry.introduce_key(name, public_key, at)
        self.save(registry)

    @retrying
    def require_signatures(self, name: str | None, at: datetime) -> int:
        """The campaign requires signatures from its next event on; returns it."""
        campaign = self.load(name)
        registry = self.registry()
        registry.require_signatures(str(campaign.id), campaign.version + 1, at)
        self.save(registry)
        return registry.signed[str(campaign.id)]

    def check_signer(self, campaign_id: UUID) -> None:
        """A campaign that requires signatures records only what a key signs."""
        try:
            signed = getattr(self.registry(), "signed", None) or {}
        except NotFound:  # a new store's first campaign
            return
        if str(campaign_id) in signed and getattr(self.recorder, "signer", 1) is None:
            raise RuleBroken(
                _(
                    "this campaign requires signed events: make your key with `journal "
                    "key new NAME`, then `journal key introduce`",
                ),
                N_("journal: signatures"),
            )

    # -- reading --------------------------------------------------------------

    def current_state(self, name: str | None) -> CampaignState:
        """A campaign's state now, from the read model (no replay)."""
        campaign_id = str(self.campaign_id(name))
        state = self.caught_up_view().state(campaign_id)
        if state is None:
            raise NotFound(
                _("campaign {name!r} has no events").format(name=name), N_("journal")
            )
        speak(state)
        return state

    def current_events(self, name: str | None, types=None) -> list:
        """The campaign's events as the event-log read model keeps them (with
        `types`: only events of those class names, as current_log)."""
        from journal.projections.views import log_events

        campaign_id = str(self.campaign_id(name))
        rows = self.caught_up_view().log_rows(campaign_id, types)
        return log_events(self, campaign_id, rows)

    def event_types(self, name: str | None) -> dict[str, str]:
        """Each class name the campaign's events have, with a topic of it."""
        campaign_id = str(self.campaign_id(name))
        return self.caught_up_view().type_topics(campaign_id)

    def current_log(self, name: str | None, types=None) -> list[dict]:
        """The event log's records, with void marks, from the read model (with
        `types`: only events of those class names)."""
        from journal.projections.views import log_records

        campaign_id = str(self.campaign_id(name))
        view = self.caught_up_view()
        speak_view(view, campaign_id)
        rows = view.log_rows(campaign_id, types)
        return log_records(self, campaign_id, rows)

    def history(self, campaign_id: UUID) -> list:
        try:
            found = list(self.events.get(campaign_id))
            speak_from(found)
            return found
        except Exception:  # an unreadable event: say so if the history was edited
            self.check_chain(campaign_id)
            raise

    def campaign_events(self, name: str | None) -> list:
        return self.history(self.campaign_id(name))


def speak(state) -> None:
    """The campaign's own language, where nothing else chose one (journal.i18n:
    read from the state a command loads anyway, never fetched for it)."""
    from journal.i18n import for_campaign

    for_campaign(state.table.get("lang"))


def speak_view(view, campaign_id: str) -> None:
    """As `speak`, from the read model a command reads anyway."""
    from journal.i18n import source

    if source() == "default":
        state = view.state(campaign_id)
        if state is not None:
            speak(state)


def speak_from(events: list) -> None:
    """As `speak`, from a history: its last language chosen."""
    from journal.i18n import for_campaign, source

    if source() not in ("default", "campaign"):
        return
    for event in reversed(events):
        if type(event).__name__ == "LanguageChosen":
            for_campaign(event.lang)
            return
