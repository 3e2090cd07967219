"""What the application adds for a history that can be trusted: the chain's
checks and fingerprint (journal.chain), and read models rebuilt into new tables
and swapped in whole (journal.projections.viewstore)."""

from __future__ import annotations

from uuid import UUID

from journal.domain.errors import JournalError
from journal.domain.registry import REGISTRY_ID


class Trusted:
    """A mixin of JournalApp (an eventsourcing Application on the chained store)."""

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
        from journal.integrity import campaign_names

        if key == REGISTRY_ID.hex:
            return "the campaign index"
        name = campaign_names(self).get(key)
        return f"campaign {name!r}" if name else f"stream {key}"

    def check_new_events(self, after: int) -> None:
        """Refuse to fold into the read models an event recorded after
        notification `after` whose digest does not verify."""
        found = self.recorder.tail_problem(after)
        if found:
            self.found_edited(*found)

    def fingerprint(self, name: str | None) -> str:
        """The short form of the campaign's chain head (see journal.chain)."""
        from journal.chain import fingerprint

        head = self.recorder.head(self.campaign_id(name))
        return fingerprint(head[1] if head else None)

    def fingerprint_at(self, name: str | None):
        """fingerprint(position): the fingerprint sealing the campaign's history
        up to an event (journal.seals)."""
        from journal.seals import sealed_at

        campaign_id = self.campaign_id(name)
        return lambda position: sealed_at(self, campaign_id, [position])[position]

    def rebuild(self, progress=None) -> int:
        """Recompute every read model from the first event, into new tables that
        replace the old ones only when complete; returns the count."""
        from journal.projections.views import CampaignViews, catch_up
        from journal.projections.viewstore import REBUILDING

        self.check_chain()  # a rebuild never folds an edited history
        view = self.factory.next_view_recorder()
        view.reset()
        try:
            views = CampaignViews(view, self.mapper)
            done = catch_up(self, views, progress, REBUILDING)
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


class RebuildFailed(JournalError):
    def __init__(self, error: Exception) -> None:
        super().__init__(
            f"the rebuild stopped ({type(error).__name__}: {error}); the read "
            "models in use were kept",
            "journal: read models",
        )
