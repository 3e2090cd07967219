"""A throwaway PostgreSQL server that the test session starts and stops itself.

Root-safe: initdb refuses to run as root, so as root the server's folder is given
to the `postgres` user and every server command runs through `runuser`. The
server listens on a unix socket in its own temporary folder only (no TCP port),
with durability off (the tests need none of it). Besides the trusted `journal`
user, the role `guarded` needs its password (scram-sha-256), for the tests of
PGPASSWORD and ~/.pgpass.
"""

from __future__ import annotations

import glob
import os
import random
import shutil
import subprocess
import tempfile
from pathlib import Path

GUARDED_PASSWORD = "s3cret-Tavolo-9f2c"
FAST = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"


def server_bin() -> Path:
    """The folder of pg_ctl and initdb (Debian: /usr/lib/postgresql/N/bin)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    pg_ctl = found[-1] if found else shutil.which("pg_ctl")
    if not pg_ctl:
        raise RuntimeError(
            "no PostgreSQL server to test with: apt-get install postgresql "
            "(.ci/run installs it)"
        )
    return Path(pg_ctl).resolve().parent


def scratch() -> str | None:
    """A memory-backed folder when there is one (a server's files need no disk)."""
    shm = Path("/dev/shm")
    return str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None


OWNER = "made-by.pid"  # the pid of the test process that made the folder


def forget_dead_servers(where: str | None) -> None:
    """Remove the folders of servers whose test run was killed: they sit in
    memory (/dev/shm) until a reboot, gigabytes each, and filled it once.

    A folder is judged by the process that made it, never by the server's own
    postmaster.pid: while initdb runs, each of its short-lived bootstrap
    backends writes that file and exits, so a concurrent run read a pid already
    gone and removed a cluster being made (CI failed on it once)."""
    for folder in Path(where or tempfile.gettempdir()).glob("journal-pg-*"):
        try:
            pid = int((folder / OWNER).read_text())
        except (OSError, ValueError):
            continue  # being made, or not ours to judge
        if pid == os.getpid():
            continue
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            shutil.rmtree(folder, ignore_errors=True)
        except PermissionError:
            pass  # alive, another user's


class Server:
    """durable=True (benchmarks): on disk, commits flushed, as a real server."""

    def __init__(self, durable: bool = False) -> None:
        self.bin = server_bin()
        self.durable = durable
        where = None if durable else scratch()
        forget_dead_servers(where)
        self.dir = Path(tempfile.mkdtemp(prefix="journal-pg-", dir=where))
        (self.dir / OWNER).write_text(str(os.getpid()))
        self.port = random.randint(20000, 60000)  # names the socket file only
        self.made: list[str] = []  # databases to drop when their test ends
        self.as_owner: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
            self.as_owner = ["runuser", "-u", "postgres", "--"]
        self.dir.chmod(0o700)

    def start(self) -> Server:
        """Make the cluster and start it; on any failure leave nothing behind."""
        try:
            return self._start()
        except BaseException:
            self.stop()
            raise

    def _start(self) -> Server:
        data = self.dir / "data"
        self._run("initdb", "-D", data, "-U", "journal", "--auth=trust", "-N")
        hba = data / "pg_hba.conf"
        hba.write_text("local all guarded scram-sha-256\n" + hba.read_text())
        options = f"-c listen_addresses='' -k {self.dir} -p {self.port}"
        options += "" if self.durable else f" {FAST}"
        log = self.dir / "server.log"
        self.options = options
        self._run("pg_ctl", "-D", data, "-l", log, "-w", "-o", options, "start")
        self.sql(f"CREATE ROLE guarded LOGIN PASSWORD '{GUARDED_PASSWORD}'")
        return self

    def restart(self) -> None:
        """Stop the server (its connections dropped) and start it again."""
        data, log = self.dir / "data", self.dir / "server.log"
        self._run("pg_ctl", "-D", data, "-m", "fast", "-w", "stop")
        self._run("pg_ctl", "-D", data, "-l", log, "-w", "-o", self.options, "start")

    def stop(self) -> None:
        try:
            if (self.dir / "data" / "postmaster.pid").exists():
                self._run("pg_ctl", "-D", self.dir / "data", "-m", "fast", "-w", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)

    def new_database(self, owner: str = "journal", template: str = "") -> str:
        name = f"t{random.getrandbits(48):012x}"
        copy = f" TEMPLATE {template} STRATEGY FILE_COPY" if template else ""
        self.sql(f"CREATE DATABASE {name} OWNER {owner}{copy}")
        self.made.append(name)
        return name

    def keep(self, name: str) -> str:
        """Keep `name` past its test (a template later tests copy)."""
        self.made.remove(name)
        return name

    def drop_made(self) -> None:
        """Drop the databases made since the last call: a session's tests make
        hundreds, 8 MB each, and the server's folder is in memory."""
        made, self.made = self.made, []
        for name in made:
            self.sql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def url(self, dbname: str, user: str = "journal") -> str:
        return f"postgresql://{user}@/{dbname}?host={self.dir}&port={self.port}"

    def connect(self, dbname: str = "postgres"):
        import psycopg

        where = {"host": str(self.dir), "port": self.port, "user": "journal"}
        return psycopg.connect(**where, dbname=dbname, autocommit=True)

    def sql(self, statement: str, dbname: str = "postgres"):
        with self.connect(dbname) as conn:
            cursor = conn.execute(statement)
            return cursor.fetchall() if cursor.description else None

    def _run(self, program: str, *args) -> None:
        command = [*self.as_owner, str(self.bin / program), *map(str, args)]
        done = subprocess.run(command, capture_output=True, text=True, cwd=self.dir)
        if done.returncode:
            log = self.dir / "server.log"
            tail = log.read_text()[-2000:] if log.exists() else ""
            raise RuntimeError(f"{program} failed:\n{done.stderr}\n{tail}")


class PgStore:
    """What makes a test `Table` record into a database of the test server: the
    database is made when the table is first used (or copied from a template)."""

    def __init__(self, server: Server, dbname: str = "") -> None:
        from click.testing import CliRunner

        self.runner = CliRunner()
        self.server, self._dbname = server, dbname

    @property
    def dbname(self) -> str:
        if not self._dbname:
            self._dbname = self.server.new_database()
        return self._dbname

    @property
    def store(self) -> str:
        return self.server.url(self.dbname)

    def copy_of(self, template: str):
        """This table, on a copy of the database `template`."""
        self._dbname = self.server.new_database(template=template)
        return self

    def app_env(self) -> dict:
        from journal.stores.postgres import app_env
        from journal.stores.url import parse_url

        return app_env(parse_url(self.store))

    def event_count(self) -> int:
        with self.server.connect(self.dbname) as db:
            if not db.execute("select to_regclass('journal_events')").fetchone()[0]:
                return 0
            return db.execute("select count(*) from journal_events").fetchone()[0]
