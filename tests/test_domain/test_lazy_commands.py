"""The rulesets' command mixins are imported at their first use, not with the
aggregate (a cold `roll` imports none of them but its own: issue 29). Each
campaign names its mixins' methods in a table (journal.domain.lazycommands);
these tests hold the tables to what the mixins define."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime
from pathlib import Path
from uuid import uuid4

import pytest

from journal.domain.brp.campaign import BrpCampaign
from journal.domain.campaign import Campaign, Stamp
from journal.domain.daimon2090.campaign import DaimonCampaign
from journal.domain.lazycommands import defined, mixin

STAMP = Stamp(at=datetime(2026, 1, 1), by="test")
CAMPAIGNS = (DaimonCampaign, BrpCampaign)


@pytest.mark.parametrize("campaign", CAMPAIGNS, ids=lambda c: c.ruleset)
def test_the_table_names_every_method_each_mixin_defines(campaign):
    for where, names in defined(campaign).items():
        assert sorted(campaign.COMMANDS[where].split()) == names, where


@pytest.mark.parametrize("campaign", CAMPAIGNS, ids=lambda c: c.ruleset)
def test_every_mixin_of_the_package_is_in_the_table(campaign):
    package = Path(sys.modules[campaign.__module__].__file__).parent
    found = set()
    for path in sorted(package.glob("*.py")):
        for line in path.read_text(encoding="utf-8").splitlines():
            name = line[6:].split("(")[0].split(":")[0]
            if line.startswith("class ") and name.endswith("Commands"):
                found.add(f"{path.stem}:{name}")
    assert found == set(campaign.COMMANDS)


@pytest.mark.parametrize("campaign", CAMPAIGNS, ids=lambda c: c.ruleset)
def test_no_two_mixins_nor_the_campaign_define_the_same_method(campaign):
    seen: dict[str, str] = {}
    for where, names in campaign.COMMANDS.items():
        for name in names.split():
            assert name not in seen, (name, where, seen.get(name))
            seen[name] = where
            assert not hasattr(Campaign, name), (where, name)
            own = vars(campaign).get(name)
            assert own is None or own is vars(mixin(campaign, where))[name]


def test_a_mixin_method_works_and_the_snapshot_stays_clean():
    campaign = DaimonCampaign.start(uuid4(), "Pigra", STAMP)
    assert campaign.oracle_state() == {"latest": {}, "last": None}
    assert "oracle_state" not in vars(campaign)  # the instance is its snapshot
    oracle = vars(mixin(DaimonCampaign, "oracle:OracleCommands"))["oracle_state"]
    assert vars(DaimonCampaign)["oracle_state"] is oracle


def test_a_static_method_of_a_mixin_stays_static():
    campaign = BrpCampaign.start(uuid4(), "Pigra", STAMP)
    assert campaign.experience_roll.__qualname__ == (
        "ExperienceCommands.experience_roll"
    )
    assert isinstance(vars(BrpCampaign)["experience_roll"], staticmethod)


def test_an_unknown_attribute_is_still_an_attribute_error():
    campaign = DaimonCampaign.start(uuid4(), "Pigra", STAMP)
    assert not hasattr(campaign, "no_such_command")


@pytest.mark.parametrize("campaign", CAMPAIGNS, ids=lambda c: c.ruleset)
def test_importing_the_campaign_imports_no_mixin(campaign):
    package = campaign.__module__.rpartition(".")[0]
    modules = sorted(f"{package}.{w.partition(':')[0]}" for w in campaign.COMMANDS)
    code = (
        f"import sys, {campaign.__module__}\n"
        f"print(sorted(m for m in {modules!r} if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"
