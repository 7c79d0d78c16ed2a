#!/usr/bin/env python3
"""Benchmarks crew against its peers on the same data, side by side in one run.

Peers: the sqlite3 shell running the equivalent statement on a copy of crew's own database
file (the floor for an SQLite-backed tool), and Taskwarrior 2.6 (`task`). For each size, each
operation runs REPEAT times per tool, interleaved, and the median wall time is reported with
the ratios crew/sqlite3 and task/crew. Peak memory (max RSS) of `list` shows whether it stays
flat as the data grows. Numbers on a shared machine are noisy: read the ratios, not the times.

With CREW_BENCH_POSTGRES_URL set (make bench runs this under Scripts/with-postgres.sh), a second
table compares crew on a PostgreSQL store with psql running the equivalent statement on the same
database, both connecting afresh for each command, as a person's commands do.

Every command is timed as a direct child of this script (posix_spawn and wait4, the monotonic
clock, no shell and no wrapper), crew and its peers interleaved; peak memory comes from separate
runs under GNU time. The peers' statements are checked to print, byte for byte, what crew prints.
The table is printed and the run written as JSON (--json).

Usage: bench.py CREW_BINARY [--sizes 10000,1000000] [--repeat 15] [--task-max 10000] [--json FILE]
Taskwarrior is skipped above --task-max items (it takes minutes to import and list more).
"""
import argparse
import glob
import json
import os
import shutil
import statistics
import tempfile
import time

WORDS = ["milk", "bread", "review", "patch", "call", "bike", "garden", "invoice", "tea", "report"]

# Each peer's binary, resolved once in main() and named in the run's header: the program itself,
# never a script in front of it (Debian's /usr/bin/psql is pg_wrapper, a Perl script whose start
# costs more than psql's own; timing it measured Perl).
PEERS = {"sqlite3": "sqlite3", "task": "task", "psql": "psql"}


def is_script(path):
    """Whether `path` is a script (it starts with #!): an interpreter runs it, not the program."""
    with open(path, "rb") as handle:
        return handle.read(2) == b"#!"


def peer_binary(name, preferred=()):
    """The peer's executable: the first of `preferred` that exists, else the one on PATH; a script
    is refused, naming it, so that no table times an interpreter in front of the peer."""
    for path in list(preferred) + [shutil.which(name)]:
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            real = os.path.realpath(path)
            if is_script(real):
                with open(real, "rb") as handle:
                    first = handle.readline().decode("utf-8", "replace").strip()
                raise SystemExit(f"error: {path} is a script ({first}), not {name} itself: "
                                 f"the bench times programs, not the interpreters in front of them")
            return real
    return None


def cluster_psql():
    """The psql beside the initdb the Unix-socket cluster uses (the newest /usr/lib/postgresql/N):
    the binary pg_wrapper would run."""
    initdb = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return [os.path.join(os.path.dirname(initdb[-1]), "psql")] if initdb else []



# The columns crew's TSV appends (due day, priority, tags), computed the same way in SQL, so
# that sqlite3 prints what crew prints.
PLANNING_COLUMNS = (
    "date(due * 86400, 'unixepoch'), CASE priority WHEN 0 THEN 'high' WHEN 1 THEN 'medium' WHEN 2 THEN 'low' END, "
    "replace(replace(replace(tags, '[', ''), ']', ''), '\"', '')"
)

# The peers' writes store what crew's do, so that each side updates the same indexes: an add
# writes the name's search key (the full-text and name indexes), the creation time and a new
# identity (its unique index); a done writes the completion time.
SQLITE_ADD = (
    "INSERT INTO items (name, name_key, is_completed, created_at, uuid) "
    "SELECT 'bench milk', 'bench milk', 0, unixepoch(), lower(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' "
    "|| substr(h, 14, 3) || '-a' || substr(h, 18, 3) || '-' || substr(h, 21, 12)) FROM (SELECT hex(randomblob(16)) AS h)"
)


