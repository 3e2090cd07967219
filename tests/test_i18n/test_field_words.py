"""Every field a player reads is a word of their language: `diff`, the site's
field lists and a value's inner keys say "marcatori", "fuori contesto" under
Italian, "marks", "out of context" under English, never the sheet's key."""

from __future__ import annotations

from journal.i18n import PSEUDO
from journal.projections.fields_words import FIELDS, field_label, shown, words


def test_a_key_is_a_word_of_each_language():
    assert words("out_of_context", "en") == "out of context"
    assert words("out_of_context", "it") == "fuori contesto"
    assert words("marks", "it") == "marcatori"
    assert words("Hacking", "it") == "Hacking"  # a skill's name: the user's
    assert field_label(["wounds", "1", "penalty"], {}, "it") == "ferite › 1 › penalità"
    assert field_label(
        ["tracks", "reserve", "value"], {"reserve": "Riserva"}, "en"
    ) == ("Riserva")
    assert shown({"name": "Pistola", "level": 2, "marks": 1}, "it") == (
        "nome Pistola, livello 2, marcatori 1"
    )


def test_every_field_word_is_in_the_catalogue():
    untranslated = [key for key in FIELDS if words(key, PSEUDO) == words(key, "en")]
    assert untranslated == []
    assert all(words(key, PSEUDO).startswith("⟦") for key in FIELDS)


def test_diff_speaks_italian(tmp_path):
    from importlib import resources

    from click.testing import CliRunner

    from journal.cli import cli
    from journal.commands.script import sample_of

    package, place, script = sample_of("daimon2090")
    store, runner = str(tmp_path / "s.sqlite3"), CliRunner()
    with resources.as_file(resources.files(package) / place / script) as path:
        assert runner.invoke(cli, ["--store", store, "run", str(path)]).exit_code == 0
    line = ["diff", "Dario Neri", "session:1", "session:2"]
    english = runner.invoke(cli, ["--store", store, "--lang", "en", *line]).stdout
    italian = runner.invoke(cli, ["--store", store, "--lang", "it", *line]).stdout
    assert "ferite › penalità: 1 → 0" in italian
    assert "nome Pistola pesante, livello 2, marcatori 1, bonus —" in italian
    assert "wounds › penalty: 1 → 0" in english
    assert "marks" not in italian and "penalty" not in italian
