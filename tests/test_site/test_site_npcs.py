"""Dàimon 2090's NPCs in the site's index of names: the bundled sample's
fight (`fight start --against "Guardia del corpo:3:..."`) names its opponent."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import Table

SAMPLE = Path(__file__).resolve().parents[2] / "campaigns" / "ombre-su-milano"


def test_a_fights_opponent_is_listed_among_the_npcs(tmp_path):
    table = Table(tmp_path / "journal.sqlite3")
    table.run("run", str(SAMPLE / "campagna.journal"))
    table.run("site", "--out", str(tmp_path / "site"))
    page = (tmp_path / "site" / "names.html").read_text(encoding="utf-8")
    npcs = re.search(r'<section id="npcs".*?</section>', page, re.S)
    assert npcs is not None  # the group is there at all
    entry = re.search(
        r"<dt[^>]*>Guardia del corpo</dt>\s*<dd>(.*?)</dd>", npcs[0], re.S
    )
    assert entry is not None
    assert '<a href="sessions/2.html">2</a>' in entry[1]  # the fight's evening
    assert "Kira Voss" not in npcs[0]  # the party stays among the characters
