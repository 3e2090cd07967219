"""The site's facts (projections/site/facts.py) look only at the sheets an
event's fold handed out, as the sheets' history does: the same facts as looking
at every sheet after every event, for every ruleset's sample campaign."""

from __future__ import annotations

from importlib import resources

import pytest

from journal.commands.script import sample_of
from journal.projections.site import facts as site_facts
from journal.store import open_app
from tests.conftest import Table

RULESETS = ("daimon2090", "brp", "fdt", "microd6", "azioni")


class EverySheet(dict):
    """State characters whose every sheet counts as handed out."""

    @property
    def touched(self) -> set:
        return set(dict.keys(self))

    @touched.setter
    def touched(self, value) -> None:
        pass


def facts_of(history: list) -> tuple:
    found = site_facts.gather(history, "en")
    sheets_at = {n: {c: (s.data, s.columns) for c, s in at.items()}
                 for n, at in found.sheets_at.items()}  # fmt: skip
    return found.changes, found.tracks, found.touched, sheets_at


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_sheets_an_event_touched_are_all_that_change(
    ruleset, tmp_path, monkeypatch
):
    package, folder, script = sample_of(ruleset)
    table = Table(tmp_path / "journal.sqlite3")
    with resources.as_file(resources.files(package) / folder) as found:
        table.run("run", str(found / script))
    app = open_app(tmp_path / "journal.sqlite3", create=False)
    try:
        history = app.campaign_events(None)
    finally:
        app.close()
    stamp, counted = site_facts._stamp, []
    monkeypatch.setattr(site_facts, "_stamp", lambda s: counted.append(1) or stamp(s))
    looked, fewer = facts_of(history), len(counted)
    monkeypatch.setattr(site_facts, "Watched", EverySheet)
    every = facts_of(history)
    assert looked == every and any(looked[0].values())  # the same changes, found
    assert fewer < len(counted) - fewer  # fewer sheets looked at
