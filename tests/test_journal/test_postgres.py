"""A group's shared store on PostgreSQL: the URL, the password kept out of sight,
and one clear line whenever the server cannot be used."""

from __future__ import annotations

import json
import sys

import pytest
from click.testing import CliRunner

from journal.cli import cli
from journal.stores.url import parse_url
from tests.pgserver import GUARDED_PASSWORD


def journal(*args: str, env: dict | None = None):
    return CliRunner(env=env).invoke(cli, list(args))


def one_error_line(result) -> str:
    assert result.exit_code == 1, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    return lines[0]


def test_a_url_names_user_host_port_database_or_a_socket_folder():
    target = parse_url("postgresql://ana@db.example.org:5433/ombre")
    assert target.conninfo() == {
        "user": "ana",
        "host": "db.example.org",
        "port": "5433",
        "dbname": "ombre",
    }
    socket = parse_url("postgres://ana@/ombre?host=/run/postgresql&port=5433")
    assert (socket.host, socket.port, socket.dbname) == (
        "/run/postgresql",
        "5433",
        "ombre",
    )
    assert socket.display() == "postgresql://ana@/ombre?host=/run/postgresql&port=5433"
    assert parse_url("postgresql:///ombre").conninfo() == {
        "dbname": "ombre"
    }  # libpq's defaults


def test_a_password_in_the_url_is_refused_and_never_repeated():
    result = journal("--store", "postgresql://ana:Segreta-77@db.example.org/x", "log")
    line = one_error_line(result)
    assert line.startswith("refused: the store URL holds a password")
    assert "Segreta-77" not in result.output


def test_an_unknown_url_parameter_or_scheme_is_refused():
    line = one_error_line(journal("--store", "postgresql://a@/x?sslkey=/k", "log"))
    assert "unknown parameter 'sslkey'" in line
    line = one_error_line(journal("--store", "mysql://a@b/c", "log"))
    assert "a file path or a postgresql:// URL" in line


def test_without_psycopg_the_url_is_refused_with_the_install_command(monkeypatch):
    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if it were not installed
    line = one_error_line(journal("--store", "postgresql://a@/x", "log"))
    assert line == (
        "refused: a PostgreSQL store needs psycopg: "
        "pip install 'journal[postgres]' (journal)"
    )


def test_a_server_that_is_down_is_one_line(tmp_path):
    url = f"postgresql://journal@/x?host={tmp_path}&port=5999"
    line = one_error_line(journal("--store", url, "log"))
    assert line.startswith(f"error: the store cannot be used: cannot connect to {url}")
    assert "No such file or directory" in line  # libpq's own reason


def test_a_missing_database_is_one_line(pg_server):
    line = one_error_line(journal("--store", pg_server.url("nessuno"), "log"))
    assert line.endswith('FATAL: database "nessuno" does not exist')


def test_an_empty_database_is_not_a_store_until_a_campaign_is_created(pg_url):
    line = one_error_line(journal("--store", pg_url, "campaign", "list"))
    assert line == (
        f"refused: no journal store at {pg_url} yet: start with `journal campaign new`"
    )
    assert journal("--store", pg_url, "campaign", "new", "Ombre").exit_code == 0
    assert (
        journal("--store", pg_url, "campaign", "list").stdout
        == "* Ombre  (daimon2090)\n"
    )


@pytest.fixture
def guarded_url(pg_server) -> str:
    """A database of the role `guarded`, which logs in with its password only."""
    return pg_server.url(pg_server.new_database(owner="guarded"), user="guarded")


def test_a_wrong_password_is_one_line_that_never_shows_it(guarded_url, tmp_path):
    env = {"PGPASSWORD": "sbagliata-3141", "HOME": str(tmp_path)}
    result = journal("--store", guarded_url, "campaign", "new", "X", env=env)
    line = one_error_line(result)
    assert 'password authentication failed for user "guarded"' in line
    assert "sbagliata-3141" not in result.output
    no_password = {"PGPASSWORD": None, "HOME": str(tmp_path)}
    line = one_error_line(journal("--store", guarded_url, "log", env=no_password))
    assert "no password supplied" in line


def test_the_password_comes_from_pgpassword_and_is_stored_nowhere(
    guarded_url, pg_server, tmp_path
):
    env = {"PGPASSWORD": GUARDED_PASSWORD, "HOME": str(tmp_path)}
    result = journal("--store", guarded_url, "campaign", "new", "Ombre", env=env)
    assert result.exit_code == 0, result.output
    assert GUARDED_PASSWORD not in result.output
    dbname = guarded_url.split("/")[3].split("?")[0]
    with pg_server.connect(dbname) as db:
        stored = db.execute("select state from journal_events").fetchall()
    assert all(GUARDED_PASSWORD.encode() not in bytes(row[0]) for row in stored)


