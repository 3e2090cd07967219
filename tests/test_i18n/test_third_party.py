"""A third-party ruleset brings its own catalogue in its own gettext domain
(tests/data/plugins/journal_coin: domain "coin", journal_coin/locale), checked
as the built-ins' are, and the journal speaks it."""

from __future__ import annotations

from pathlib import Path

from journal import catalogues
from tests.test_journal.test_plugins import Shell, shell  # noqa: F401 - fixture

COIN = Path(__file__).resolve().parents[1] / "data" / "plugins" / "journal_coin"


def test_the_coins_catalogue_is_complete_as_the_built_ins_are():
    domain = catalogues.Domain("coin", (COIN,), COIN / "locale")
    assert catalogues.check([domain]) == []
    extracted = {m.id for m in catalogues.extract(domain) if m.id}
    assert "{name} cannot flip" in extracted  # a refusal
    assert "{character} flips the coin: {side}" in extracted  # a phrase
    assert any(m.startswith("Flip the coin for CHARACTER") for m in extracted)  # help


def test_the_journal_speaks_the_coins_italian(shell):  # noqa: F811
    shell.run("campaign", "new", "Monete", "--ruleset", "coin")
    shell.run("player", "add", "Ana")
    shell.run("character", "create", "--from", "ada.toml")
    shell.run("session", "start", "--date", "2026-11-20")
    heads = shell.run("--lang", "it", "roll", "Ada", "--dice", "2").stdout
    assert "Ada lancia la moneta: testa" in heads
    helped = shell.run("--lang", "it", "roll", "--help").stdout
    # the help names the argument as its usage line does, in Italian
    assert "Lancia la moneta per PERSONAGGIO" in helped and "Uso:" in helped
    assert "PERSONAGGIO" in helped.splitlines()[0] and "CHARACTER" not in helped
    assert "Esempio: journal lancia Ada --dice 2" in helped
    tails = shell.run("--lang", "it", "lancia", "Ada", "--dice", "1").stdout
    assert "Ada lancia la moneta: croce" in tails  # the example's verb works
    english = shell.run("roll", "--help").stdout
    assert "Flip the coin for CHARACTER" in english
