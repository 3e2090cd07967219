"""Nothing lost, nothing misplaced: a misspelled skill is refused, `void last`
stays in the current session and says what it voided, a date is a day of play,
every name typed wrong gets the closest names."""

from __future__ import annotations

PROVA = ("roll", "Kira", "--char", "agilita", "--target", "1")


def test_a_misspelled_skill_is_refused_with_the_closest_name(ready):
    line = ready.refused(*PROVA, "--skill", "Movimento silenzoso", "--dice", "5,5,5,5")
    assert line == (
        "refused: Kira Voss has no skill 'Movimento silenzoso'; did you mean "
        "Movimento silenzioso? To roll a skill the character truly lacks (it counts "
        "0), add --lacks-skill (Abilità)"
    )


def test_a_skill_truly_lacked_is_said_so_and_counts_zero(ready):
    assert "add --lacks-skill" in ready.refused(
        *PROVA, "--skill", "Scassinare", "--dice", "5,5,5"
    )
    (roll,) = ready.json(
        *PROVA, "--skill", "Scassinare", "--lacks-skill", "--dice", "5,5,5"
    )
    assert roll["breakdown"]["skill"] == {
        "name": "Scassinare",
        "score": 0,
        "owned": False,
    }
    assert roll["pool"] == 3  # Agilità 3 + Scassinare 0
    # A typo of the rulebook's skill is refused even when declared lacking ...
    assert "did you mean Scassinare" in ready.refused(
        *PROVA, "--skill", "Scasinare", "--lacks-skill", "--dice", "5,5,5"
    )
    # ... and a skill on the sheet is not lacking.
    assert (
        ready.refused(
            *PROVA, "--skill", "hacking", "--lacks-skill", "--dice", "5,5,5,5,5,5"
        )
        == "refused: Kira Voss has Hacking 3: it is not lacking (Abilità)"
    )


def test_a_confrontation_side_declares_a_lacking_skill_too(ready):
    assert "did you mean Movimento silenzioso" in ready.refused(
        "confront",
        "Kira:agilita:Movimento silenzoso",
        "Dario:agilita",
        "--dice",
        "5,5,5,5,5,5",
    )
    events = ready.json(
        "confront",
        "Kira:agilita:Scassinare:lacks-skill",
        "Dario:agilita",
        "--dice",
        "5,5,5,1,1",
    )
    rolled = next(e for e in events if e["type"] == "ConfrontationRolled")
    assert rolled["sides"][0]["breakdown"]["skill"]["score"] == 0


def test_void_last_says_what_it_voids_and_stays_in_the_session(ready):
    ready.run("reserve", "award", "Kira", "1", "--reason", "interpretation")
    out = ready.run("void", "last", "--reason", "meant for Dario").stdout
    campaign, *lines = out.strip().splitlines()
    assert campaign == "[Ombre su Milano]"
    assert lines[0].split("  ", 1)[1].startswith("Voided ")
    assert lines[1].strip().startswith("voided: ")
    assert "Kira Voss is awarded 1 Riserva (interpretation)" in lines[1]
    ready.run("scene", "end")
    ready.run("session", "end")
    line = ready.refused("void", "last", "--reason", "walking back")
    assert line.startswith("refused: nothing to void since the current session")
    # Between sessions, `last` is what was recorded since the session ended.
    ready.run("wound", "Dario", "1")
    out = ready.run("void", "last", "--reason", "no").stdout
    assert "Dario Neri suffers 1 wound" in out
    # `void last` again is that void: it is undone, and the wound counts again
    out = ready.run("void", "last", "--reason", "it was right").stdout
    assert "counts again: " in out and "Dario Neri suffers 1 wound" in out
    assert ready.json("show", "Dario")["wounds"]["current"] == 1


def test_as_of_a_date_is_the_day_of_play_and_a_time_is_when_recorded(ready):
    ready.run(*PROVA, "--reserve", "2", "--dice", "5,5,5,1,1")  # Riserva 7 -> 5
    ready.run("scene", "end")
    ready.run("session", "end")
    ready.run("session", "start", "--date", "2026-11-27")
    ready.run(*PROVA, "--reserve", "1", "--dice", "5,5,5,1")  # 6 -> 5
    assert ready.json("show", "Kira", "--as-of", "2026-11-20")["reserve"] == 5
    assert ready.json("show", "Kira", "--as-of", "2026-11-22")["reserve"] == 5
    assert ready.json("show", "Kira", "--as-of", "2026-11-27")["reserve"] == 5
    assert ready.json("show", "Kira", "--as-of", "session:2")["reserve"] == 5
    line = ready.refused("show", "Kira", "--as-of", "2026-11-19")
    assert line == (
        "refused: no session was played by 2026-11-19 (the first was on "
        "2026-11-20); a recording time is written YYYY-MM-DDTHH:MM (journal)"
    )
    recorded = ready.json("log")[-1]["at"][:19]  # the recording time still works
    assert ready.json("show", "Kira", "--as-of", recorded)["reserve"] == 5
    assert "nothing was recorded by 2000-01-01T00:00 (journal)" in ready.refused(
        "show", "Kira", "--as-of", "2000-01-01T00:00"
    )


def test_every_name_typed_wrong_gets_the_closest_names(ready):
    assert ready.refused("show", "Kria") == (
        "refused: no character called 'Kria' in this campaign; did you mean Kira "
        "Voss? (journal)"
    )
    assert "did you mean Bruno?" in ready.refused("master", "claim", "Brun")
    assert "did you mean Ombre su Milano?" in ready.refused(
        "--campaign", "Ombre su Milan", "status"
    )
    result = ready.run("sesion", "list", expect=2)
    assert "No such command 'sesion'; did you mean session" in result.stderr
    result = ready.run("session", "strat", expect=2)
    assert "Did you mean 'start'?" in result.stderr
