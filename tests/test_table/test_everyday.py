"""Everyday commands: lists of players, sessions and scenes; summaries and
descriptions; `--campaign` anywhere; `campaign new` says it switched; `session
end` ends an open scene first and says so."""

from __future__ import annotations


def test_player_session_and_scene_lists(ready):
    assert ready.run("player", "list").stdout == "Ana: Kira Voss\nBruno: Dario Neri\n"
    assert ready.json("player", "list") == [
        {"name": "Ana", "characters": ["Kira Voss"]},
        {"name": "Bruno", "characters": ["Dario Neri"]},
    ]
    ready.run("scene", "describe", "1", "Container sotto la pioggia.")
    ready.run("scene", "end")
    ready.run("scene", "start", "Il tetto", "--description", "Vento e antenne.")
    (session,) = ready.json("session", "list")
    assert session == {
        "number": 1,
        "date": "2026-11-20",
        "adventure": {"number": 1, "title": "Il furto"},
        "present": ["Ana", "Bruno"],
        "scenes": [1, 2],
        "open": True,
        "summary": None,
        "fingerprint": None,  # sealed when it ends
    }
    scenes = ready.json("scene", "list")
    assert [(s["number"], s["title"], s["description"], s["open"]) for s in scenes] == [
        (1, "Il molo", "Container sotto la pioggia.", False),
        (2, "Il tetto", "Vento e antenne.", True),
    ]
    text = ready.run("scene", "list").stdout.splitlines()
    assert text[0] == "  1  Il molo  ·  session 1"
    assert text[1].strip() == "Container sotto la pioggia."


def test_session_end_ends_the_open_scene_first_and_says_so(ready):
    result = ready.run("session", "end", "--summary", "Il furto riesce.")
    assert result.stderr == "scene 1 was still open: it ended first\n"
    campaign, *lines, fingerprint = result.stdout.splitlines()
    assert campaign == "[Ombre su Milano]"
    assert fingerprint.startswith("fingerprint of session 1: ")  # to write down
    kinds = [line.split("  ", 1)[1] for line in lines]
    assert kinds == [
        "Scene 1 ends",
        "Summary of session 1: Il furto riesce.",
        "Session 1 ends",
    ]  # Dàimon: no Master handed a scene that will not be played
    (session,) = ready.json("session", "list")
    assert (session["open"], session["summary"]) == (False, "Il furto riesce.")
    ready.run("session", "summary", "1", "Il furto riesce a metà.")
    assert ready.json("session", "list")[0]["summary"] == "Il furto riesce a metà."
    ready.run("void", "last", "--reason", "la prima era giusta")
    assert ready.json("session", "list")[0]["summary"] == "Il furto riesce."
    assert "there is no session 2 (1..1)" in ready.refused(
        "session", "summary", "2", "x"
    )


def test_campaign_new_says_it_switched_and_campaign_works_anywhere(ready):
    result = ready.run("campaign", "new", "Luci su Torino")
    assert result.stdout.splitlines()[-1] == (
        "current campaign: Luci su Torino (was Ombre su Milano)"
    )
    assert ready.refused("show", "Kira").startswith("refused: no character called")
    shown = ready.json("show", "Kira", "--campaign", "Ombre su Milano")
    assert shown["name"] == "Kira Voss"
    assert ready.json("log", "--campaign=Ombre su Milano")[0]["name"] == (
        "Ombre su Milano"
    )
