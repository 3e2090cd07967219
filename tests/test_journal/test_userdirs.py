"""journal.userdirs gives platformdirs' folders without importing it: the same
answers on this machine, with the XDG variables set, blank or unset."""

from __future__ import annotations

import platformdirs
import pytest

from journal.userdirs import user_path

VARIABLES = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME")


@pytest.mark.parametrize("value", [None, "", "   ", "/tmp/xdg-elsewhere"])
@pytest.mark.parametrize("kind", ["data", "config", "cache"])
def test_the_folders_are_platformdirs_own(monkeypatch, kind, value):
    for variable in VARIABLES:
        if value is None:
            monkeypatch.delenv(variable, raising=False)
        else:
            monkeypatch.setenv(variable, value)
    expected = getattr(platformdirs, f"user_{kind}_path")("journal", appauthor=False)
    assert user_path(kind) == expected