def spawn(command, env=None, stdin=None, stdout=os.devnull):
    """Runs a command to the end as a direct child (posix_spawn, no shell, no wrapper) and returns
    its wall time on the monotonic clock, in seconds. Standard output goes to `stdout`.

    No /usr/bin/time around it: a wrapper adds its own start (about 1.5 ms) to both columns and
    pulls every ratio towards 1. Peak memory is measured in separate runs (`peak_memory`).
    """
    work = tempfile.mkdtemp(prefix="crew-run-")
    input_path, error_path = os.path.join(work, "in"), os.path.join(work, "err")
    with open(input_path, "w") as handle:
        handle.write(stdin or "")
    actions = [(os.POSIX_SPAWN_OPEN, 0, input_path, os.O_RDONLY, 0),
               (os.POSIX_SPAWN_OPEN, 1, stdout, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600),
               (os.POSIX_SPAWN_OPEN, 2, error_path, os.O_WRONLY | os.O_CREAT, 0o600)]
    start = time.perf_counter()
    pid = os.posix_spawnp(command[0], command, env if env is not None else os.environ, file_actions=actions)
    _, status, _ = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    with open(error_path) as handle:
        errors = handle.read()
    shutil.rmtree(work, ignore_errors=True)
    if status != 0:
        raise SystemExit(f"failed ({status}): {' '.join(command)}: {errors[:300]}")
    return elapsed


def bench_bulk_done(arguments, url_for, size):
    """`seq 1 N | crew items done - --yes` on a store of N pending items, on PostgreSQL and on
    SQLite: the seconds and the peak memory of one run each (GNU time), as N grows."""
    env = dict(os.environ, NO_COLOR="1")
    env.pop("CREW_API_URL", None)
    ids = "".join(f"{i}\n" for i in range(1, size + 1))
    work = tempfile.mkdtemp(prefix="crew-bulk-")
    database = f"bulk_{size}_{os.getpid()}"
    run([PEERS["psql"], url_for("postgres"), "-qc", f"CREATE DATABASE {database}"])
    stores = {"postgres": url_for(database), "sqlite": os.path.join(work, "bulk.sqlite3")}
    for store, location in stores.items():
        crew = [arguments.crew, "--store", location]
        run(crew + ["items", "import", "-"], env=env, stdin=items_tsv(size))
        report = os.path.join(work, f"{store}.time")
        seconds = spawn(["/usr/bin/time", "-f", "%M", "-o", report] + crew + ["items", "done", "-", "--yes"],
                        env=env, stdin=ids)
        with open(report) as handle:
            max_rss = int(handle.read().split()[-1])
        pending = output_of(crew + ["items", "list", "--pending"], env=env).count(b"\n")
        if pending:
            raise SystemExit(f"bulk done on {store} left {pending} of {size} items pending")
        record({"operation": "bulk done", "store": store, "size": size, "seconds": seconds, "crew_max_rss_kib": max_rss})
        print(f"{size:>8} {store:<10} {seconds:9.2f} {max_rss:>8} KiB", flush=True)
    run([PEERS["psql"], url_for("postgres"), "-qc", f"DROP DATABASE {database}"])
    shutil.rmtree(work, ignore_errors=True)


def peak_memory(command, env=None, stdin=None):
    """The command's peak memory (max RSS) in KiB, from GNU time in a run of its own.

    Not from this process's wait4: Linux carries a process's high-water mark across exec, so a
    child started from this (large) Python process would report Python's size. GNU time is
    small, and its own child starts fresh.
    """
    work = tempfile.mkdtemp(prefix="crew-rss-")
    rss_path = os.path.join(work, "rss")
    spawn(["/usr/bin/time", "-f", "%M", "-o", rss_path] + command, env=env, stdin=stdin)
    with open(rss_path) as handle:
        max_rss = int(handle.read().split()[-1])
    shutil.rmtree(work, ignore_errors=True)
    return max_rss


def output_of(command, env=None, stdin=None):
    """What the command prints on standard output, as bytes."""
    work = tempfile.mkdtemp(prefix="crew-out-")
    path = os.path.join(work, "out")
    spawn(command, env=env, stdin=stdin, stdout=path)
    with open(path, "rb") as handle:
        printed = handle.read()
    shutil.rmtree(work, ignore_errors=True)
    return printed


