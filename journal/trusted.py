"""What the application adds for a history that can be trusted: the chain's
checks and fingerprint (journal.chain), and read models rebuilt into new tables
and swapped in whole (journal.projections.viewstore)."""

from __future__ import annotations

from uuid import UUID

from journal.domain.errors import JournalError
from journal.domain.registry import REGISTRY_ID
from journal.i18n import N_, _


class Trusted:
    """A mixin of JournalApp (an eventsourcing Application on the chained store)."""

    def opened(self) -> None:
        """What the store says of itself before any command uses it: a copy left
        incomplete is refused; a store from before the chain is chained (once:
        journal.chainstore) and its campaign index records since when."""
        from journal.chainstore import CHAINED
        from journal.verdicts import Findings

        if not hasattr(self.recorder, "store_marks"):
            return  # a store without the chain (tests of eventsourcing's own)
        self.recorder.local_findings = Findings(self.location)
        from journal.chainstore import key_in_use

        name = key_in_use()
        if name:  # signatures: only now is journal.signing imported
            from journal.signing import Signer

            self.recorder.signer = Signer(name)
        marks = self.recorder.store_marks()
        if "incomplete" in marks:
            raise IncompleteStore(marks["incomplete"])
        if "chain" not in marks:
            self.recorder.ensure_chain()
        if self.recorder.store_marks().get("chain") == CHAINED:
            self.note_chain()

    def note_chain(self) -> None:
        """Record in the campaign index that the store is chained (HistoryChained,
        with each stream's events as they stood), so it is never chained again.
        Left for a later command when it cannot be recorded now (a finding
        stands, another process records it at the same moment)."""
        from datetime import UTC, datetime

        from eventsourcing.application import AggregateNotFoundError
        from eventsourcing.persistence import IntegrityError

        streams = self.recorder.chained_now or self.recorder.stream_counts()
        try:
            registry = self.repository.get(REGISTRY_ID)
        except AggregateNotFoundError:
            registry = None
        except Exception:  # noqa: BLE001 - an unreadable index: audit says why
            return
        try:
            if registry is not None and registry.chained is None:
                registry.note_chained(streams, datetime.now(UTC))
                self.save(registry)
        except (JournalError, IntegrityError):
            return
        self.recorder.noted()

    def check_chain(self, *originator_ids: UUID) -> None:
        """Refuse (ChainBroken) when a stream's history does not verify."""
        with self.recorder.datastore.transaction(commit=False) as c:
            for originator_id in originator_ids or self.recorder.stream_ids(c):
                problems = self.recorder.verify_stream(c, originator_id).problems
                if problems:
                    self.found_edited(originator_id, problems[0])

    def found_edited(self, originator_id, problem) -> None:
        """Keep the finding of a full verification (journal.verdicts: no more
        recording until `audit` finds the store whole), then refuse."""
        from journal.chain import refusal
        from journal.verdicts import finding

        where = self.stream_name(self.recorder.chain.key(originator_id))
        event_id = problem.event_id(originator_id)
        self.recorder.keep_finding(
            finding(where, problem.seq, event_id, problem.problem)
        )
        raise refusal(problem, originator_id)

    def stream_name(self, key: str) -> str:
        """How a finding names a stream: its campaign, else its id."""
        from journal.integrity import campaign_index, campaign_names

        if key == REGISTRY_ID.hex:
            return _("the campaign index")
        name = campaign_names(campaign_index(self)).get(key)
        if name:
            return _("campaign {name!r}").format(name=name)
        return _("stream {key}").format(key=key)

    def check_new_events(self, after: int) -> None:
        """Refuse to fold into the read models an event recorded after
        notification `after` whose digest does not verify."""
        found = self.recorder.tail_problem(after)
        if found:
            self.found_edited(*found)

    @property
    def location(self) -> str:
        """The store as this journal names it (a file's absolute path, a URL)."""
        env = self.env
        for name in ("JOURNAL_STORE_LOCATION", "SQLITE_DBNAME", "POSTGRES_DBNAME"):
            if env.get(name):
                return env.get(name)
        return "?"

    def fingerprint(self, name: str | None, place: str = "session end") -> str:
        """The short form of the campaign's chain head (see journal.chain),
        printed: kept outside the store (journal.anchors)."""
        from journal.chain import fingerprint

        campaign_id = self.campaign_id(name)
        head = self.recorder.head(campaign_id)
        if head:
            self.printed(campaign_id, *head, place)
        return fingerprint(head[1] if head else None)

    def fingerprint_at(self, name: str | None, place: str = "chronicle"):
        """fingerprint(position): the fingerprint sealing the campaign's history
        up to an event (journal.seals), kept outside the store as it is
        printed (journal.anchors)."""
        from journal.seals import sealed_at

        campaign_id = self.campaign_id(name)
        return lambda position: sealed_at(self, campaign_id, [position], place)[
            position
        ]

    def printed_digest(self, campaign_id, position: int, place: str) -> str | None:
        """The digest of an event that is about to be printed or published,
        kept outside the store."""
        digest = self.recorder.digest_at(campaign_id, position)
        if digest:
            self.printed(campaign_id, position, digest, place)
        return digest

    def printed(self, campaign_id, position: int, digest: str, place: str) -> None:
        """A fingerprint printed or published: kept outside the store
        (journal.anchors) when the command ends."""
        from journal.anchors import Point, now

        key = campaign_id.hex if isinstance(campaign_id, UUID) else str(campaign_id)
        point = Point(key, position, digest, self.location, place, now())
        self.__dict__.setdefault("_printed", []).append(point)

    def keep_printed(self) -> None:
        """Write what was printed into the anchors file (a note when it cannot
        be written: the fingerprints are still the table's to write down)."""
        points = self.__dict__.pop("_printed", None)
        if not points:
            return
        from journal.anchors import Anchors

        try:
            Anchors().add(points)
        except Exception as error:  # noqa: BLE001 - the anchors file is the user's
            import sys

            said = _(
                "note: the fingerprints printed could not be kept outside the "
                "store ({kind}: {error})"
            ).format(kind=type(error).__name__, error=error)
            sys.stderr.write(said + "\n")

    def forget_printed(self) -> None:
        """What was printed was not recorded after all (a script rolled back)."""
        self.__dict__.pop("_printed", None)

    def close(self) -> None:
        self.keep_printed()
        super().close()

    def rebuild(self, progress=None) -> int:
        """Recompute every read model from the first event, into new tables that
        replace the old ones only when complete; returns the count. One rebuild
        of a store at a time (journal.rebuildlock)."""
        with self.factory.rebuild_lock():
            return self._rebuilt(progress)

    def _rebuilt(self, progress) -> int:
        from journal.chainread import ChainWalk, ChainWalked
        from journal.projections.sheethistory import SheetPass
        from journal.projections.views import CampaignViews, catch_up
        from journal.projections.viewstore import REBUILDING

        view = self.factory.next_view_recorder()
        view.reset()
        # One pass: each batch's chain verified before it is folded (a rebuild
        # never folds an edited history), then the read models and the sheets'
        # history folded from the same decoded events.
        walk = ChainWalk(self.recorder)
        try:
            views = CampaignViews(view, self.mapper)
            sheets = SheetPass(self, view, views)
            done = catch_up(self, views, progress, REBUILDING, (walk,), sheets)
            walk.finish()
        except ChainWalked as walked:  # the full verification names the problem
            self.check_chain(walked.originator_id)
            self.check_chain()
            raise RebuildFailed(walked) from walked
        except Exception as error:  # the old read models keep serving
            self.check_chain()
            raise RebuildFailed(error) from error
        view.swap_in(self.name)
        return done

    def caught_up_view(self):
        """The read models' store, after folding any event they have not seen
        (rebuilt first when their schema version is not this journal's)."""
        from journal.projections.viewstore import VERSION

        view = self.factory.view_recorder()  # the store's kind: its factory chooses
        if view.version() != VERSION:
            self.rebuild_once(view, VERSION)
        seen = view.max_tracking_id(self.name) or 0
        if seen < (self.recorder.max_notification_id() or 0):
            from journal.projections.views import catch_up_shared

            self.check_new_events(seen)
            try:  # others may be catching the same views up: never a failure
                catch_up_shared(self, view)
            except Exception:  # an unreadable event: say so if it was edited
                self.check_chain()
                raise
        return view

    def rebuild_once(self, view, version: str, tries: int = 20) -> None:
        """Rebuild read models of another version, once for the whole store:
        when other processes are rebuilding too (a store opened by several
        laptops just after an upgrade), wait for the first to finish."""
        import time

        from journal.chain import ChainBroken

        for attempt in range(tries):
            try:
                with self.factory.rebuild_lock():
                    if view.version() == version:
                        return  # another process rebuilt while this one waited
                    self.rebuild()
                return
            except ChainBroken:
                raise  # an edited history: no other process will mend it
            except Exception:
                if view.version() == version:
                    return  # another process finished the rebuild
                if attempt == tries - 1:
                    raise
                time.sleep(0.25)


class IncompleteStore(JournalError):
    def __init__(self, what: str) -> None:
        super().__init__(
            _(
                "this store is an incomplete copy ({what}): nothing reads or "
                "records in it; empty it (a PostgreSQL store: drop its database or "
                "schema) and copy again"
            ).format(what=what),
            N_("journal: store copy"),
        )


class RebuildFailed(JournalError):
    def __init__(self, error: Exception) -> None:
        super().__init__(
            _(
                "the rebuild stopped ({kind}: {error}); the read models in use "
                "were kept"
            ).format(kind=type(error).__name__, error=error),
            N_("journal: read models"),
        )
