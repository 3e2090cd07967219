"""Compiled templates kept between runs (projections/render_cache.py)."""

import platformdirs
import pytest

from journal.projections.render_cache import bytecode_cache, cache_folder


@pytest.mark.parametrize("xdg", [None, "/tmp/journal-xdg-cache", "   "])
def test_the_cache_folder_is_the_one_platformdirs_names(monkeypatch, xdg):
    if xdg is None:
        monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_CACHE_HOME", xdg)
    assert cache_folder() == platformdirs.user_cache_path("journal", appauthor=False)


def test_a_chronicle_rendered_from_the_cache_is_the_one_rendered_from_source(
    monkeypatch, tmp_path
):
    from journal.projections.render import render_markdown
    from tests.test_projections.test_render import model

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    kept = tmp_path / "journal" / "templates" / "md"
    first = render_markdown(model())  # compiles the templates, keeps them
    compiled = sorted(kept.iterdir())
    assert compiled  # the chronicle's templates, one file each
    stamps = [path.stat().st_mtime_ns for path in compiled]
    assert render_markdown(model()) == first  # read back from the cache
    assert [path.stat().st_mtime_ns for path in sorted(kept.iterdir())] == stamps
    assert "Arrivo a \\*Milano\\*" in first


def test_the_cache_can_be_turned_off(monkeypatch):
    monkeypatch.setenv("JOURNAL_TEMPLATE_CACHE", "off")
    assert bytecode_cache("md") is None


def test_a_kept_file_that_is_not_what_the_template_compiles_to_is_compiled_again(
    monkeypatch, tmp_path
):
    # The journal keeps the compiled templates itself (CodeCache, not Jinja2's
    # bytecode cache): a file cut short, or kept for another source, is a miss,
    # compiled again and written again; the chronicle is the same.
    from journal.projections.render import render_markdown
    from tests.test_projections.test_render import model

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    kept = tmp_path / "journal" / "templates" / "md"
    first = render_markdown(model())
    files = sorted(kept.iterdir())
    assert len(files) == 4  # the chronicle, its session, a roll, the sheets
    whole = {path: path.read_bytes() for path in files}
    files[0].write_bytes(whole[files[0]][:40])  # cut short
    files[1].write_bytes(whole[files[3]])  # another template's code: its source
    files[2].write_bytes(b"")
    assert render_markdown(model()) == first
    assert {path: path.read_bytes() for path in sorted(kept.iterdir())} == whole


def test_a_cache_that_cannot_be_written_keeps_nothing_and_fails_nothing(
    monkeypatch, tmp_path
):
    import journal.projections.render_cache as render_cache
    from journal.projections.render import render_markdown
    from tests.test_projections.test_render import model

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    first = render_markdown(model())
    kept = tmp_path / "journal" / "templates" / "md"
    for path in kept.iterdir():
        path.unlink()

    def full(*args):  # a full disk (root writes through a read-only mode)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(render_cache.os, "replace", full)
    assert render_markdown(model()) == first
    assert list(kept.iterdir()) == []  # nothing kept, no part left behind
    (tmp_path / "journal" / "templates").rename(tmp_path / "elsewhere")
    (tmp_path / "journal" / "templates").write_text("not a folder")
    assert render_cache.bytecode_cache("md") is None
    assert render_markdown(model()) == first


def test_the_sites_templates_are_kept_compiled_too(monkeypatch, tmp_path):
    # The site's pages (autoescape on, their own finalize: code of their own
    # kind) were compiled from source on every build, a third of a small
    # campaign's build; the second build reads them back, the same pages.
    from tests.conftest import Table
    from tests.test_site.conftest import FIRST

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    table = Table(tmp_path / "journal.sqlite3")
    table.run("run", str(FIRST))
    table.run("site", "--out", str(tmp_path / "one"))
    kept = tmp_path / "cache" / "journal" / "templates" / "site"
    compiled = sorted(kept.iterdir())
    assert len(compiled) >= 5  # base, home, session, character, log pages...
    stamps = [path.stat().st_mtime_ns for path in compiled]
    table.run("site", "--out", str(tmp_path / "two"))
    assert [path.stat().st_mtime_ns for path in sorted(kept.iterdir())] == stamps
    one, two = tmp_path / "one" / "sessions" / "1.html", tmp_path / "two" / "sessions"
    assert one.read_bytes() == (two / "1.html").read_bytes()