def check_same_output(name, crew_command, peer_command, env):
    """The peer's statement must print, byte for byte, what crew prints: else the race is unfair."""
    mine, theirs = output_of(crew_command, env=env), output_of(peer_command, env=env)
    if mine != theirs:
        first = next((a, b) for a, b in zip(mine.splitlines() + [b""], theirs.splitlines() + [b""]) if a != b)
        raise SystemExit(f"{name}: the peer does not print what crew prints: {first[0]!r} against {first[1]!r}")


def run(command, env=None, stdin=None):
    """A set-up step (an import, a database): run to the end, its time of no interest."""
    spawn(command, env=env, stdin=stdin)


def timed(arguments, commands, env_for):
    """Each tool's median over `repeat` interleaved runs, in milliseconds; `commands` maps a tool
    to its command (or a function of the repetition). Each repetition starts with the next tool
    (crew first, then sqlite3 first, then task first…), so that no tool always follows the same
    one, and every run starts with nothing left to write back: an fsync on ext4 commits the
    file system's journal, and with it whatever the run before left pending (Taskwarrior writes
    its files without syncing them, and the tool after it paid for their metadata)."""
    times = {tool: [] for tool in commands}
    tools = list(commands)
    for repetition in range(arguments.repeat):
        for offset in range(len(tools)):
            tool = tools[(repetition + offset) % len(tools)]
            command = commands[tool]
            os.sync()
            times[tool].append(spawn(command(repetition) if callable(command) else command, env=env_for(tool)))
    return {tool: statistics.median(values) * 1000 for tool, values in times.items()}


def crew_memory(commands, env_for, repeat):
    """crew's peak memory: the median of three runs of its own (after the timed ones). The peers
    run the same repetitions, untimed, so that a write leaves every tool's data alike."""
    memory = []
    for k in range(3):
        for tool, command in commands.items():
            concrete = command(repeat + k) if callable(command) else command
            if tool == "crew":
                memory.append(peak_memory(concrete, env=env_for(tool)))
            else:
                spawn(concrete, env=env_for(tool))
    return int(statistics.median(memory))


def names(count):
    return [f"{WORDS[i % len(WORDS)]} item {i}" for i in range(count)]


def items_tsv(count):
    """The items as `crew items list` prints them (TSV): every third done, most with a due day,
    a priority and some a tag, so that the rows a listing prints carry every column."""
    priorities = ["high", "medium", "low", ""]
    lines = []
    for i, name in enumerate(names(count)):
        due = f"2027-01-{i % 28 + 1:02d}" if i % 4 else ""
        tags = "home,q1" if i % 5 == 0 else ("home" if i % 2 else "")
        lines.append(f"\t{'done' if i % 3 == 0 else 'pending'}\t\t{name}\t{due}\t{priorities[i % 4]}\t{tags}\n")
    return "".join(lines)


RESULTS = []


