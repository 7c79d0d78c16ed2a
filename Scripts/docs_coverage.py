#!/usr/bin/env python3
"""Fails when a module's documentation coverage is below its floors (make docs).

Reads the brief coverage table `docc convert --experimental-documentation-coverage` writes into
its log, takes the abstract column's counts ("100% (122/122)") for types and members, and
compares each share with its floor exactly (the percentages docc prints are rounded).

Usage: docs_coverage.py LOG MODULE TYPES_FLOOR MEMBERS_FLOOR
"""
import re
import sys


def coverage(log_text):
    """{"Types": (documented, total), "Members": ...} from docc's table."""
    found = {}
    for line in log_text.splitlines():
        match = re.match(r"\s*(Types|Members)\s*\|\s*[\d.]+% \((\d+)/(\d+)\)", line)
        if match:
            found[match.group(1)] = (int(match.group(2)), int(match.group(3)))
    return found


def shortfalls(found, floors):
    """A sentence for each kind below its floor, or missing from the table."""
    problems = []
    for kind, floor in floors.items():
        if kind not in found:
            problems.append(f"docc printed no coverage for {kind.lower()}")
            continue
        documented, total = found[kind]
        if total and documented * 100 < floor * total:
            problems.append(
                f"{documented} of {total} {kind.lower()} have a doc comment; the floor is {floor} %")
    return problems


def main(arguments):
    log, module, types_floor, members_floor = arguments
    with open(log, encoding="utf-8") as handle:
        found = coverage(handle.read())
    problems = shortfalls(found, {"Types": int(types_floor), "Members": int(members_floor)})
    for problem in problems:
        print(f"error: {module}: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
