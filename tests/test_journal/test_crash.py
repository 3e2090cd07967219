"""Kill -9 while recording: every acknowledged event survives, nothing half-written.

A writer process (forked, so it starts at once) records through the real command
line in a loop: Riserva spends and awards, seeded rolls, atomic scripts, reads
that bring the read models up to date, rebuilds that swap them. After each
command returns it acknowledges the events it printed on a pipe. The test kills
it with SIGKILL at a random moment, KILLS times, then checks that every
acknowledged event is in the log as it was acknowledged, that the chain and the
snapshots verify and the read models equal the events (`audit`), and that a
rebuild gives the same read models.
"""

from __future__ import annotations

import json
import os
import random
import signal
import tempfile
import time

from click.testing import CliRunner

from journal.cli import cli

KILLS = 50
AWARD = ["reserve", "award", "Kira", "1", "--reason", "interpretation"]
SCRIPT = [  # an atomic script: all of it or nothing
    "reserve award Kira 1 --reason interpretation",
    "reserve spend Kira 1 --for copione",
    "player add Z{n}",
    "scene end",
    "scene start",
]


def commands(n: int, folder) -> list[str]:
    """The writer's n-th command (a cycle of 8; a writer starts at its first or
    fifth, so its spends follow its own awards and the Riserva never runs out)."""
    kind = n % 8
    if kind in (0, 1):
        return [*AWARD, "--json"]
    if kind == 2:
        roll = ["roll", "Dario", "--char", "potenza", "--target", "2"]
        return [*roll, "--seed", str(n), "--json"]
    if kind == 3:
        return ["reserve", "spend", "Kira", "1", "--for", f"giro {n}", "--json"]
    if kind == 4:
        return ["log", "--json"]  # the read models catch up (a write)
    if kind == 5:
        script = folder / f"s{n}.journal"
        script.write_text("\n".join(SCRIPT).replace("{n}", str(n)), encoding="utf-8")
        return ["run", str(script)]
    return ["rebuild"] if n % 24 == 7 else ["show", "Kira", "--json"]


def writer(store, folder, pipe: int, start: int) -> None:
    """The child: record until killed, acknowledging what each command recorded
    (its events; a script's number) once the command has returned."""
    tempfile.tempdir = str(folder)  # scripts' sandboxes, left behind by a kill
    runner = CliRunner()
    for n in range(start, start + 10**6):
        args = commands(n, folder)
        result = runner.invoke(cli, ["--store", str(store), *args])
        if result.exit_code:
            failed = [{"failed": args, "output": result.output}]
            os.write(pipe, json.dumps(failed).encode() + b"\n")
            os._exit(1)
        acked = [{"script": n}] if args[0] == "run" else []
        if args[0] in ("reserve", "roll"):
            acked = json.loads(result.stdout)
        os.write(pipe, json.dumps(acked).encode() + b"\n")  # a line a command
    os._exit(0)


def test_kill_9_while_recording_loses_no_acknowledged_event(ready, tmp_path):
    ready.run("scene", "end")
    ready.run("scene", "start")
    rng, acked, start = random.Random(11), [], 0
    for kill in range(KILLS):
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the writer
            os.close(read)
            writer(ready.store, tmp_path, write, start)
        os.close(write)
        with os.fdopen(read, "rb") as pipe:
            # Let it finish 1 to 3 commands (whatever the machine's speed),
            # then kill it somewhere in the next one.
            lines = [pipe.readline() for _ in range(rng.randint(1, 3))]
            time.sleep(rng.uniform(0, 0.03))
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            lines += pipe.read().splitlines()
        records = [r for line in lines if line.strip() for r in json.loads(line)]
        assert not any("failed" in r for r in records), records
        acked += [r for r in records if "id" in r or "script" in r]
        start = 8000 * (kill + 1) + 4 * (kill % 3 == 0)  # a cycle's start or script
    check_store(ready, acked)
    # Nothing left behind: a script is a transaction of the store (no sandbox
    # copy), and what any command leaves is cleared as the next one starts.
    ready.run("show", "Kira")
    left = [p.name for p in tmp_path.iterdir() if p.name.startswith(("journal-", "."))]
    assert left == []


def check_store(table, acked: list[dict]) -> None:
    log = {record["id"]: record for record in table.json("log")}
    players = {r["player"] for r in log.values() if r["type"] == "PlayerJoined"}
    events = [record for record in acked if "id" in record]
    for record in events:  # there, and as it was acknowledged
        stored = {key: log[record["id"]][key] for key in record if key != "void"}
        assert stored == {key: v for key, v in record.items() if key != "void"}
    for record in acked:
        if "script" in record:
            assert f"Z{record['script']}" in players
    scripts = [int(p[1:]) for p in players if p.startswith("Z")]
    spends = [r for r in log.values() if r.get("purpose") == "copione"]
    assert len(spends) == len(scripts)  # every script recorded was recorded whole
    report = table.json("audit")
    assert report["ok"] is True, report
    views = table.json("log"), table.json("show", "Kira"), table.json("show", "Dario")
    table.run("rebuild")
    rebuilt = table.json("log"), table.json("show", "Kira"), table.json("show", "Dario")
    assert rebuilt == views
    total = report["campaigns"][0]["events"]
    print(
        f"\n{KILLS} kills, {len(events)} acknowledged events and {len(scripts)} "
        f"scripts checked, {total} events in the campaign"
    )
    assert len(events) >= KILLS and scripts
