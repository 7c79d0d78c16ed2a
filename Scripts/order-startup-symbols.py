#!/usr/bin/env python3
"""Writes Apps/CLI/startup-symbols.order: the release crew's functions that its everyday commands
run, in the order the linker should lay them out (Scripts/build-release.sh passes the file to
lld's --symbol-ordering-file).

Why: a short command runs a few thousand functions spread over 11 MB of code, and every 64 KB
block it touches first is a page fault (about 5 us on this machine, where `items done` took 90
in crew's own code). Laid out side by side, they share blocks: 45 text faults, `crew --version`
0.81x and `items done` 0.93x the unordered build (A/B, 31 interleaved pairs).

How: each command below runs once under callgrind on a throwaway store, then the API commands
against Scripts/fake-api.py (each profiled on its second run, the cache filled); every crew
function with an executed instruction is listed, in the order the commands first ran them:
--version's (the start-up every command pays) first, then what each further command adds. Symbols the code no
longer has are skipped by the linker, and new functions are laid out after the listed ones, so a
stale file costs speed, never correctness; regenerate it after large changes:

    Scripts/order-startup-symbols.py        (needs valgrind: apt-get install valgrind)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import items_tsv  # noqa: E402  the bench's own items, so the store looks like its

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Apps", "CLI", "startup-symbols.order")

# The commands a person runs every day, and the bench measures; --version is start-up alone.
COMMANDS = [
    ["--version"],
    ["items", "add", "bench milk", "--due", "tomorrow", "--tag", "home"],
    ["items", "done", "2"],
    ["items", "list"],
    ["items", "list", "--search", "invoice item 4"],
    ["items", "show", "3"],
    ["items", "edit", "3", "--priority", "high"],
    ["users", "list"],
    ["log"],
    ["undo"],
]

# The same against an API (Scripts/fake-api.py on 127.0.0.1, a cache of its own): a listing's
# first page, a whole listing, and a sync, each run twice so that the second run is the everyday
# one (the cache already holds the pages, as it does after a first use).
API_COMMANDS = [
    ["items", "list", "-n", "10"],
    ["items", "list"],
    ["sync"],
]


def functions_run(callgrind_file):
    """The crew functions in one callgrind profile, in the order the file names them, each once.

    callgrind names an object or a function "(N) name" the first time and "(N)" after; `ob=` says
    whose code the `fn=` lines that follow are, and `cob=`/`cfn=` name a callee, not code that ran.
    """
    names, current, found = {}, None, []
    with open(callgrind_file) as handle:
        for line in handle:
            match = re.match(r"^(c?)(ob|fn)=\((\d+)\)(?: (.*))?", line)
            if not match:
                continue
            callee, kind, number, name = match.groups()
            if name:
                names[kind, number] = name.strip()
            if callee:
                continue
            if kind == "ob":
                current = names[kind, number]
            elif current and os.path.basename(current).startswith("crew"):
                found.append(names[kind, number])
    return [name for name in dict.fromkeys(found) if not name.startswith("0x")]


def main():
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is needed: apt-get install valgrind")
    binary = subprocess.run([os.path.join(ROOT, "Scripts", "build-release.sh")], check=True,
                            capture_output=True, text=True).stdout.strip()
    work = tempfile.mkdtemp(prefix="crew-order-")
    try:
        # Without its debug information, callgrind reads the binary in seconds instead of minutes.
        stripped = os.path.join(work, "crew")
        subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
        env = dict(os.environ, CREW_STORE=os.path.join(work, "crew.sqlite3"), NO_COLOR="1")
        env.pop("CREW_API_URL", None)
        subprocess.run([stripped, "items", "import", "-"], input=items_tsv(10000), text=True, env=env,
                       check=True, capture_output=True)
        ordered = []
        for number, arguments in enumerate(COMMANDS):
            profile = os.path.join(work, f"profile.{number}")
            subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}",
                            stripped] + arguments, env=env, check=True, capture_output=True)
            ordered += functions_run(profile)
            ordered = list(dict.fromkeys(ordered))
            print(f"{' '.join(arguments)}: {len(ordered)} functions so far", flush=True)
        ordered = run_against_api(stripped, work, ordered)
        with open(OUTPUT, "w") as handle:
            handle.write("\n".join(ordered) + "\n")
        print(f"{OUTPUT}: {len(ordered)} functions")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run_against_api(crew, work, ordered):
    """`ordered` with what the API commands add, each profiled on its second run."""
    seed = os.path.join(work, "seed.json")
    with open(seed, "w") as handle:
        json.dump({"users": [{"id": 1, "name": "Leanne Graham", "email": "sincere@april.biz"}],
                   "todos": [{"id": i, "userId": 1, "title": f"todo {i}", "completed": i % 3 == 0}
                             for i in range(1, 1001)]}, handle)
    server = subprocess.Popen(
        [sys.executable, os.path.join(ROOT, "Scripts", "fake-api.py"), "--port", "0", "--seed", seed],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = "http://127.0.0.1:" + server.stdout.readline().split()[-1]
        env = {"PATH": "/usr/bin:/bin", "HOME": work, "XDG_CACHE_HOME": os.path.join(work, "cache"),
               "XDG_DATA_HOME": os.path.join(work, "data"), "XDG_CONFIG_HOME": os.path.join(work, "config"),
               "NO_COLOR": "1"}
        for number, arguments in enumerate(API_COMMANDS):
            command = [crew, "--api-url", url] + arguments
            subprocess.run(command, env=env, check=True, capture_output=True)
            profile = os.path.join(work, f"profile.api.{number}")
            subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}"]
                           + command, env=env, check=True, capture_output=True)
            ordered = list(dict.fromkeys(ordered + functions_run(profile)))
            print(f"--api-url {' '.join(arguments)}: {len(ordered)} functions so far", flush=True)
        return ordered
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
