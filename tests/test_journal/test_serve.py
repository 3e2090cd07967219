"""`journal serve`: commands handed to a warm process of the same user run as
they run alone (output, exit codes, standard input, Ctrl-C), and anything amiss
(no server, a stale one, a folder open to others) leaves them to run alone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.test_journal.test_character_create import ANSWERS, DICE

JOURNAL = [sys.executable, "-m", "journal"]
SERVING = Path(__file__).resolve().parents[2] / "journal" / "serving.py"


class Server:
    """`journal serve` in its own process, with its own socket folder."""

    def __init__(self, folder: Path, *options: str) -> None:
        self.folder = folder
        self.env = {**os.environ, "JOURNAL_SERVE_DIR": str(folder)}
        self.process = subprocess.Popen(
            [*JOURNAL, "serve", *options],
            env=self.env,
            stderr=subprocess.PIPE,
            text=True,
        )
        first = self.process.stderr.readline()
        assert first.startswith("serving journal commands at "), first

    def stop(self) -> str:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        rest = self.process.stderr.read()
        self.process.wait(timeout=30)
        return rest


@pytest.fixture
def server(tmp_path):
    found = Server(tmp_path / "run")
    yield found
    found.stop()


def journal(env: dict, store: Path, *args: str, **settings):
    return subprocess.run(
        [*JOURNAL, "--store", str(store), *args],
        env=env,
        capture_output=True,
        text=True,
        **settings,
    )


def alone(tmp_path: Path) -> dict:
    return {**os.environ, "JOURNAL_SERVE_DIR": str(tmp_path / "nobody")}


COMMANDS = [
    ("campaign", "new", "Ombre su Milano"),
    ("player", "add", "Ana", "Bruno"),
    ("character", "create", "--from", "campaigns/ombre-su-milano/kira.toml"),
    ("adventure", "start", "Il furto"),
    ("session", "start", "--date", "2026-11-20", "--dice", "5,2"),
    ("scene", "start", "Il molo"),
    ("roll", "Kira", "--char", "agilita", "--target", "3", "--dice", "6,4,1"),
    ("roll", "Kira", "--char", "nope", "--target", "3"),  # refused: exit 1
    ("roll", "Kira", "--bogus"),  # bad usage: exit 2
    ("show", "Kira", "--json"),
    ("--lang", "it", "status"),
]


def test_served_commands_say_and_record_what_they_say_and_record_alone(
    server, tmp_path
):
    root = Path(__file__).resolve().parents[2]
    served, solo = tmp_path / "served.sqlite3", tmp_path / "alone.sqlite3"
    for args in COMMANDS:
        here = journal(server.env, served, *args, cwd=root)
        there = journal(alone(tmp_path), solo, *args, cwd=root)
        assert (here.returncode, here.stdout) == (there.returncode, there.stdout)
        assert here.stderr.replace(str(served), "S") == there.stderr.replace(
            str(solo), "S"
        )
    log = server.stop()
    assert log.count(": journal --store ") == len(COMMANDS)  # each ran served
    assert "journal --store" in log and "roll Kira --char agilita" in log


def test_exit_codes_and_refusals_come_back(server, tmp_path):
    store = tmp_path / "s.sqlite3"
    assert journal(server.env, store, "campaign", "new", "Prova").returncode == 0
    refused = journal(
        server.env, store, "roll", "X", "--char", "agilita", "--target", "3"
    )
    assert refused.returncode == 1
    assert refused.stderr.startswith("refused: ") and "Traceback" not in refused.stderr
    assert journal(server.env, store, "roll", "--nope").returncode == 2


def test_standard_input_reaches_a_served_command(server, tmp_path):
    store = tmp_path / "s.sqlite3"
    journal(server.env, store, "campaign", "new", "Ombre su Milano", check=True)
    journal(server.env, store, "player", "add", "Ana", check=True)
    args = ["character", "create", "Kira Voss", "--player", "Ana", "--random"]
    answers = "\n".join([*ANSWERS, "y"]) + "\n"
    walked = journal(server.env, store, *args, "--dice", DICE, input=answers)
    assert walked.returncode == 0, walked.stderr
    assert "Prima classe: Nomade   Primo tratto: Ambizioso" in walked.stdout
    shown = journal(server.env, store, "show", "Kira", "--json")
    assert '"sarcastica"' in shown.stdout


def test_ctrl_c_reaches_the_served_command(server, tmp_path):
    store = tmp_path / "s.sqlite3"
    journal(server.env, store, "campaign", "new", "Prova", check=True)
    watcher = subprocess.Popen(
        [*JOURNAL, "--store", str(store), "watch"],
        env=server.env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert watcher.stderr.readline().startswith("watching: ")
    watcher.send_signal(signal.SIGINT)  # to the client, as a terminal sends it
    assert watcher.wait(timeout=30) == 0
    assert watcher.stderr.read() == "stopped watching\n"


def test_a_second_server_is_refused(server):
    again = subprocess.run(
        [*JOURNAL, "serve"], env=server.env, capture_output=True, text=True
    )
    assert again.returncode == 1
    assert again.stderr.startswith("refused: a journal server already answers at ")


def test_a_stale_server_stops_and_the_command_runs_alone(server, tmp_path):
    store = tmp_path / "s.sqlite3"
    before = SERVING.stat()
    try:  # an upgrade, or an edit of the journal's code, while it serves
        os.utime(SERVING, ns=(before.st_atime_ns, before.st_mtime_ns + 10**9))
        made = journal(server.env, store, "campaign", "new", "Prova")
    finally:
        os.utime(SERVING, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert made.returncode == 0, made.stderr
    assert server.process.wait(timeout=30) == 0
    assert "stopped serving: the journal's code changed on disk" in server.stop()
    assert not (server.folder / "serve.sock").exists()
    listed = journal(server.env, store, "campaign", "list")
    assert "Prova" in listed.stdout


def test_a_folder_open_to_others_is_never_used(server, tmp_path):
    store = tmp_path / "s.sqlite3"
    server.folder.chmod(0o755)
    try:
        made = journal(server.env, store, "campaign", "new", "Prova")
    finally:
        server.folder.chmod(0o700)
    assert made.returncode == 0
    assert ": journal " not in server.stop()  # it ran alone


def test_no_server_means_the_command_runs_alone(tmp_path):
    store = tmp_path / "s.sqlite3"
    made = journal(alone(tmp_path), store, "campaign", "new", "Prova")
    assert made.returncode == 0 and "Prova" in made.stderr + made.stdout


def test_an_idle_server_stops_by_itself(tmp_path):
    idle = Server(tmp_path / "run", "--idle", "1")
    started = time.monotonic()
    assert idle.process.wait(timeout=30) == 0
    assert time.monotonic() - started < 20
    assert "stopped serving: no command for 1 s" in idle.stop()
    assert not (tmp_path / "run" / "serve.sock").exists()


def test_files_a_served_command_writes_follow_the_client_s_umask(server, tmp_path):
    store = tmp_path / "s.sqlite3"
    private = lambda: os.umask(0o077)  # noqa: E731 - the client's, at its start
    made = journal(server.env, store, "campaign", "new", "Prova", preexec_fn=private)
    assert made.returncode == 0, made.stderr
    assert store.stat().st_mode & 0o777 == 0o600
    assert ": journal " in server.stop()  # it ran served


def test_a_killed_server_is_in_nobody_s_way(tmp_path):
    store, first = tmp_path / "s.sqlite3", Server(tmp_path / "run")
    first.process.kill()  # no clean-up: its socket stays behind
    first.process.wait(timeout=30)
    assert (tmp_path / "run" / "serve.sock").exists()
    made = journal(first.env, store, "campaign", "new", "Prova")
    assert made.returncode == 0, made.stderr  # it ran alone
    second = Server(tmp_path / "run")
    assert journal(second.env, store, "campaign", "list").returncode == 0
    assert ": journal --store " in second.stop()


def test_a_folder_no_socket_can_live_in_is_refused_in_one_line(tmp_path):
    deep = tmp_path / ("x" * 120)  # a socket's path holds about 100 bytes
    env = {**os.environ, "JOURNAL_SERVE_DIR": str(deep)}
    refused = subprocess.run(
        [*JOURNAL, "serve"], env=env, capture_output=True, text=True, timeout=60
    )
    assert refused.returncode == 1
    assert refused.stderr.startswith("refused: cannot listen at ")
    assert refused.stderr.count("\n") == 1


def test_another_python_s_journal_runs_alone_and_the_server_goes_on(server, tmp_path):
    store = tmp_path / "s.sqlite3"
    elsewhere = {**server.env, "PYTHONPATH": str(tmp_path)}  # other packages maybe
    made = journal(elsewhere, store, "campaign", "new", "Prova")
    assert made.returncode == 0, made.stderr
    assert journal(server.env, store, "campaign", "list").returncode == 0
    log = server.stop()
    assert "campaign new" not in log and "campaign list" in log