def test_the_password_comes_from_pgpass(guarded_url, tmp_path):
    pgpass = tmp_path / ".pgpass"
    pgpass.write_text(f"*:*:*:guarded:{GUARDED_PASSWORD}\n")
    pgpass.chmod(0o600)  # libpq ignores a password file others can read
    env = {"PGPASSWORD": None, "HOME": str(tmp_path)}
    result = journal("--store", guarded_url, "campaign", "new", "Ombre", env=env)
    assert result.exit_code == 0, result.output


def test_the_store_url_can_come_from_the_environment(pg_url):
    env = {"JOURNAL_STORE": pg_url}
    assert journal("campaign", "new", "Da env", env=env).exit_code == 0
    assert journal("campaign", "list", env=env).stdout == "* Da env  (daimon2090)\n"


def test_the_sample_script_records_the_same_session_on_both_stores(
    pg_url, tmp_path, sample_dir
):
    # `journal run` hands every line the same store: a URL as well as a file.
    script = str(sample_dir / "campagna.journal")
    logs = []
    for store in (str(tmp_path / "sample.sqlite3"), pg_url):
        ran = journal("--store", store, "run", script)
        assert ran.exit_code == 0
        events = json.loads(journal("--store", store, "log", "--json").stdout)
        logs.append([{k: v for k, v in e.items() if k != "at"} for e in events])
        assert f"recorded {len(events)} events from campagna.journal" in ran.stderr
    assert logs[0] == logs[1] and len(logs[0]) > 40


def test_what_the_url_leaves_out_comes_from_libpq_s_environment(pg_server):
    dbname = pg_server.new_database()
    env = {"PGHOST": str(pg_server.dir), "PGPORT": str(pg_server.port)}
    url = f"postgresql://journal@/{dbname}"
    assert journal("--store", url, "campaign", "new", "Ombre", env=env).exit_code == 0
    assert journal("--store", url, "campaign", "list", env=env).exit_code == 0


def test_two_stores_share_a_database_in_two_schemas(pg_url):
    # `?schema=` keeps a store's tables (events, read models) in a schema of its own.
    first, second = f"{pg_url}&schema=ombre", f"{pg_url}&schema=guado"
    assert journal("--store", first, "campaign", "new", "Ombre").exit_code == 0
    assert journal("--store", second, "campaign", "new", "Guado").exit_code == 0
    assert journal("--store", second, "player", "add", "Ana").exit_code == 0
    for store, name, events in ((first, "Ombre", 1), (second, "Guado", 2)):
        log = json.loads(journal("--store", store, "log", "--json").stdout)
        assert (log[0]["name"], len(log)) == (name, events)
    line = one_error_line(journal("--store", pg_url, "log"))
    assert line.startswith("refused: no journal store at")  # not in `public`


def test_a_sqlite_store_never_imports_the_postgresql_client(tmp_path):
    import subprocess

    store = str(tmp_path / "j.sqlite3")
    assert journal("--store", store, "campaign", "new", "Ombre").exit_code == 0
    command = [sys.executable, "-X", "importtime", "-m", "journal", "--store", store]
    imported = subprocess.run([*command, "log"], capture_output=True, text=True)
    assert imported.returncode == 0 and "eventsourcing.sqlite" in imported.stderr
    assert "psycopg" not in imported.stderr


def test_on_postgresql_a_recording_verifies_its_span_and_the_audit_s_finding_stands(
    pg_server, pg_ready_template
):
    """The PostgreSQL recorders mix in the same chain classes: a recording refuses
    an edit in what it builds on; once `audit` has found an edit, every recording
    is refused until an audit finds the store whole again."""
    from tests.conftest import PgTable

    table = PgTable(pg_server).copy_of(pg_ready_template)
    (award,) = table.json("reserve", "award", "Kira", "2", "--reason", "danger")
    edit = (
        "update journal_events set state = convert_to(replace(convert_from(state, "
        "'UTF8'), '{}', '{}'), 'UTF8') "
        f"where originator_version = {award['seq']} and topic like '%ReserveAwarded'"
    )
    with pg_server.connect(table.dbname) as db:
        assert db.execute(edit.format('"amount":2', '"amount":7')).rowcount == 1
    roll = ("roll", "Kira", "--char", "agilita", "--target", "1")
    assert f"at event {award['seq']} ({award['id']})" in table.refused(*roll)
    assert "does not match its digest" in table.run("audit", expect=1).stdout
    with pg_server.connect(table.dbname) as db:
        (finding,) = db.execute(
            "select value from journal_meta where name = 'verdict'"
        ).fetchone()
    assert finding.startswith(f"event {award['seq']} ({award['id']}) of campaign")
    line = table.refused("campaign", "new", "Un'altra")
    assert "`journal audit` found this store's history edited" in line
    with pg_server.connect(table.dbname) as db:
        db.execute(edit.format('"amount":7', '"amount":2'))
    table.run("audit")
    table.run(*roll, "--dice", "6,1,1")


