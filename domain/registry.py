"""The store's table of contents: which campaigns exist and which one is current."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from journal.domain.errors import NotFound, RuleBroken
from journal.domain.fact import Fact, FirstFact
from journal.domain.ids import BANDS, band_of
from journal.domain.suggest import did_you_mean
from journal.domain.text import check_unlike, fold_key
from journal.i18n import N_, _

# uuid5(NAMESPACE_URL, "journal:registry"), written out: computing it loads hashlib.
REGISTRY_ID = UUID("01fdd828-0da7-5d74-b5ee-2a7cc0bd42ff")


class RegistryOpened(FirstFact):
    def apply(self, aggregate: Any) -> None:
        aggregate.campaigns = {}
        aggregate.current = None
        aggregate.chained = None
        aggregate.keys = {}
        aggregate.signed = {}


class HistoryChained(Fact):
    """From here on the store's events are kept in a hash chain. `streams`: each
    stream's count of events that were chained as they stood when this was
    recorded (a store written before the chain, or chained before the journal
    recorded when); empty when the store was chained from its first event. A
    store whose index holds this fact is never chained again."""

    streams: dict

    def apply(self, aggregate: Any) -> None:
        aggregate.chained = dict(self.streams)


class KeyIntroduced(Fact):
    """A person's public key (ed25519, hex), under the name they gave it: what
    they sign from now on is theirs (journal.signing)."""

    name: str
    public_key: str

    def apply(self, aggregate: Any) -> None:
        aggregate.keys = {**getattr(aggregate, "keys", {}), self.public_key: self.name}


class SignaturesRequired(Fact):
    """From event `from_event` of the campaign on, every event must be signed by
    a key the index knows (KeyIntroduced)."""

    campaign_id: str
    from_event: int

    def apply(self, aggregate: Any) -> None:
        signed = dict(getattr(aggregate, "signed", {}))
        signed[self.campaign_id] = self.from_event
        aggregate.signed = signed


class CampaignRegistered(Fact):
    name: str
    campaign_id: str
    ruleset: str

    def apply(self, aggregate: Any) -> None:
        entry = {"id": self.campaign_id, "ruleset": self.ruleset}
        aggregate.campaigns[self.name] = entry


class CampaignChosen(Fact):
    name: str

    def apply(self, aggregate: Any) -> None:
        aggregate.current = self.name


class Registry(Aggregate):
    @classmethod
    def open(cls, at: datetime) -> Registry:
        """A new store's index, chained from its first event."""
        registry = cls._create(RegistryOpened, id=REGISTRY_ID, timestamp=at)
        registry.trigger_event(HistoryChained, timestamp=at, streams={})
        return registry

    def note_chained(self, streams: dict[str, int], at: datetime) -> None:
        """Record that the store's events are chained from now on, those of
        `streams` as they stood (see HistoryChained); once only."""
        if getattr(self, "chained", None) is not None:
            return
        self.trigger_event(HistoryChained, timestamp=at, streams=dict(streams))

    def register(self, name: str, campaign_id: UUID, ruleset: str, at) -> None:
        if any(fold_key(n) == fold_key(name) for n in self.campaigns):
            raise RuleBroken(
                _("there is already a campaign called {name}").format(name=name),
                N_("journal"),
            )
        check_unlike(name, self.campaigns, "campaign name")
        self.trigger_event(
            CampaignRegistered,
            timestamp=at,
            name=name,
            campaign_id=str(campaign_id),
            ruleset=ruleset,
        )

    def introduce_key(self, name: str, public_key: str, at: datetime) -> None:
        known = getattr(self, "keys", {})
        if known.get(public_key) == name:
            return
        if public_key in known:
            raise RuleBroken(
                _("this key is already introduced, as {value}").format(
                    value=known[public_key]
                ),
                N_("journal: signatures"),
            )
        self.trigger_event(
            KeyIntroduced, timestamp=at, name=name, public_key=public_key
        )

    def require_signatures(self, campaign_id: str, from_event: int, at) -> None:
        if campaign_id in getattr(self, "signed", {}):
            return
        self.trigger_event(
            SignaturesRequired,
            timestamp=at,
            campaign_id=campaign_id,
            from_event=from_event,
        )

    def next_band(self) -> int:
        """The band of ids for a new campaign: after every band in use (older
        campaigns share band 0), so its event ids are unique in the store."""
        used = [band_of(UUID(entry["id"])) for entry in self.campaigns.values()]
        band = max(used) + 1 if used else 0
        if band >= BANDS:
            raise RuleBroken(
                _("a store holds at most {BANDS} campaigns; start a new store").format(
                    BANDS=BANDS
                ),
                N_("journal"),
            )
        return band

    def in_band(self, band: int) -> list[str]:
        """The campaigns whose event ids sit in `band`."""
        return [
            name
            for name, entry in self.campaigns.items()
            if band_of(UUID(entry["id"])) == band
        ]

    def choose(self, name: str, at: datetime) -> None:
        self.trigger_event(CampaignChosen, timestamp=at, name=self.named(name))

    def named(self, name: str) -> str:
        for known in self.campaigns:
            if fold_key(known) == fold_key(name):
                return known
        hint = did_you_mean(name, self.campaigns)
        raise NotFound(
            _("no campaign called {name!r} in this store{hint}").format(
                name=name, hint=hint
            ),
            N_("journal"),
        )

    def resolve(self, name: str | None) -> str:
        """The campaign meant: the one named, else the current, else the only one."""
        if name:
            return self.named(name)
        if self.current:
            return self.current
        if len(self.campaigns) == 1:
            return next(iter(self.campaigns))
        if not self.campaigns:
            raise NotFound(_("no campaign yet: create one with `journal campaign new`"))
        raise RuleBroken(
            _(
                "several campaigns: choose one with --campaign or `journal campaign "
                "use`"
            ),
            N_("journal"),
        )
