"""Every command that records, exports or publishes says which campaign it acts
on: a line `[NAME]` first (export, chronicle and site with --json: the
document's `campaign`)."""

from __future__ import annotations

import json


def test_a_recording_names_its_campaign_once_above_its_events(ready):
    ready.run("campaign", "new", "Luci su Torino", "--ruleset", "brp")
    result = ready.run("--campaign", "Ombre su Milano", "scene", "end")
    lines = result.stdout.splitlines()
    assert lines[0] == "[Ombre su Milano]"
    assert all(not line.startswith("[") for line in lines[1:]) and len(lines) > 2
    said = ready.run("player", "add", "Carla").stdout.splitlines()
    assert said[0] == "[Luci su Torino]"  # the current one, named


def test_export_chronicle_site_and_backup_name_what_they_act_on(ready, tmp_path):
    ready.run("campaign", "new", "Luci su Torino", "--ruleset", "brp")
    ombre = ["--campaign", "Ombre su Milano"]
    events = len(ready.json(*ombre, "log"))
    out = ready.run(*ombre, "export", "--out", str(tmp_path / "o.jsonl")).stdout
    assert out.splitlines()[0] == "[Ombre su Milano]"
    assert out.splitlines()[1].startswith(
        f"wrote {tmp_path / 'o.jsonl'}: {events} events, fingerprint "
    )
    done = ready.json(*ombre, "export", "--out", str(tmp_path / "o.jsonl"))
    assert (done["campaign"], done["events"]) == ("Ombre su Milano", events)
    assert done["fingerprint"] == ready.json("audit")["campaigns"][0]["fingerprint"]
    out = ready.run(*ombre, "chronicle", "--out", str(tmp_path / "c.md")).stdout
    assert out.splitlines() == ["[Ombre su Milano]", f"wrote {tmp_path / 'c.md'}"]
    done = ready.json(*ombre, "chronicle", "--all", "--out", str(tmp_path / "c.md"))
    assert done == {
        "campaign": "Ombre su Milano",
        "out": str(tmp_path / "c.md"),
        "format": "md",
        "scope": "all",
        "sessions": [1],
    }
    piped = ready.run(*ombre, "chronicle", "--format", "md", "--out", "-")
    assert piped.stdout.startswith("---\n") and piped.stderr == "[Ombre su Milano]\n"
    out = ready.run(*ombre, "site", "--out", str(tmp_path / "site")).stdout
    assert out.splitlines()[0] == "[Ombre su Milano]"
    done = ready.json(*ombre, "site", "--out", str(tmp_path / "site"))
    assert done["campaign"] == "Ombre su Milano" and done["written"] == 0
    out = ready.run("backup", "--out", str(tmp_path / "b.sqlite3")).stdout
    assert out == (
        f"wrote {tmp_path / 'b.sqlite3'}: the whole store "
        "(Ombre su Milano, Luci su Torino)\n"
    )
    done = ready.json("backup", "--out", str(tmp_path / "b.sqlite3"))
    assert done["campaigns"] == ["Ombre su Milano", "Luci su Torino"]


def test_campaign_use_and_rebuild_answer_in_json(ready):
    ready.run("campaign", "new", "Luci su Torino", "--ruleset", "brp")
    said = ready.run("campaign", "use", "Ombre su Milano").stdout
    assert said == "current campaign: Ombre su Milano (was Luci su Torino)\n"
    done = ready.json("campaign", "use", "Luci su Torino")
    assert done == {"current": "Luci su Torino", "before": "Ombre su Milano"}
    assert ready.json("rebuild") == {"events": ready.event_count()}


def test_under_json_a_refusal_is_a_json_document_with_the_same_exit(ready):
    result = ready.run(
        "reserve", "award", "Kira", "1", "--reason", "danger", "--json", expect=1
    )
    assert json.loads(result.stdout) == {
        "refused": "an award for danger is 2 dice, not 1",
        "rule": "Recuperare i dadi",
    }
    assert result.stderr == ""
    result = ready.run("--lang", "it", "show", "Nessuno", "--json", expect=1)
    refused = json.loads(result.stdout)
    assert refused["refused"].startswith("nessun personaggio")
    result = ready.run("show", "Kira", "--json", "--as-of", "x\x07", expect=1)
    assert json.loads(result.stdout)["rule"] == "journal: text"  # hostile text
    result = ready.run("campaign", "use", "Nessuna", "--json", expect=1)
    assert "no campaign called 'Nessuna'" in json.loads(result.stdout)["refused"]
    result = ready.run("show", "Nessuno", expect=1)  # without --json: one line
    assert result.stdout == "" and result.stderr.startswith("refused: ")
