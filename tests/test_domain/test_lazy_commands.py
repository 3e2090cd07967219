"""Dàimon 2090's command mixins are imported at their first use, not with the
aggregate (a cold `roll` imports none of them: issue 29). The campaign names each
mixin's methods in a table; these tests hold the table to what the mixins define."""

from __future__ import annotations

import importlib
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from uuid import uuid4

from journal.domain.campaign import Campaign, Stamp
from journal.domain.daimon2090 import campaign as daimon
from journal.domain.daimon2090.campaign import COMMANDS, DaimonCampaign

MIXIN_MODULES = sorted(where.partition(":")[0] for where in COMMANDS)
STAMP = Stamp(at=datetime(2026, 1, 1), by="test")


def mixin(where: str) -> type:
    module, _colon, name = where.partition(":")
    return getattr(importlib.import_module(f"journal.domain.daimon2090.{module}"), name)


def test_the_table_names_every_method_each_mixin_defines():
    for where, names in COMMANDS.items():
        defined = {n for n in vars(mixin(where)) if not n.startswith("__")}
        assert sorted(names.split()) == sorted(defined), where


def test_every_mixin_in_the_package_is_in_the_table():
    found = set()
    for path in sorted(Path(daimon.__file__).parent.glob("*.py")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("class ") and "Commands" in line.split("(")[0]:
                found.add(f"{path.stem}:{line[6:].split('(')[0].split(':')[0]}")
    assert found == set(COMMANDS)


def test_no_mixin_method_hides_one_of_the_campaign():
    for where, names in COMMANDS.items():
        for name in names.split():
            assert not hasattr(Campaign, name), (where, name)
            assert (
                name not in vars(DaimonCampaign)
                or vars(DaimonCampaign)[name] is vars(mixin(where))[name]
            ), (where, name)


def test_a_mixin_method_works_on_a_campaign_and_the_snapshot_stays_clean():
    campaign = DaimonCampaign.start(uuid4(), "Pigra", STAMP)
    assert campaign.oracle_state() == {"latest": {}, "last": None}
    assert "oracle_state" not in vars(campaign)  # the instance is its snapshot
    oracle = vars(mixin("oracle:OracleCommands"))["oracle_state"]
    assert vars(DaimonCampaign)["oracle_state"] is oracle


def test_an_unknown_attribute_is_still_an_attribute_error():
    campaign = DaimonCampaign.start(uuid4(), "Pigra", STAMP)
    assert not hasattr(campaign, "no_such_command")


def test_importing_the_campaign_imports_no_mixin():
    code = (
        "import sys, journal.domain.daimon2090.campaign\n"
        f"print(sorted(m for m in {MIXIN_MODULES!r} "
        "if 'journal.domain.daimon2090.' + m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"
