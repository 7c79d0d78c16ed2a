#!/usr/bin/env python3
"""crew ui measured through a pseudo-terminal, at each size: a key to the frame written for it.

For every key the bench writes it to the terminal and reads what crew draws until the terminal
has been quiet for a moment; the key's time is when the last byte of its answer arrived (the
quiet wait is not counted). Keys: a move (j), a search keystroke (each character of a query of
3 to 8 characters taken from the item names, timed from the third character on; the frame
counted is the one with the search's rows), and a toggle (Space: the optimistic row, then the
confirmed one), the last row (G, from the first; g back) and marking every item (V, then V to
clear). Bytes written per key show that a key redraws what changed, not the screen.
Peak memory is crew's VmHWM at the end. fzf filtering the same names for the same queries
(`fzf --filter`, a process per query) is the reference for the search keystroke.

Usage: bench_ui.py CREW_BINARY [--sizes 10000,1000000] [--repeat 15] [--store PATH]
"""
import argparse
import fcntl
import os
import pty
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (the names and items the other benches use)

QUIET_SECONDS = 0.25
# The status line of a 30-row terminal, where "Searching…" is written and cleared.
STATUS_ROW = b"\x1b[29;"


class Screen:
    """crew ui running at a pseudo-terminal of 100 by 30."""

    def __init__(self, crew, env):
        pid, fd = pty.fork()
        if pid == 0:
            os.execve(crew, [crew, "ui"], env)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        os.kill(pid, 28)  # SIGWINCH: the size set after the start is read again
        _, count = self.settle(timeout=120)
        if count == 0 or os.waitpid(pid, os.WNOHANG) != (0, 0):
            raise SystemExit(f"{crew} ui drew nothing: is it a crew with ui?")

    def settle(self, timeout=QUIET_SECONDS, since=None):
        """Reads until the terminal is quiet and no search is running; returns (seconds from
        `since` to the last byte, bytes). A search running is "Searching…" on the status line
        (row 29); the frame that clears that row ends it."""
        start = since if since is not None else time.perf_counter()
        last, count, wait, searching = None, 0, timeout, False
        while True:
            ready, _, _ = select.select([self.fd], [], [], 60 if searching else wait)
            if not ready:
                break
            try:
                data = os.read(self.fd, 65536)
            except OSError:  # EIO: crew has ended and closed the terminal
                data = b""
            if not data:
                break
            count += len(data)
            last = time.perf_counter()
            if "Searching…".encode() in data:
                searching = True
            elif searching and STATUS_ROW in data:
                searching = False
            wait = QUIET_SECONDS
        return ((last or start) - start), count

    def key(self, text):
        """Types `text`; returns (milliseconds to the last byte of the answer, bytes written)."""
        start = time.perf_counter()
        os.write(self.fd, text.encode())
        seconds, count = self.settle(since=start)
        return seconds * 1000, count

    def peak_memory_kb(self):
        with open(f"/proc/{self.pid}/status") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def quit(self):
        os.write(self.fd, b"q")
        self.settle(timeout=2)
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def queries(count):
    """Queries of 3 to 8 characters taken from the item names, spread over the store."""
    names = bench.names(count)
    picked = []
    for index, length in enumerate([3, 4, 5, 6, 7, 8]):
        name = names[(index * 7919) % count]
        word = name.split(" ")[0]
        picked.append((word + " item")[:length] if length > len(word) else word[:length])
    return picked