def record(row):
    """One line of the table, kept for the run's JSON file."""
    RESULTS.append(row)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("crew")
    parser.add_argument("--sizes", default="10000")
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--task-max", type=int, default=10000)
    parser.add_argument("--json", default=os.path.join(".build", "bench", "last-run.json"),
                        help="where the run's results are written (JSON)")
    parser.add_argument("--stores", default="sqlite,postgres",
                        help="which tables to run: sqlite (beside sqlite3 and task), postgres (beside psql)")
    arguments = parser.parse_args()
    stores = set(arguments.stores.split(","))
    for name, preferred in [("sqlite3", ()), ("task", ()), ("psql", cluster_psql())]:
        PEERS[name] = peer_binary(name, preferred)
    has_task = PEERS["task"] is not None
    has_sqlite = PEERS["sqlite3"] is not None
    print("peers: " + ", ".join(f"{name} = {path or 'not installed'}" for name, path in PEERS.items())
          + " (each the program itself, checked not to be a script; psql the cluster's own, beside its initdb)")
    print(f"crew: {arguments.crew}; {arguments.repeat} interleaved runs per tool and operation, each a direct "
          "child (posix_spawn, monotonic clock, no wrapper); medians in milliseconds; peak memory from "
          "3 separate runs under GNU time; each peer statement checked to print what crew prints")
    print(f"{'size':>8} {'operation':<8} {'crew':>9} {'sqlite3':>9} {'task':>9} {'crew/sqlite3':>13} {'task/crew':>10} {'crew maxRSS':>12}")
    for size in [int(s) for s in arguments.sizes.split(",")] if "sqlite" in stores else []:
        bench_size(arguments, size, has_task and size <= arguments.task_max, has_sqlite)
    server = os.environ.get("CREW_BENCH_POSTGRES_URL") if "postgres" in stores else None
    if server and PEERS["psql"]:
        print()
        print("PostgreSQL store over TCP (password, TLS where the cluster offers it): crew --store URL "
              "against psql on the same database")
        print(f"{'size':>8} {'operation':<8} {'crew':>9} {'psql':>9} {'crew/psql':>10} {'crew maxRSS':>12}")
        for size in [int(s) for s in arguments.sizes.split(",")]:
            bench_postgres(arguments, lambda database: server.rsplit("/", 1)[0] + "/" + database, size, "tcp")
        print()
        print("Bulk done of every id from standard input (seq 1 N | crew items done - --yes), one run each, "
              "time and peak memory from GNU time; SQLite beside PostgreSQL")
        print(f"{'ids':>8} {'store':<10} {'seconds':>9} {'maxRSS':>12}")
        for size in [int(s) for s in os.environ.get("BENCH_BULK_SIZES", "1000,10000,100000").split(",")]:
            bench_bulk_done(arguments, lambda database: server.rsplit("/", 1)[0] + "/" + database, size)
    else:
        print("(no PostgreSQL over TCP: run through make bench, which starts a throwaway cluster)")
    with UnixSocketCluster() as cluster:
        if "postgres" not in stores:
            pass
        elif cluster.url_for:
            print()
            print("PostgreSQL store over a Unix socket (a throwaway cluster of its own, trust authentication): "
                  "crew --store URL against psql on the same database")
            print(f"{'size':>8} {'operation':<8} {'crew':>9} {'psql':>9} {'crew/psql':>10} {'crew maxRSS':>12}")
            for size in [int(s) for s in arguments.sizes.split(",")]:
                bench_postgres(arguments, cluster.url_for, size, "unix")
        else:
            print(f"(no PostgreSQL over a Unix socket: {cluster.reason})")
    os.makedirs(os.path.dirname(os.path.abspath(arguments.json)), exist_ok=True)
    with open(arguments.json, "w") as handle:
        json.dump({"crew": arguments.crew, "repeat": arguments.repeat, "results": RESULTS}, handle, indent=1)
    print(f"Results: {arguments.json}")


# The columns crew's TSV prints, computed the same way in SQL on PostgreSQL.
POSTGRES_COLUMNS = (
    "id, CASE is_completed WHEN 1 THEN 'done' ELSE 'pending' END, owner_id, name, "
    "to_char(date '1970-01-01' + due, 'YYYY-MM-DD'), "
    "CASE priority WHEN 0 THEN 'high' WHEN 1 THEN 'medium' WHEN 2 THEN 'low' END, "
    "(SELECT string_agg(tag, ',') FROM jsonb_array_elements_text(tags) AS tag)"
)


class UnixSocketCluster:
    """A PostgreSQL cluster of the bench's own, reached over a Unix socket with trust
    authentication (no password, no TLS): what is left is crew's own cost and psql's. initdb runs
    as the postgres user when the bench runs as root (PostgreSQL refuses to run as root)."""

    def __init__(self):
        self.url_for = None
        self.reason = ""
        self.folder = None

    def __enter__(self):
        binaries = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        if not binaries:
            self.reason = "no initdb (apt-get install postgresql)"
            return self
        bin_dir = os.path.dirname(binaries[-1])
        self.folder = tempfile.mkdtemp(prefix="crew-bench-pg-")
        as_owner = []
        if os.geteuid() == 0:
            import pwd
            owner = pwd.getpwnam("postgres")
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)
            as_owner = ["runuser", "-u", "postgres", "--"]
        self.pg_ctl = as_owner + [os.path.join(bin_dir, "pg_ctl"), "-D", os.path.join(self.folder, "data")]
        try:
            run(as_owner + [os.path.join(bin_dir, "initdb"), "-D", os.path.join(self.folder, "data"), "-A", "trust",
                            "-U", "postgres", "--no-sync"])
            run(self.pg_ctl + ["-w", "-l", os.path.join(self.folder, "log"), "-o",
                               f"-k {self.folder} -c listen_addresses='' -c fsync=off", "start"])
        except (OSError, SystemExit) as error:
            self.reason = f"the cluster did not start: {error}"
            return self
        folder = self.folder
        self.url_for = lambda database: f"postgresql://postgres@/{database}?host={folder}"
        return self

    def __exit__(self, *exception):
        if self.url_for:
            run(self.pg_ctl + ["-w", "-m", "fast", "stop"])
        if self.folder:
            shutil.rmtree(self.folder, ignore_errors=True)


