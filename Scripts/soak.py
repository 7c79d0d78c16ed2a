#!/usr/bin/env python3
"""A soak of crew's concurrency, bounded in time (`make soak`; not part of `make test`).

Round after round, on SQLite, on PostgreSQL ($CREW_TEST_POSTGRES_URL, from with-postgres.sh) and
through the outbox against Scripts/fake-api.py: concurrent writers (adds, and completions of one
recurring item), concurrent syncs, and kill -9 of some of them mid-way. After every round the
invariants are checked, and the first one broken stops the soak with exit 1:

- no record lost: every add that said so (exit 0) is there; none doubled: each name at most once;
- ids unique; exactly one pending occurrence per recurring series;
- SQLite's PRAGMA integrity_check says ok;
- through the outbox, after a final sync: every title once on the server, and the cache lists
  what the server holds;
- a record damaged behind crew's back (a tab written into a name with sqlite3) stops a backup,
  which names it (exit 1), until it is repaired as the message says; then the backup holds
  every record listed;
- a direct add whose answer was lost (applied, then the connection closed) is not undone (the
  server holds it) and is on the server once after the syncs;
- against a server whose ids pass 2^53 - 1, the last crew holds, every add is on the server
  once: one answered with such an id says so and is never sent again; nothing waits.

Every crew runs with an environment built from nothing (HOME, XDG_*, PATH, TZ of the soak's own).
Usage: soak.py --crew BINARY [--seconds 180]
"""
import argparse
import contextlib
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.request

SCRIPTS = os.path.dirname(os.path.abspath(__file__))


class Broken(Exception):
    """An invariant the round broke."""


@contextlib.contextmanager
def removed_unless_broken(*folders):
    """The soak's folders, removed when the block ends with every invariant held, kept and named
    when one broke (what a person looks at next)."""
    try:
        yield
    except Broken as broken:
        raise Broken("%s (its files are kept: %s)" % (broken, ", ".join(folders))) from None
    for folder in folders:
        shutil.rmtree(folder, ignore_errors=True)


class Sandbox:
    """A folder of the soak's own and the environment every crew it starts gets."""

    def __init__(self, crew, store=None, api=None):
        self.root = tempfile.mkdtemp(prefix="crew-soak-")
        self.crew = crew
        self.environment = {
            "HOME": self.root,
            "XDG_DATA_HOME": self.root + "/data",
            "XDG_CACHE_HOME": self.root + "/cache",
            "XDG_CONFIG_HOME": self.root + "/config",
            "XDG_STATE_HOME": self.root + "/state",
            "PATH": "/usr/bin:/bin",
            "TZ": "UTC",
        }
        self.global_options = (["--store", store] if store else []) + (["--api-url", api] if api else [])

    def command(self, *arguments):
        return [self.crew] + self.global_options + list(arguments)

    def run(self, *arguments):
        return subprocess.run(
            self.command(*arguments), env=self.environment, capture_output=True, text=True, timeout=120)

    def start(self, *arguments):
        return subprocess.Popen(
            self.command(*arguments), env=self.environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True)

    def listing(self, *filters):
        """Every item as crew lists it: (id, name, done) rows."""
        run = self.run("items", "list", "--json=id,name,done", *filters)
        if run.returncode != 0:
            raise Broken("the listing failed: " + run.stderr.strip())
        return [(row["id"], row["name"], row["done"]) for row in json.loads(run.stdout)]


def storm(sandbox, round_number, writers, kills):
    """Writers adding items and completing one recurring item at once, some killed with SIGKILL.
    Returns the names of the adds that said they were stored."""
    series = "series %d" % round_number
    added = sandbox.run("items", "add", series, "--due", "2031-01-31", "--every", "month", "--json=id")
    if added.returncode != 0:
        raise Broken("adding the series failed: " + added.stderr.strip())
    series_id = str(json.loads(added.stdout)["id"])
    processes = []
    for writer in range(writers):
        name = "r%d w%d" % (round_number, writer)
        processes.append((name, sandbox.start("items", "add", name)))
        processes.append((None, sandbox.start("items", "done", series_id)))
    for _, process in random.sample(processes, min(kills, len(processes))):
        time.sleep(random.uniform(0, 0.02))
        process.send_signal(signal.SIGKILL)
    stored = set()
    for name, process in processes:
        process.communicate()
        if process.returncode == 0 and name is not None:
            stored.add(name)
        elif process.returncode not in (0, -signal.SIGKILL):
            raise Broken("a writer failed (exit %d) where none may" % process.returncode)
    return series, stored


