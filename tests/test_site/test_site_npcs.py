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


FDT = Path(__file__).resolve().parents[2] / "campaigns" / "mare-in-burrasca"


def test_a_creature_from_a_stat_block_has_its_page(tmp_path):
    # Fuori dal Tempo's sample adds Zannarossa from a stat block (`creature
    # add --file baljeddur.txt`): the home page links it among the Master's
    # characters, and its page shows the stat block with its pV at the end.
    table = Table(tmp_path / "journal.sqlite3")
    table.run("run", str(FDT / "sessione-1.journal"))
    table.run("site", "--out", str(tmp_path / "site"))
    home = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert (
        '<th scope="row"><a href="characters/zannarossa.html">Zannarossa</a></th>'
        in home
    )
    page = (tmp_path / "site" / "characters" / "zannarossa.html").read_text(
        encoding="utf-8"
    )
    assert "<h1>Zannarossa</h1>" in page
    assert "A character of the Master&#39;s · Status: dead" in page
    cells = re.findall(r'<td class="align-center">([^<]*)</td>', page)
    assert cells[:8] == ["-14/14", "+1", "1", "16", "16", "3", "6", "11"]
    assert "Morso (12 - 1d4), Zoccolo (12 - 1d6)" in page
