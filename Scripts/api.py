#!/usr/bin/env python3
"""make api / the contract check in make lint: each library's public interface as a reviewed file.

Each library module's public interface is kept in its package as `API/<Module>.swiftinterface`,
the text the compiler writes for a module with library evolution (public declarations only, no
bodies, no comments), so a review of a pull request shows a contract change as a diff, and
CODEOWNERS gives the file to the layer's team.

  api.py write     regenerate every contract file from the sources (make api)
  api.py check     compare each module's interface with its file (make lint); for a difference,
                   name each one: `breaking` (a removed declaration, a changed signature: what
                   swift-api-digester -diagnose-sdk reports between the two) or `additive`
                   (a declaration only added), and exit 1

The interface is emitted by type-checking the module's sources with the arguments SwiftPM uses
(read from the shared build's manifest, so the modules it imports must have been built: both
commands build them first), plus -enable-library-evolution; nothing is code-generated.
"""
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build", "shared")

# (package folder, module): the libraries whose public interface other layers use.
MODULES = [
    ("Packages/Domain", "Domain"),
    ("Packages/Data", "DataLayer"),
    ("Packages/Presentation", "Presentation"),
    ("Apps/CLI", "CommandGrammar"),
]

# Arguments of SwiftPM's compile that make objects, indexes or diagnostics files, with how many
# values follow each: a type-check that writes an interface needs none of them.
DROPPED = {
    "-emit-dependencies": 0, "-emit-module": 0, "-emit-module-path": 1, "-output-file-map": 1,
    "-incremental": 0, "-c": 0, "-enable-batch-mode": 0, "-serialize-diagnostics": 0,
    "-index-store-path": 1, "-parseable-output": 0, "-emit-objc-header": 0, "-emit-objc-header-path": 1,
    "-enable-testing": 0, "-g": 0, "-j2": 0, "-warnings-as-errors": 0, "-Onone": 0,
}
# Lines of an emitted interface that name the compiler that wrote it, not the contract.
UNSTABLE_HEADER = re.compile(r"^// swift-(compiler-version|module-flags-ignorable):")


def contract_path(package, module):
    return os.path.join(package, "API", f"{module}.swiftinterface")


def triple():
    info = subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True, text=True).stdout
    return json.loads(info)["target"]["triple"]


def build(package, module):
    flags = ["-Xswiftc", "-warnings-as-errors", "--disable-build-manifest-caching"]
    run = subprocess.run(["swift", "build", "--package-path", package, "--target", module, "--scratch-path", SCRATCH]
                         + flags, cwd=ROOT, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"error: building {module} failed:\n{run.stdout}{run.stderr}")


def compile_arguments(module, target):
    """The arguments SwiftPM compiles `module` with, from the shared build's manifest."""
    with open(os.path.join(SCRATCH, "debug.yaml")) as handle:
        manifest = handle.read()
    key = f'"C.{module}-{target}-debug.module":'
    start = manifest.find(key)
    if start < 0:
        sys.exit(f"error: the build manifest has no compile step for {module}: build it first")
    match = re.search(r"^\s*args: (\[.*\])$", manifest[start:], re.MULTILINE)
    arguments = json.loads(match.group(1))[1:]
    kept, skip, clang = [], 0, False
    for argument in arguments:
        if clang:  # the value of -Xcc is clang's, whatever it looks like
            kept += ["-Xcc", argument]
            clang = False
        elif argument == "-Xcc":
            clang = True
        elif skip:
            skip -= 1
        elif argument in DROPPED:
            skip = DROPPED[argument]
        else:
            kept.append(argument)
    return kept


def emit_interface(arguments, output):
    """Type-checks with `arguments` (sources included) and writes the module's interface."""
    command = ["swiftc", "-typecheck", "-enable-library-evolution", "-emit-module-interface-path", output] + arguments
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if run.returncode != 0 or not os.path.exists(output):
        errors = "\n".join(line for line in run.stderr.splitlines() if "error:" in line)
        sys.exit(f"error: could not write the interface:\n{errors or run.stderr}")
    with open(output) as handle:
        lines = [line for line in handle.read().splitlines() if not UNSTABLE_HEADER.match(line)]
    return "\n".join(lines) + "\n"


def repository_interface(package, module, target, folder):
    build(package, module)
    return emit_interface(compile_arguments(module, target), os.path.join(folder, f"{module}.swiftinterface"))