def check_items(sandbox, series, stored):
    rows = sandbox.listing()
    ids = [row[0] for row in rows]
    if len(ids) != len(set(ids)):
        raise Broken("an id is listed twice")
    names = [row[1] for row in rows]
    for name in stored:
        if name not in names:
            raise Broken("lost: %s said it was stored" % name)
    doubled = sorted({name for name in names if names.count(name) > 1 and not name.startswith("series")})
    if doubled:
        raise Broken("doubled: " + ", ".join(doubled[:5]))
    pending = [row for row in rows if row[1] == series and not row[2]]
    if len(pending) != 1:
        raise Broken("%s has %d pending occurrences, not 1" % (series, len(pending)))
    return len(rows)


def soak_sqlite(crew, deadline, report):
    sandbox = Sandbox(crew)
    rounds = 0
    with removed_unless_broken(sandbox.root):
        while time.time() < deadline:
            rounds += 1
            series, stored = storm(sandbox, rounds, writers=8, kills=3)
            store = sandbox.root + "/data/crew/crew.sqlite3"
            damage_and_repair(sandbox, store, rounds)
            count = check_items(sandbox, series, stored)
            with sqlite3.connect(store) as database:
                verdict = database.execute("PRAGMA integrity_check").fetchone()[0]
            if verdict != "ok":
                raise Broken("integrity_check: " + verdict)
    report("sqlite", rounds, count)


def damage_and_repair(sandbox, store, round_number):
    """A name damaged behind crew's back stops a backup naming the record; repaired as the
    message says, the backup holds every record the listing shows."""
    added = sandbox.run("items", "add", "damaged %d" % round_number, "--json=id")
    if added.returncode != 0:
        raise Broken("adding the record to damage failed: " + added.stderr.strip())
    item = json.loads(added.stdout)["id"]
    with sqlite3.connect(store, timeout=30) as database:
        database.execute("UPDATE items SET name = 'bad' || char(9) || 'name' WHERE id = ?", (item,))
    refused = sandbox.run("export", "-")
    if refused.returncode != 1 or ("item %d" % item) not in refused.stderr:
        raise Broken("a backup over damaged item %d: exit %d, %s" % (item, refused.returncode, refused.stderr.strip()))
    repaired = sandbox.run("items", "rename", str(item), "repaired %d" % round_number)
    if repaired.returncode != 0:
        raise Broken("the repair the message names failed: " + repaired.stderr.strip())
    backup = sandbox.run("export", "-")
    if backup.returncode != 0:
        raise Broken("the backup after the repair failed: " + backup.stderr.strip())
    if len(json.loads(backup.stdout)["items"]) != len(sandbox.listing()):
        raise Broken("the backup does not hold every record listed")


def soak_postgres(crew, deadline, report):
    url = os.environ.get("CREW_TEST_POSTGRES_URL")
    if not url:
        raise Broken("no PostgreSQL: run through Scripts/with-postgres.sh (make soak does)")
    sandbox = Sandbox(crew, store=url)
    rounds = 0
    with removed_unless_broken(sandbox.root):
        while time.time() < deadline:
            rounds += 1
            series, stored = storm(sandbox, rounds, writers=12, kills=4)
            count = check_items(sandbox, series, stored)
    report("postgres", rounds, count)


