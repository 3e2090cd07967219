"""Compiled templates kept between runs (projections/render_cache.py)."""

import platformdirs
import pytest

from journal.projections.render_cache import bytecode_cache, cache_folder
from journal.projections.render_env import templates_dir


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


def test_a_catalogue_is_kept_parsed_and_read_again_when_its_file_changes(
    monkeypatch, tmp_path
):
    import os
    import tomllib

    from journal.projections.render_cache import kept_catalogue

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    source = tmp_path / "messages.toml"
    source.write_text('[en]\nhello = "Hello"\n', encoding="utf-8")
    assert kept_catalogue(str(source)) == {"en": {"hello": "Hello"}}
    (kept,) = (tmp_path / "cache" / "journal" / "catalogues").iterdir()
    assert kept_catalogue(str(source)) == {"en": {"hello": "Hello"}}  # from `kept`
    source.write_text('[en]\nhello = "Hi"\n', encoding="utf-8")  # size changes
    assert kept_catalogue(str(source)) == {"en": {"hello": "Hi"}}
    source.write_text('[en]\nhello = "Ho"\n', encoding="utf-8")  # same size
    os.utime(source, ns=(1, 1))  # an older time than the one kept
    assert kept_catalogue(str(source)) == {"en": {"hello": "Ho"}}
    kept.write_bytes(b"\x00damaged")
    assert kept_catalogue(str(source)) == {"en": {"hello": "Ho"}}
    assert kept_catalogue(str(tmp_path / "missing.toml")) == {}
    real = templates_dir() / "messages.toml"
    with open(real, "rb") as file:
        assert kept_catalogue(str(real)) == tomllib.load(file)


def test_with_the_cache_off_nothing_is_kept(monkeypatch, tmp_path):
    from journal.projections.render_cache import kept_catalogue

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("JOURNAL_TEMPLATE_CACHE", "off")
    source = tmp_path / "messages.toml"
    source.write_text('[it]\nciao = "Ciao"\n', encoding="utf-8")
    assert kept_catalogue(str(source)) == {"it": {"ciao": "Ciao"}}
    assert not (tmp_path / "cache").exists()