def measure(crew, size, repeat, seeded=None):
    work = tempfile.mkdtemp(prefix="crew-bench-ui-")
    try:
        store = os.path.join(work, "crew.sqlite3")
        env = {"HOME": work, "CREW_STORE": store, "TERM": "xterm-256color", "PATH": "/usr/bin:/bin",
               "XDG_STATE_HOME": work, "XDG_CONFIG_HOME": work}
        if seeded:
            shutil.copy(seeded, store)
        else:
            subprocess.run([crew, "items", "import", "-"], input=bench.items_tsv(size).encode(), env=env,
                           check=True, stdout=subprocess.DEVNULL)
        screen = Screen(crew, env)
        moves, move_bytes = [], []
        for _ in range(repeat):
            milliseconds, count = screen.key("j")
            moves.append(milliseconds)
            move_bytes.append(count)
        searches, search_bytes = [], []
        for query in queries(size):
            screen.key("/")
            for index, character in enumerate(query):
                milliseconds, count = screen.key(character)
                if index >= 2:
                    searches.append(milliseconds)
                    search_bytes.append(count)
            screen.key("\x1b")  # Escape: every item again
            screen.key("\x1b")
        toggles, toggle_bytes = [], []
        for _ in range(repeat):
            milliseconds, count = screen.key(" ")
            toggles.append(milliseconds)
            toggle_bytes.append(count)
        # G from the first page (the listing's last page, read from its end), then g back.
        ends, end_bytes, starts = [], [], []
        for _ in range(repeat):
            milliseconds, count = screen.key("G")
            ends.append(milliseconds)
            end_bytes.append(count)
            starts.append(screen.key("g")[0])
        # V marks every item of the list (all of them, counted), V again clears the marks.
        marks = []
        for _ in range(repeat):
            marks.append(screen.key("V")[0])
            screen.key("V")
        memory = screen.peak_memory_kb()
        screen.quit()
        names = os.path.join(work, "names.txt")
        with open(names, "w") as handle:
            handle.write("\n".join(bench.names(size)) + "\n")
        fzf = []
        if shutil.which("fzf"):
            for query in queries(size):
                for length in range(3, len(query) + 1):
                    with open(names) as source:
                        start = time.perf_counter()
                        subprocess.run(["fzf", "--filter", query[:length]], stdin=source, stdout=subprocess.DEVNULL)
                        fzf.append((time.perf_counter() - start) * 1000)
        return {"moves": moves, "move_bytes": move_bytes, "searches": searches, "search_bytes": search_bytes,
                "toggles": toggles, "toggle_bytes": toggle_bytes, "ends": ends, "end_bytes": end_bytes,
                "starts": starts, "marks": marks, "memory_kb": memory, "fzf": fzf}
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("crew")
    parser.add_argument("--sizes", default="10000,1000000")
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--store", help="a store made before with these items (one size only): not imported again")
    arguments = parser.parse_args()
    print(f"crew ui through a pseudo-terminal (100x30), medians of {arguments.repeat} keys; "
          f"fzf --filter over the same names for the search")
    print(f"{'items':>9}  {'key':<18}{'ms':>8}{'bytes':>8}{'fzf ms':>9}")
    for size in [int(text) for text in arguments.sizes.split(",")]:
        result = measure(arguments.crew, size, arguments.repeat, arguments.store)
        median = statistics.median
        print(f"{size:>9}  {'move (j)':<18}{median(result['moves']):>8.1f}{median(result['move_bytes']):>8.0f}")
        print(f"{size:>9}  {'search keystroke':<18}{median(result['searches']):>8.1f}"
              f"{median(result['search_bytes']):>8.0f}"
              f"{(median(result['fzf']) if result['fzf'] else float('nan')):>9.1f}")
        print(f"{size:>9}  {'toggle (Space)':<18}{median(result['toggles']):>8.1f}"
              f"{median(result['toggle_bytes']):>8.0f}")
        print(f"{size:>9}  {'last row (G)':<18}{median(result['ends']):>8.1f}{median(result['end_bytes']):>8.0f}")
        print(f"{size:>9}  {'first row (g)':<18}{median(result['starts']):>8.1f}")
        print(f"{size:>9}  {'mark every (V)':<18}{median(result['marks']):>8.1f}")
        print(f"{size:>9}  {'peak memory':<18}{result['memory_kb'] / 1024:>7.1f}M")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