def test_a_command_on_postgresql_opens_one_connection(pg_url, monkeypatch):
    """One connection a command (issue 29): the probe's is the command's, no
    pool of connections opened in the background."""
    import psycopg

    from tests.conftest import Table, play_ready

    table = play_ready(Table(pg_url))
    made = []
    connect = psycopg.Connection.connect.__func__

    def counted(cls, *args, **kwargs):
        made.append(kwargs.get("dbname"))
        return connect(cls, *args, **kwargs)

    before = len(table.json("log"))
    monkeypatch.setattr(psycopg.Connection, "connect", classmethod(counted))
    monkeypatch.setattr(psycopg, "connect", psycopg.Connection.connect)
    table.run("roll", "Kira", "--char", "agilita", "--target", "3", "--seed", "1")
    assert len(made) == 1, made
    table.run("show", "Kira")
    assert len(made) == 2, made
    monkeypatch.undo()
    assert len(table.json("log")) == before + 1


def test_a_transaction_may_wait_minutes_between_statements(pg_url):
    """The library's 5 s idle-in-transaction limit ended a script's held
    transaction while a line thought longer (a refold on a busy laptop)."""
    from journal.stores.postgres import open_postgres

    app = open_postgres(pg_url, create=True)
    with app.recorder.datastore.get_connection() as conn:
        shown = conn.execute("SHOW idle_in_transaction_session_timeout").fetchone()
    assert list(shown.values()) == ["5min"]


BIG_BATCH = """
import sys
from uuid import UUID
from eventsourcing.persistence import StoredEvent
from journal.stores.postgres import open_postgres
app = open_postgres(sys.argv[1], create=True)
oid, state = UUID(sys.argv[2]), b'{"text":"' + b"x" * 600 + b'"}'
topic = "journal.domain.events:LogEntryAdded"
batch = [StoredEvent(oid, v, topic, state) for v in range(1, 1001)]
print(len(app.recorder.insert_events(batch)))
"""


def test_a_large_batch_is_recorded_without_waiting_forever(pg_url):
    """eventsourcing syncs its pipeline with psycopg's `Pipeline.sync()`, which
    left the tail of a large batch unsent and waited for the server, which
    waited for that tail: 1,000 events of 600 bytes (what `store copy` and
    `import` write at once) hung every time. Such a batch goes without the
    pipeline, in one transaction: recorded whole, its chain links with it."""
    import subprocess
    from uuid import uuid4

    from journal.stores.postgres import open_postgres

    oid = uuid4()
    done = subprocess.run(
        [sys.executable, "-c", BIG_BATCH, pg_url, str(oid)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0 and done.stdout.split() == ["1000"], done.stderr
    app = open_postgres(pg_url, create=False)
    with app.recorder.datastore.get_connection() as conn:
        (counted,) = conn.execute(
            "select count(*) as n from journal_events where originator_id = %s",
            (oid,),
        ).fetchall()
        (linked,) = conn.execute("select count(*) as n from journal_chain").fetchall()
    assert counted["n"] == 1000 and linked["n"] == 1000


@pytest.mark.timeout(120)  # it waited forever when the pipeline hung
def test_a_large_batch_that_loses_a_race_records_nothing(pg_url):
    """Without the pipeline, a large batch that another process has extended
    first fails on the events' own key, as a small one does (the command is
    decided again), and leaves neither events nor links behind."""
    from uuid import uuid4

    from eventsourcing.persistence import IntegrityError, StoredEvent

    from journal.stores.postgres import open_postgres

    app = open_postgres(pg_url, create=True)
    oid, state = uuid4(), b'{"text":"' + b"y" * 600 + b'"}'
    topic = "journal.domain.events:LogEntryAdded"
    first = [StoredEvent(oid, v, topic, state) for v in range(1, 21)]
    assert len(app.recorder.insert_events(first)) == 20  # above 8 KB: unpipelined
    late = [StoredEvent(oid, v, topic, state) for v in range(15, 1015)]
    with pytest.raises(IntegrityError):
        app.recorder.insert_events(late)
    with app.recorder.datastore.get_connection() as conn:
        (counted,) = conn.execute("select count(*) as n from journal_events").fetchall()
        (linked,) = conn.execute("select count(*) as n from journal_chain").fetchall()
    assert counted["n"] == linked["n"] == 20