def soak_outbox(crew, deadline, report):
    folder = tempfile.mkdtemp(prefix="crew-soak-api-")
    seed, faults = folder + "/seed.json", folder + "/faults"
    with open(seed, "w") as file:
        json.dump({"users": [{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}], "todos": []}, file)
    server = subprocess.Popen(
        [sys.executable, SCRIPTS + "/fake-api.py", "--port", "0", "--seed", seed, "--faults", faults],
        # A killed client leaves the server a broken pipe to report: expected here, not shown.
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = "http://127.0.0.1:" + server.stdout.readline().split()[-1]
        sandbox = Sandbox(crew, api=url)
        with removed_unless_broken(folder, sandbox.root):
            rounds, titles = soak_outbox_rounds(sandbox, url, faults, deadline)
        report("outbox", rounds, len(titles))
    finally:
        server.terminate()
        server.wait()


def soak_outbox_rounds(sandbox, url, faults, deadline):
    """Offline adds, then syncs at once, two of them killed, then a final sync: every add once on
    the server, the cache as the server, nothing waiting. Returns the rounds and the titles added."""
    play = lambda mode: open(faults, "w").write(mode + "\n")
    sandbox.run("items", "list")
    rounds, titles = 0, set()
    while time.time() < deadline:
        rounds += 1
        # A direct add applied unanswered: kept as possibly sent, never undone while the server
        # holds it, and on the server once after the syncs.
        play("unanswered")
        lost = "u%d" % rounds
        if sandbox.run("items", "add", lost).returncode != 0:
            raise Broken("an add whose answer was lost failed")
        play("")
        titles.add(lost)
        if sandbox.run("undo").returncode != 1:
            raise Broken("the undo of an add the server holds (its answer lost) was not refused")
        play("close")
        adds = [("o%d-%d" % (rounds, n), sandbox.start("items", "add", "o%d-%d" % (rounds, n))) for n in range(10)]
        for name, process in adds:
            process.communicate()
            if process.returncode == 0:
                titles.add(name)
        play("")
        syncs = [sandbox.start("sync") for _ in range(4)]
        for process in random.sample(syncs, 2):
            time.sleep(random.uniform(0, 0.05))
            process.send_signal(signal.SIGKILL)
        for process in syncs:
            process.communicate()
        final = sandbox.run("sync")
        if final.returncode != 0:
            raise Broken("the final sync failed: " + final.stderr.strip())
        with urllib.request.urlopen(url + "/todos") as answer:
            server_titles = [todo["title"] for todo in json.load(answer)]
        for title in titles:
            if server_titles.count(title) != 1:
                raise Broken("%s is on the server %d times" % (title, server_titles.count(title)))
        cached = sorted(row[1] for row in sandbox.listing())
        if cached != sorted(server_titles):
            raise Broken("the cache lists %d items, the server holds %d" % (len(cached), len(server_titles)))
        if "Nothing waits" not in sandbox.run("sync", "--status").stdout:
            raise Broken("changes still wait after the final sync")
    return rounds, titles


def soak_ids(crew, deadline, report):
    """Adds against a server whose ids run past 2^53 - 1: every title on the server once, and
    nothing waits to be sent again."""
    folder = tempfile.mkdtemp(prefix="crew-soak-ids-")
    seed = folder + "/seed.json"
    with open(seed, "w") as file:
        json.dump({"users": [{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}],
                   "todos": [{"id": 9007199254740989, "userId": 1, "title": "near the top", "completed": False}]},
                  file)
    server = subprocess.Popen(
        [sys.executable, SCRIPTS + "/fake-api.py", "--port", "0", "--seed", seed],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = "http://127.0.0.1:" + server.stdout.readline().split()[-1]
        sandbox = Sandbox(crew, api=url)
        rounds = 0
        with removed_unless_broken(folder, sandbox.root):
            while time.time() < deadline:
                rounds += 1
                title = "id%d" % rounds
                added = sandbox.run("items", "add", title)
                if added.returncode != 0 and "crew cannot hold its answer" not in added.stderr:
                    raise Broken("an add past the ids crew holds: exit %d, %s" % (added.returncode, added.stderr.strip()))
                for _ in range(2):
                    if sandbox.run("sync").returncode != 0:
                        raise Broken("a sync past the ids crew holds failed")
                with urllib.request.urlopen(url + "/todos") as answer:
                    server_titles = [todo["title"] for todo in json.load(answer)]
                if server_titles.count(title) != 1:
                    raise Broken("%s is on the server %d times" % (title, server_titles.count(title)))
                if "Nothing waits" not in sandbox.run("sync", "--status").stdout:
                    raise Broken("a change waits to be sent again")
        report("ids", rounds, rounds + 1)
    finally:
        server.terminate()
        server.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--crew", required=True)
    parser.add_argument("--seconds", type=float, default=180)
    options = parser.parse_args()
    share = options.seconds / 4

    def report(store, rounds, records):
        print("%-8s %3d rounds, %5d records, every invariant held" % (store, rounds, records), flush=True)

    try:
        for soak in (soak_sqlite, soak_postgres, soak_outbox, soak_ids):
            soak(options.crew, time.time() + share, report)
    except Broken as broken:
        print("SOAK FAILED: %s" % broken, flush=True)
        return 1
    print("Soak passed in %.0f s." % options.seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
