#!/usr/bin/env python3
"""crew against an API (Scripts/fake-api.py on 127.0.0.1), beside curl fetching the same pages.

curl is the floor: the wire and the JSON, nothing kept. Run against a server that pages as asked
and against one that ignores `_limit` (it sends everything at once), for crew's peak memory. For each command crew runs (`items
list`, `items list -n 10`, `sync`), the requests crew made are counted from the server's log,
and curl fetches exactly those URLs in one process (one connection, as crew keeps). Times are
medians of REPEAT interleaved runs, each a direct child (bench.py's `timed`); crew's peak memory
is measured in runs of its own. Every process gets an environment built from nothing.

With --flat SIZES (say 100000,1000000), it measures only crew's peak memory against a server that
ignores `_limit`, at each size: flat means the same few tens of MB whatever the size, since an
answer is read as it arrives and written into the cache a page at a time.

Usage: bench_api.py CREW_BINARY [--todos 10000] [--repeat 15] [--flat SIZES]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (the timing helpers)

SCRIPTS = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("crew")
    parser.add_argument("--todos", type=int, default=10000)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--flat", help="comma-separated sizes: peak memory only, server ignoring _limit")
    arguments = parser.parse_args()
    if arguments.flat:
        flat_memory(arguments.crew, [int(size) for size in arguments.flat.split(",")])
        return
    curl = shutil.which("curl")
    if curl is None:
        raise SystemExit("curl is not installed (apt-get install curl)")
    work = tempfile.mkdtemp(prefix="crew-bench-api-")
    seed, log = os.path.join(work, "seed.json"), os.path.join(work, "requests.log")
    write_seed(seed, arguments.todos)
    print(f"API mode, {arguments.todos:,} todos (fake-api.py on 127.0.0.1), medians of {arguments.repeat} pairs")
    try:
        for mode, flags in [("pages as asked", []), ("ignores _limit", ["--ignore-limit"])]:
            bench_server(arguments, curl, work, seed, log, mode, flags)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def write_seed(path, todos):
    """One user and `todos` todos, every third one done."""
    with open(path, "w") as handle:
        json.dump({
            "users": [{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}],
            "todos": [{"id": i, "userId": 1, "title": f"{bench.WORDS[i % len(bench.WORDS)]} todo {i}",
                       "completed": i % 3 == 0} for i in range(1, todos + 1)],
        }, handle)


def flat_memory(crew_binary, sizes):
    """crew's peak memory for each command against a server that ignores `_limit`, at each size."""
    print("peak memory against a server that ignores _limit (fake-api.py --ignore-limit), cache filled first")
    print(f"{'todos':>10}{'items list':>13}{'-n 10':>10}{'sync':>10}")
    for size in sizes:
        work = tempfile.mkdtemp(prefix="crew-bench-flat-")
        seed = os.path.join(work, "seed.json")
        write_seed(seed, size)
        server = subprocess.Popen(
            [sys.executable, os.path.join(SCRIPTS, "fake-api.py"), "--port", "0", "--seed", seed, "--ignore-limit"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            base = "http://127.0.0.1:" + server.stdout.readline().split()[-1]
            env = {"HOME": work, "XDG_CACHE_HOME": os.path.join(work, "cache"),
                   "XDG_DATA_HOME": os.path.join(work, "data"), "XDG_CONFIG_HOME": os.path.join(work, "config"),
                   "PATH": "/usr/bin:/bin", "NO_COLOR": "1"}
            crew = [crew_binary, "--api-url", base]
            bench.run(crew + ["sync"], env=env)
            memory = [bench.peak_memory(crew + command, env=env) / 1024
                      for command in (["items", "list"], ["items", "list", "-n", "10"], ["sync"])]
            print(f"{size:>10,}" + "".join(f"{value:>8.1f} MB" for value in memory))
        finally:
            server.terminate()
            server.wait()
            shutil.rmtree(work, ignore_errors=True)


def bench_server(arguments, curl, work, seed, log, mode, flags):
    """The three commands against one server, each beside curl fetching the pages crew asked for."""
    server = subprocess.Popen(
        [sys.executable, os.path.join(SCRIPTS, "fake-api.py"), "--port", "0", "--seed", seed, "--log", log] + flags,
        stdout=subprocess.PIPE, text=True)
    try:
        base = "http://127.0.0.1:" + server.stdout.readline().split()[-1]
        cache = os.path.join(work, "cache-" + str(len(flags)))
        env = {"HOME": work, "XDG_CACHE_HOME": cache, "XDG_DATA_HOME": os.path.join(work, "data"),
               "XDG_CONFIG_HOME": os.path.join(work, "config"), "PATH": "/usr/bin:/bin", "NO_COLOR": "1"}
        crew = [arguments.crew, "--api-url", base]
        bench.run(crew + ["items", "list"], env=env)  # the cache exists, as it does after a first use
        print(f"\nthe server {mode}")
        print(f"{'command':<22}{'requests':>9}{'crew ms':>10}{'curl ms':>10}{'crew/curl':>11}{'crew RSS':>11}")
        for name, command in [("items list", ["items", "list"]), ("items list -n 10", ["items", "list", "-n", "10"]),
                              ("sync", ["sync"])]:
            open(log, "w").close()
            bench.run(crew + command, env=env)
            with open(log) as handle:
                paths = [line.split(" ", 1)[1].strip() for line in handle if line.startswith("GET ")]
            requests = sum(1 for _ in open(log))
            fetch = [curl, "-s", "--fail"] + [arg for path in paths for arg in (base + path, "-o", "/dev/null")]
            times = bench.timed(arguments, {"crew": crew + command, "curl": fetch}, lambda tool: env)
            memory = bench.peak_memory(crew + command, env=env)
            print(f"{name:<22}{requests:>9}{times['crew']:>10.1f}{times['curl']:>10.1f}"
                  f"{times['crew'] / times['curl']:>10.2f}x{memory / 1024:>9.1f} MB")
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
