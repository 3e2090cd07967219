"""`void last` twice undoes the first void; `log --last N`; `--reason`, the one
word of every award and spending."""

from __future__ import annotations

from tests.conftest import SAMPLE


def test_void_last_twice_undoes_the_first_void_and_says_what_counts_again(ready):
    # The Master awards Kira 2 dice for danger, voids it by mistake, then
    # undoes the void: Kira holds the 2 dice again (7 + 1 session, capped: 7)
    ready.run("reserve", "spend", "Kira", "3", "--reason", "un taxi")
    (award,) = ready.json("reserve", "award", "Kira", "2", "--reason", "danger")
    assert ready.json("show", "Kira")["reserve"] == 6
    first = ready.run("void", "last", "--reason", "era per Dario").stdout
    assert f"voided: {award['id']}" in first
    assert ready.json("show", "Kira")["reserve"] == 4
    second = ready.run("void", "last", "--reason", "no, era giusto").stdout.splitlines()
    void_id = first.splitlines()[1].split()[0]
    assert second[2].strip().startswith(f"voided: {void_id}  Voided {award['id']}")
    assert second[3].strip().startswith(f"counts again: {award['id']}  Kira Voss is")
    assert ready.json("show", "Kira")["reserve"] == 6
    log = ready.json("log", "--last", "3")
    assert [e["type"] for e in log] == ["ReserveAwarded", "EventVoided", "EventVoided"]
    assert [e["void"] for e in log] == [False, True, False]


def test_log_last_shows_the_newest_events_in_play_order(ready):
    for amount in ("1", "2"):
        ready.run("reserve", "spend", "Kira", amount, "--reason", "x")
    everything = ready.json("log")
    assert ready.json("log", "--last", "2") == everything[-2:]
    assert ready.json("log", "--limit", "2") == everything[:2]
    kira = ready.json("log", "--character", "Kira")
    assert ready.json("log", "--character", "Kira", "--last", "3") == kira[-3:]
    assert ready.json("log", "--last", "0") == []
    lines = ready.run("log", "--last", "2").stdout.splitlines()
    assert [line.split()[1] for line in lines] == [e["id"] for e in everything[-2:]]
    result = ready.run("log", "--last", "2", "--limit", "2", expect=2)
    assert "--limit (the oldest) or --last (the newest)" in result.stderr


def test_reason_is_the_word_for_spending_too_and_for_still_reads(ready, table):
    said = ready.json("reserve", "spend", "Kira", "1", "--reason", "un taxi")
    older = ready.json("reserve", "spend", "Kira", "1", "--for", "un taxi")
    assert said[0]["purpose"] == older[0]["purpose"] == "un taxi"
    help_text = ready.run("reserve", "spend", "--help").stdout
    assert "--reason TEXT" in help_text and "--for" not in help_text
    both = ready.run(
        "reserve", "spend", "Kira", "1", "--for", "a", "--reason", "b", expect=2
    )
    assert "give --reason once" in both.stderr


def test_pix_and_mana_spend_take_reason(table):
    sea = SAMPLE.parent / "mare-in-burrasca"
    table.run("campaign", "new", "Mare", "--ruleset", "fdt")
    table.run("player", "add", "Ana", "Bruno")
    table.run("character", "create", "--from", str(sea / "katariello.toml"))
    table.run("character", "create", "--from", str(sea / "lirien.toml"))
    table.run("session", "start")
    table.run("pix", "award", "Katariello", "5", "--reason", "evening")
    (spent,) = table.json("pix", "spend", "Katariello", "3", "--reason", "un rito")
    assert (spent["amount"], spent["purpose"]) == (3, "un rito")
    (spent,) = table.json("pix", "spend", "Katariello", "1", "--for", "un amuleto")
    assert spent["purpose"] == "un amuleto"
    result = table.run("pix", "spend", "Katariello", "1", expect=2)
    assert "Missing option '--reason'" in result.stderr
    (spent,) = table.json("mana", "spend", "Lirien", "1", "--reason", "Luce")
    assert spent["purpose"] == "Luce"