def dump(module, interface_text, search_paths, target, folder):
    """The digester's description of the module that `interface_text` declares."""
    own = os.path.join(folder, "module")
    os.makedirs(own, exist_ok=True)
    with open(os.path.join(own, f"{module}.swiftinterface"), "w") as handle:
        handle.write(interface_text)
    output = os.path.join(folder, "sdk.json")
    command = ["swift-api-digester", "-dump-sdk", "-module", module, "-target", target, "-o", output,
               "-avoid-location", "-module-cache-path", os.path.join(folder, "cache"), "-I", own]
    for path in search_paths:
        command += ["-I", path]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0 or not os.path.exists(output):
        sys.exit(f"error: swift-api-digester could not read {module}'s interface:\n{run.stderr}")
    return output


def breaking_changes(module, old_text, new_text, search_paths, target):
    """What swift-api-digester -diagnose-sdk says breaks callers, one line each."""
    with tempfile.TemporaryDirectory() as old_folder, tempfile.TemporaryDirectory() as new_folder:
        old = dump(module, old_text, search_paths, target, old_folder)
        new = dump(module, new_text, search_paths, target, new_folder)
        run = subprocess.run(["swift-api-digester", "-diagnose-sdk", "-input-paths", old, "-input-paths", new],
                             capture_output=True, text=True)
    lines = (run.stdout + run.stderr).splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("/*")]


DECLARED_NAME = re.compile(r"\b(?:func|var|let|case|struct|class|actor|enum|protocol|typealias)\s+([A-Za-z_]\w*)")


def added_declarations(old_text, new_text, breaking=()):
    """The lines only the new interface has, less the new side of a declaration a breaking
    finding already names (a changed signature is one change, not a removal and an addition)."""
    diff = difflib.unified_diff(old_text.splitlines(), new_text.splitlines(), lineterm="", n=0)
    added = [line[1:].strip() for line in diff
             if line.startswith("+") and not line.startswith("+++")
             and line[1:].strip() not in ("", "}", "get", "set", "_read", "_modify")
             and not line[1:].strip().startswith(("#if", "#else", "#elseif", "#endif"))]

    def is_named_by_breaking(line):
        name = DECLARED_NAME.search(line)
        return name is not None and any(f"{name.group(1)}(" in finding or f".{name.group(1)} " in finding
                                        or finding.endswith(f".{name.group(1)}") for finding in breaking)

    return [line for line in added if not is_named_by_breaking(line)]


def compare(path, module, old_text, new_text, search_paths, target):
    """The findings for one contract file, each `path: breaking|additive: what`; none when equal."""
    if old_text == new_text:
        return []
    breaking = breaking_changes(module, old_text, new_text, search_paths, target)
    findings = [f"{path}: breaking: {line}" for line in breaking]
    findings += [f"{path}: additive: {line}" for line in added_declarations(old_text, new_text, breaking)]
    if not findings:
        findings = [f"{path}: changed without a new or broken declaration (an attribute, an order)"]
    return findings


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "check"
    if mode not in ("write", "check"):
        print(__doc__.split("\n\n")[0], file=sys.stderr)
        print("usage: api.py write|check", file=sys.stderr)
        return 64
    target = triple()
    modules_folder = os.path.join(SCRATCH, target, "debug", "Modules")
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        for package, module in MODULES:
            if not os.path.exists(os.path.join(ROOT, package, "Package.swift")):
                continue
            fresh = repository_interface(package, module, target, folder)
            path = contract_path(package, module)
            absolute = os.path.join(ROOT, path)
            if mode == "write":
                os.makedirs(os.path.dirname(absolute), exist_ok=True)
                with open(absolute, "w") as handle:
                    handle.write(fresh)
                print(f"{path}: {len(fresh.splitlines())} lines")
                continue
            if not os.path.exists(absolute):
                failures.append(f"{path}: missing: run `make api` and commit it")
                continue
            with open(absolute) as handle:
                checked_in = handle.read()
            found = compare(path, module, checked_in, fresh, [modules_folder], target)
            failures += found
            if not found:
                print(f"{path}: the built module's public interface is the contract")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        print("error: a public interface differs from its contract: if the change is meant, run `make api`, commit "
              "the file and ask its owners (.github/CODEOWNERS) to review it", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
