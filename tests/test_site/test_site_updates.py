"""Running `journal site` again writes only the pages whose content changed
(DIR/.journal-site.json keeps a hash of each page's inputs and bytes), removes
the pages that are gone, and refuses a folder that holds something else."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import SAMPLE
from tests.test_site.conftest import three_sessions


def _stamps(site: Path) -> dict[str, int]:
    return {
        p.relative_to(site).as_posix(): p.stat().st_mtime_ns
        for p in site.rglob("*")
        if p.is_file() and p.name != ".journal-site.json"
    }


def _rewritten(before: dict, after: dict) -> set[str]:
    return {path for path, stamp in after.items() if before.get(path) != stamp}


def test_a_new_session_rewrites_only_what_it_changes(tmp_path):
    table = three_sessions(tmp_path)
    site = tmp_path / "site"
    campaign, first = table.run("site", "--out", str(site)).stdout.split("\n", 1)
    assert campaign == "[Ombre su Milano]"  # what it publishes
    assert first.startswith("wrote 22 of 22 files into ")
    before = _stamps(site)
    again = table.run("site", "--out", str(site)).stdout.split("\n", 1)[1]
    assert (
        again.startswith("wrote 0 of 22 files into ")
        and "(22 unchanged, 0 removed)" in again
    )
    assert _stamps(site) == before
    # Session 4: Dario alone (+1 Riserva), one roll.
    table.run("session", "start", "--date", "2026-12-05", "--present", "Bruno")
    table.run("scene", "start", "Il ritorno")
    table.run("roll", "Dario", "--char", "potenza", "--target", "1", "--dice", "4,2,1")
    table.run("site", "--out", str(site))
    assert _rewritten(before, _stamps(site)) == {
        "index.html",  # the story so far, the party
        "sessions/3.html",  # its "next" link
        "sessions/4.html",
        "characters/dario-neri.html",
        "characters/kira-voss.html",  # a new session in its choice of sheets
        "characters/dario-neri/session-3.html",  # its "next" link
        "characters/kira-voss/session-3.html",
        "characters/dario-neri/session-4.html",
        "characters/kira-voss/session-4.html",
        "names.html",  # Bruno, Dario and "Il ritorno" appear in session 4
        "assets/search-index.js",
    }


def test_gone_pages_are_removed_and_edited_ones_restored(tmp_path):
    table = three_sessions(tmp_path)
    nadia = tmp_path / "nadia.toml"
    sheet = (SAMPLE / "kira.toml").read_text().replace("Kira Voss", "Nadia Russo")
    nadia.write_text(sheet)
    (created,) = table.json("character", "create", "--from", str(nadia))
    site = tmp_path / "site"
    table.run("site", "--out", str(site))
    assert (site / "characters" / "nadia-russo.html").is_file()
    (site / "sessions" / "1.html").write_text("edited by hand")
    again = table.run("site", "--out", str(site)).stdout.split("\n", 1)[1]
    total = len([p for p in site.rglob("*") if p.is_file()]) - 1  # its own record
    assert again.startswith(f"wrote 1 of {total} files")
    assert f"({total - 1} unchanged, 0 removed)" in again
    (site / "sessions" / "1.html").write_text("edited by hand")
    table.run("void", created["id"], "--reason", "she never joined")
    done = table.run("site", "--out", str(site)).stdout
    # Her page, and her sheet as session 3 ended (created after it, she is told
    # with it: play between sessions belongs to the session it follows).
    assert "2 removed" in done
    assert not (site / "characters" / "nadia-russo.html").exists()
    assert (site / "sessions" / "1.html").read_text().startswith("<!DOCTYPE html>")


def test_a_folder_holding_other_things_is_refused(tmp_path):
    table = three_sessions(tmp_path)
    folder = tmp_path / "photos"
    folder.mkdir()
    (folder / "holiday.jpg").write_bytes(b"\xff\xd8")
    refused = table.refused("site", "--out", str(folder))
    assert refused == (
        f"refused: {folder} is not empty and holds no journal site: choose a new "
        "or empty folder (journal: site)"
    )
    assert [p.name for p in folder.iterdir()] == ["holiday.jpg"]
