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