def bench_postgres(arguments, url_for, size, connection):
    """The same data and operations on a PostgreSQL store, each size in a database of its own."""
    database = f"bench_{size}_{os.getpid()}"
    server = url_for("postgres")
    run([PEERS["psql"], server, "-qc", f"CREATE DATABASE {database}"])
    url = url_for(database)
    env = dict(os.environ, NO_COLOR="1")
    env.pop("CREW_API_URL", None)
    crew = [arguments.crew, "--store", url]
    run(crew + ["items", "import", "-"], env=env, stdin=items_tsv(size))
    run([PEERS["psql"], url, "-qc", "VACUUM ANALYZE crew.items"])
    pending = [i + 1 for i in range(size) if i % 3 != 0]
    psql = [PEERS["psql"], url, "-X", "-q", "-A", "-t", "-F", "\t", "-c"]
    operations = {
        "add": (
            crew + ["items", "add", "bench milk"],
            psql + ["INSERT INTO crew.items (name, name_key, created_at, uuid) "
                    "VALUES ('bench milk', 'bench milk', extract(epoch FROM now())::bigint, gen_random_uuid())"]),
        "done": (
            lambda r: crew + ["items", "done", str(pending[len(pending) // 2 + r])],
            lambda r: psql + ["UPDATE crew.items SET is_completed = 1, completed_at = extract(epoch FROM now())::bigint "
                              f"WHERE id = {pending[len(pending) // 3 + r]}"]),
        "list": (
            crew + ["items", "list"],
            psql + [f"SELECT {POSTGRES_COLUMNS} FROM crew.items ORDER BY is_completed, id"]),
        "search": (
            crew + ["items", "list", "--search", "invoice item 4"],
            psql + [f"SELECT {POSTGRES_COLUMNS} FROM crew.items WHERE name_key LIKE '%invoice item 4%' ORDER BY is_completed, id"]),
    }
    for name, (crew_command, psql_command) in operations.items():
        if name in ("list", "search"):
            check_same_output(name, crew_command, psql_command, env)
        medians = timed(arguments, {"crew": crew_command, "psql": psql_command}, lambda tool: env)
        memory = crew_memory({"crew": crew_command, "psql": psql_command}, lambda tool: env, arguments.repeat)
        record({"store": "postgres", "connection": connection, "size": size, "operation": name, "crew_ms": medians["crew"],
                "psql_ms": medians["psql"], "crew_over_psql": medians["crew"] / medians["psql"],
                "crew_max_rss_kib": memory})
        print(f"{size:>8} {name:<8} {medians['crew']:9.1f} {medians['psql']:9.1f} "
              f"{medians['crew'] / medians['psql']:>9.2f}x {memory:>9} KiB", flush=True)
    run([PEERS["psql"], server, "-qc", f"DROP DATABASE {database}"])


def bench_size(arguments, size, with_task, with_sqlite):
    work = tempfile.mkdtemp(prefix="crew-bench-")
    try:
        store = os.path.join(work, "crew.sqlite3")
        env = dict(os.environ, CREW_STORE=store, NO_COLOR="1")
        env.pop("CREW_API_URL", None)
        # Every third item is done, so listings have both groups.
        run([arguments.crew, "items", "import", "-"], env=env, stdin=items_tsv(size))
        peer_db = os.path.join(work, "peer.sqlite3")
        shutil.copy(store, peer_db)
        task_env = None
        if with_task:
            task_env = setup_task(work, size)

        # Each repetition of "done" marks a different pending item (crew and sqlite3 by id; task by
        # its working-set number, which only pending tasks have).
        pending = [i + 1 for i in range(size) if i % 3 != 0]
        operations = {
            # Start-up alone: what every short command pays before it does anything.
            "version": (
                [arguments.crew, "--version"],
                [PEERS["sqlite3"], ":memory:", "select 1"],
                [PEERS["task"], "--version"]),
            "add": (
                [arguments.crew, "items", "add", "bench milk"],
                [PEERS["sqlite3"], peer_db, SQLITE_ADD],
                [PEERS["task"], "add", "bench milk"]),
            "done": (
                lambda r: [arguments.crew, "items", "done", str(pending[len(pending) // 2 + r])],
                lambda r: [PEERS["sqlite3"], peer_db, "UPDATE items SET is_completed = 1, completed_at = unixepoch() "
                           f"WHERE id = {pending[len(pending) // 2 + r]}"],
                lambda r: [PEERS["task"], str(r + 1), "done"]),
            "list": (
                [arguments.crew, "items", "list"],
                [PEERS["sqlite3"], "-tabs", peer_db,
                 "SELECT id, CASE is_completed WHEN 1 THEN 'done' ELSE 'pending' END, owner_id, name, "
                 + PLANNING_COLUMNS + " FROM items ORDER BY is_completed, id"],
                [PEERS["task"], "rc.verbose=nothing", "rc.defaultwidth=0", "list"]),
            "search": (
                [arguments.crew, "items", "list", "--search", "invoice item 4"],
                [PEERS["sqlite3"], "-tabs", peer_db,
                 "SELECT id, CASE is_completed WHEN 1 THEN 'done' ELSE 'pending' END, owner_id, name, "
                 + PLANNING_COLUMNS + " FROM items WHERE id IN "
                 "(SELECT rowid FROM items_search WHERE items_search MATCH '\"invoice item 4\"') "
                 "ORDER BY is_completed, id"],
                [PEERS["task"], "rc.verbose=nothing", "rc.defaultwidth=0", "/invoice item 4/", "list"]),
        }
        for name, (crew_command, sqlite_command, task_command) in operations.items():
            if with_sqlite and name in ("list", "search"):
                check_same_output(name, crew_command, sqlite_command, env)
            commands = {"crew": crew_command}
            if with_sqlite:
                commands["sqlite3"] = sqlite_command
            if task_env:
                commands["task"] = task_command
            env_for = lambda tool: task_env if tool == "task" else env
            medians = timed(arguments, commands, env_for)
            memory = crew_memory(commands, env_for, arguments.repeat)
            ratio = medians["crew"] / medians["sqlite3"] if "sqlite3" in medians else None
            task_ratio = medians["task"] / medians["crew"] if "task" in medians else None
            record({"store": "sqlite", "size": size, "operation": name, "crew_ms": medians["crew"],
                    "sqlite3_ms": medians.get("sqlite3"), "task_ms": medians.get("task"),
                    "crew_over_sqlite3": ratio, "task_over_crew": task_ratio, "crew_max_rss_kib": memory})
            show = lambda value: f"{value:9.1f}" if value is not None else f"{'-':>9}"
            print(f"{size:>8} {name:<8} {show(medians['crew'])} {show(medians.get('sqlite3'))} "
                  f"{show(medians.get('task'))} {(f'{ratio:.2f}x' if ratio else '-'):>13} "
                  f"{(f'{task_ratio:.1f}x' if task_ratio else '-'):>10} {memory:>9} KiB", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def setup_task(work, size):
    data = os.path.join(work, "task")
    os.makedirs(data)
    rc = os.path.join(work, "taskrc")
    with open(rc, "w") as handle:
        handle.write(f"data.location={data}\nconfirmation=off\nverbose=nothing\nhooks=off\ngc=off\nnews.version=2.6.0\n")
    env = dict(os.environ, TASKRC=rc, TASKDATA=data)
    tasks = [{"description": name, "status": "completed" if i % 3 == 0 else "pending", "entry": "20260101T000000Z",
              **({"end": "20260101T000000Z"} if i % 3 == 0 else {})} for i, name in enumerate(names(size))]
    path = os.path.join(work, "tasks.json")
    with open(path, "w") as handle:
        json.dump(tasks, handle)
    run([PEERS["task"], "import", path], env=env)
    return env


if __name__ == "__main__":
    main()
