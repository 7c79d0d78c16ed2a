#!/usr/bin/env python3
"""Two crew binaries side by side on SQLite stores of the same items: is a change faster or slower?

Each binary imports the items into a store of its own (so that an older crew reads the schema it
made), then each operation runs PAIRS times per binary, interleaved and alternating which goes
first, every run a direct child with an environment built from nothing (its own HOME and XDG_*
folders). Prints, per operation, both medians, their ratio (new/old) and the median of the pairs'
own ratios, which drifts less when the machine's speed moves during the run.

Usage: bench_ab.py OLD_CREW NEW_CREW [--size 10000] [--pairs 25] [--operations version,add,...]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

import bench

OPERATIONS = {
    "version": lambda pending, r: ["--version"],
    "add": lambda pending, r: ["items", "add", "bench milk"],
    "done": lambda pending, r: ["items", "done", str(pending[len(pending) // 2 + r])],
    "list": lambda pending, r: ["items", "list"],
    "search": lambda pending, r: ["items", "list", "--search", "invoice item 4"],
    "show": lambda pending, r: ["items", "show", str(pending[r])],
}


def environment(home):
    """Only what crew needs, every folder inside `home`: nothing of the caller's is read."""
    return {"PATH": "/usr/bin:/bin", "HOME": home, "XDG_CONFIG_HOME": home + "/config",
            "XDG_DATA_HOME": home + "/data", "XDG_STATE_HOME": home + "/state",
            "XDG_CACHE_HOME": home + "/cache", "CREW_STORE": home + "/crew.sqlite3", "NO_COLOR": "1"}


def timed(command, env):
    start = time.perf_counter()
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--size", type=int, default=10000)
    parser.add_argument("--pairs", type=int, default=25)
    parser.add_argument("--operations", default=",".join(OPERATIONS))
    arguments = parser.parse_args()
    names = arguments.operations.split(",")
    unknown = [name for name in names if name not in OPERATIONS]
    if unknown:
        raise SystemExit(f"error: unknown operation {unknown[0]} (the operations: {', '.join(OPERATIONS)})")
    work = tempfile.mkdtemp(prefix="crew-ab-")
    try:
        binaries = {"old": arguments.old, "new": arguments.new}
        envs = {}
        for tag, binary in binaries.items():
            os.makedirs(os.path.join(work, tag))
            envs[tag] = environment(os.path.join(work, tag))
            subprocess.run([binary, "items", "import", "-"], env=envs[tag], input=bench.items_tsv(arguments.size),
                           text=True, stdout=subprocess.DEVNULL, check=True)
        pending = [i + 1 for i in range(arguments.size) if i % 3 != 0]
        print(f"{arguments.size} items, {arguments.pairs} interleaved pairs; medians in milliseconds")
        for name in names:
            times = {"old": [], "new": []}
            for r in range(arguments.pairs):
                for tag in (("old", "new") if r % 2 == 0 else ("new", "old")):
                    times[tag].append(timed([binaries[tag]] + OPERATIONS[name](pending, r), envs[tag]))
            old, new = statistics.median(times["old"]), statistics.median(times["new"])
            pairwise = statistics.median(b / a for a, b in zip(times["old"], times["new"]))
            print(f"{name:<8} old {old:8.2f}  new {new:8.2f}  new/old {new / old:5.3f}  pairwise {pairwise:5.3f}",
                  flush=True)
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
