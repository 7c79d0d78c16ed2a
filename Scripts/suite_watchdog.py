#!/usr/bin/env python3
"""Runs one suite's `swift test`, its output into a log, and stops it if it hangs.

A suite that has not finished after its limit is a hang, never a slow run (the slowest suite,
sanitized and built from a clean clone, takes under ten minutes here): the watchdog names the tests
that started and never ended, writes every thread's backtrace of the test processes beside the
log (with gdb, when the machine has it), stops the whole process group and exits 124. CI then
fails in minutes, saying where, instead of running into its own limit silently (a run that hung
in the Presentation suite printed nothing for 85 minutes).

Usage: Scripts/suite_watchdog.py SECONDS LOG COMMAND [ARGS...]
"""

import os
import re
import shutil
import signal
import subprocess
import sys

TIMED_OUT = 124

# Swift Testing's lines: `◇ Test "name" started.`, then one of `✔ Test "name" passed after…`,
# `✘ Test "name" failed after…`, `➜ Test "name" skipped…`, `━ Test "name" passed … known issue`;
# a parametrised test says `with 3 test cases` before its outcome.
STARTED = re.compile(r'^◇ Test (?!run started)(.+) started\.$')
ENDED = re.compile(r'^[✔✘➜━] Test (.+?)(?: with \d+ test cases?)? (?:passed|failed|skipped)\b')
# XCTest's: `Test Case 'Suite.test' started at …` and `… passed (0.1 seconds)` or `failed`.
XCTEST_STARTED = re.compile(r"^Test Case '(.+)' started")
XCTEST_ENDED = re.compile(r"^Test Case '(.+)' (?:passed|failed|skipped)")


def unfinished_tests(lines):
    """The tests a log says started and never says ended, in the order they started."""
    running = {}
    for line in lines:
        line = line.rstrip('\n')
        for started, ended in ((STARTED, ENDED), (XCTEST_STARTED, XCTEST_ENDED)):
            match = started.match(line)
            if match:
                running[match.group(1)] = running.get(match.group(1), 0) + 1
                break
            match = ended.match(line)
            if match and running.get(match.group(1)):
                running[match.group(1)] -= 1
                break
    return [name for name, count in running.items() if count > 0]


def process_group_members(group):
    """The pids in process group `group` (read from /proc: no ps needed)."""
    members = []
    for entry in os.listdir('/proc'):
        if not entry.isdigit():
            continue
        try:
            with open(f'/proc/{entry}/stat') as stat:
                fields = stat.read().rsplit(')', 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == group:
            members.append(int(entry))
    return members


def write_backtraces(group, path):
    """Every thread's backtrace of each test process of the group, into `path`; the path or None."""
    gdb = shutil.which('gdb')
    if gdb is None:
        return None
    with open(path, 'w') as out:
        for pid in process_group_members(group):
            try:
                with open(f'/proc/{pid}/cmdline', 'rb') as cmdline:
                    command = cmdline.read().split(b'\0')[0].decode(errors='replace')
            except OSError:
                continue
            if not command.endswith('.xctest'):
                continue
            out.write(f'==> {pid} {command}\n')
            out.flush()
            subprocess.run(
                [gdb, '-p', str(pid), '-batch', '-nx', '-ex', 'thread apply all bt 30'],
                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, timeout=120, check=False)
    return path


def main(argv):
    if len(argv) < 4 or not argv[1].isdigit():
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 64
    limit, log_path, command = int(argv[1]), argv[2], argv[3:]
    with open(log_path, 'w') as log:
        # A group of its own, so that the runner, the test processes and whatever they started
        # stop together.
        suite = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            return suite.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            pass
        with open(log_path, errors='replace') as written:
            running = unfinished_tests(written)
        print(f'HUNG: the suite did not finish within {limit} s; still running: '
              + (', '.join(running) if running else 'no test (the build or the runner)'))
        backtraces = write_backtraces(suite.pid, log_path + '.backtraces')
        if backtraces:
            print(f'    every thread of the test processes: {backtraces}')
        os.killpg(suite.pid, signal.SIGKILL)
        suite.wait()
        return TIMED_OUT


if __name__ == '__main__':
    sys.exit(main(sys.argv))
