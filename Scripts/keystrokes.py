#!/usr/bin/env python3
"""Counts the keys a person types to plan the user guide's week ("Plan the week", with the short
verbs and bulk changes) in crew and in Taskwarrior, running both side by side in throwaway
folders: every line is run, must succeed, and is counted as typed (its characters, Enter, and
the answers a tool asks for, each with its Enter). Taskwarrior has no users: an owner is a tag
(+bob), which costs it nothing to set up; crew registers its two people first.

    python3 Scripts/keystrokes.py [--crew PATH] [--task PATH]

Prints one row per step and the totals; exits 1 when crew takes as many keys as Taskwarrior or
more, 2 when a line fails.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

# (what the step does, crew's line, crew's answers, Taskwarrior's line, Taskwarrior's answers)
WEEK = [
    ("register Chloé", 'crew users add Chloé Martin chloe@example.org', [], None, []),
    ("register Bob", 'crew users add Bob Smith bob@example.org', [], None, []),
    ("add, owned, due Friday, high, tagged",
     'crew add Draft the release notes -u chl -d fri -p h -t release', [],
     "task add Draft the release notes +chloe due:fri priority:H +release", []),
    ("add, due in three days, tagged",
     'crew add Renew the certificate -d 3d -t ops', [],
     "task add Renew the certificate due:3d +ops", []),
    ("add, owned, due on a date",
     'crew add Book the offsite -u bob -d 2099-12-15', [],
     "task add Book the offsite +bob due:2099-12-15", []),
    ("add, owned, overdue, high",
     'crew add Send the invoices -u bob -d 2020-01-31 -p h', [],
     "task add Send the invoices +bob due:2020-01-31 priority:H", []),
    ("what slipped", "crew --overdue", [], "task overdue", []),
    ("Bob's week", "crew -u bob --due-before 1w", [], "task +bob due.before:1w list", []),
    ("what matters, soonest first", "crew -p h", [], "task priority:H list", []),
    ("move one, retag it", "crew edit 2 -d mon -T ops -t urgent", [],
     "task 2 modify due:mon -ops +urgent", []),
    ("a selection, one change", "crew ls --pending --due-by 2099-12-31 | crew edit - -p m -t week", [],
     "task status:pending due.before:2100-01-01 modify priority:M +week", ["all"]),
    # Taskwarrior's undo takes back one task's modification at a time, asking each time.
    ("take the whole selection back", "crew undo", [], "task undo", ["yes"]),
    ("", None, [], "task undo", ["yes"]),
    ("", None, [], "task undo", ["yes"]),
    ("", None, [], "task undo", ["yes"]),
    ("note on an item", 'crew note 1 Ask Bob for the numbers', [], "task 1 annotate Ask Bob for the numbers", []),
    ("one item whole", "crew show 1", [], "task 1 info", []),
    ("complete one", "crew done 4", [], "task 4 done", []),
    ("complete everything tagged release", "crew done -t release", [], "task +release done", []),
    ("bring one back", "crew reopen 4", [], "task 4 modify status:pending", []),
    ("the list to work from", "crew", [], "task", []),
    ("remove one", "crew rm 3", [], "task 3 delete", ["yes"]),
]


def keys(line, answers):
    return (len(line) + 1 if line else 0) + sum(len(answer) + 1 for answer in answers)


def run(line, answers, environment, folder):
    # `crew` alone is the default report at a terminal only: run it on one (script(1)).
    command = ["script", "-qec", line, "/dev/null"] if line == "crew" else ["bash", "-c", line]
    result = subprocess.run(
        command, input="".join(answer + "\n" for answer in answers), text=True,
        capture_output=True, env=environment, cwd=folder)
    if result.returncode != 0:
        print(f"failed ({result.returncode}): {line}\n{result.stderr.strip()}", file=sys.stderr)
        sys.exit(2)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--crew", default=shutil.which("crew"))
    parser.add_argument("--task", default=shutil.which("task"))
    options = parser.parse_args()
    if not options.crew or not options.task:
        sys.exit("keystrokes.py needs crew and task (Taskwarrior: Scripts/install-dependencies.sh bench)")
    folder = tempfile.mkdtemp(prefix="crew-keystrokes-")
    tools = os.path.join(folder, "bin")
    os.makedirs(tools)
    os.symlink(os.path.abspath(options.crew), os.path.join(tools, "crew"))
    os.symlink(os.path.abspath(options.task), os.path.join(tools, "task"))
    with open(os.path.join(folder, "taskrc"), "w") as rc:
        rc.write(f"data.location={folder}/task\nverbose=no\n")
    # Built from nothing: neither tool reads the caller's store, config or Taskwarrior data.
    environment = {
        "PATH": tools + ":/usr/bin:/bin", "HOME": folder, "TZ": "UTC", "LANG": "C.UTF-8",
        "CREW_STORE": os.path.join(folder, "crew.sqlite3"), "XDG_CONFIG_HOME": folder + "/config",
        "XDG_STATE_HOME": folder + "/state", "XDG_CACHE_HOME": folder + "/cache",
        "TASKRC": os.path.join(folder, "taskrc"), "TASKDATA": os.path.join(folder, "task"),
    }
    crew_total = task_total = 0
    print(f"{'step':38} {'crew':>5} {'task':>5}")
    for step, crew_line, crew_answers, task_line, task_answers in WEEK:
        if crew_line:
            run(crew_line, crew_answers, environment, folder)
        if task_line:
            run(task_line, task_answers, environment, folder)
        crew_keys, task_keys = keys(crew_line, crew_answers), keys(task_line, task_answers)
        crew_total += crew_keys
        task_total += task_keys
        print(f"{step or '  (again)':38} {crew_keys:5} {task_keys:5}")
    commands = sum(1 for step in WEEK if step[1]), sum(1 for step in WEEK if step[3])
    print(f"{'total':38} {crew_total:5} {task_total:5}")
    print(f"crew: {commands[0]} commands, {crew_total} keys; Taskwarrior: {commands[1]} commands, {task_total} keys; "
          f"crew/Taskwarrior {crew_total / task_total:.2f}")
    shutil.rmtree(folder)
    sys.exit(0 if crew_total < task_total else 1)


if __name__ == "__main__":
    main()
