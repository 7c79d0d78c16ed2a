#!/usr/bin/env python3
"""make affected: the packages a change can affect, read from the real package graph.

A changed file belongs to the package whose folder holds it, and inside it to the target whose
folder holds it. A target is affected when it changed or a target it depends on (in any package,
through products) is affected; a package is affected when one of its targets is, or when one of
its other files changed. `Tests/` reads every package from disk (manifests, sources, READMEs, the
built crew), so any package change affects it, and so do the files outside the packages that its
suites read (`READ_BY_CROSS_PACKAGE_SUITES`: the README's and the user guide's console blocks, CODEOWNERS). `Makefile`,
`Scripts/` (whose own suite reads the CI workflow), `.ci/`, `.github/workflows/` and any
`Package.swift` affect everything. Anything else affects nothing.

Usage:
  affected.py [--base REV] [--run]       print each affected package with its reason; --run then
                                          runs exactly their suites, inner layer first
  affected.py [--base REV] --github-output FILE
                                          write `domain=true` ... lines for the CI workflow
The base defaults to the merge base with main: on main itself, that is HEAD, so uncommitted work.
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Changes to these affect every package: how everything is built, tested and run.
EVERYTHING = ("Makefile", "Scripts/", ".ci/", ".github/workflows/")
# The cross-package suites: they read every package, so every package change affects them.
CROSS_PACKAGE = "Tests"
# Files outside every package that the cross-package suites read: the console blocks of the
# README and the user guide are run (DocumentationTests), CODEOWNERS names each layer's team
# (PackageReadmeTests). Scripts/tests
# checks this list against the paths those suites name.
READ_BY_CROSS_PACKAGE_SUITES = ("README.md", ".github/CODEOWNERS", "Documentation/")


def read_by_cross_package_suites(path):
    """Whether `path` is one of those files, or in one of those folders (ending in `/`)."""
    return any(path == entry or (entry.endswith("/") and path.startswith(entry))
               for entry in READ_BY_CROSS_PACKAGE_SUITES)


def package_order(root=ROOT):
    """The package folders, inner layer first, as Scripts/packages.sh lists them."""
    with open(os.path.join(root, "Scripts", "packages.sh")) as handle:
        for line in handle:
            if line.startswith("CREW_PACKAGES="):
                return line.split("=", 1)[1].strip().strip('"').split()
    raise SystemExit("Scripts/packages.sh lists no packages")


def job_name(package):
    """The CI job (and output) of a package: its folder's last name, lower-cased."""
    return package.rsplit("/", 1)[-1].lower()


class Graph:
    """Packages and their targets: each target's folder and the targets it depends on."""

    def __init__(self, packages, targets):
        # packages: folders, inner first. targets: {(package, name): {"path": folder, "deps": [(package, name)]}}
        self.packages = packages
        self.targets = targets

    @staticmethod
    def load(root=ROOT):
        """The graph as SwiftPM sees it: `swift package dump-package` of every package."""
        packages = [p for p in package_order(root) if os.path.exists(os.path.join(root, p, "Package.swift"))]
        manifests = {}
        for package in packages:
            output = subprocess.run(
                ["swift", "package", "dump-package", "--package-path", os.path.join(root, package)],
                check=True, capture_output=True, text=True).stdout
            manifests[package] = json.loads(output)
        return Graph.from_manifests(packages, manifests, root)

    @staticmethod
    def from_manifests(packages, manifests, root=ROOT):
        folders = {}  # package identity (lower-cased folder name) -> folder
        for package in packages:
            folders[job_name(package)] = package
        targets = {}
        for package in packages:
            manifest = manifests[package]
            # The packages this one depends on, by identity, as folders of this repository.
            dependencies = {}
            for dependency in manifest.get("dependencies", []):
                for kind in dependency.values():
                    for entry in kind:
                        path = os.path.relpath(entry.get("path", ""), root) if entry.get("path") else None
                        dependencies[entry["identity"].lower()] = path if path in packages else folders.get(
                            entry["identity"].lower())
            products = {}
            local = {target["name"] for target in manifest["targets"]}
            for target in manifest["targets"]:
                default = "Tests" if target["type"] == "test" else "Sources"
                path = target.get("path") or f"{default}/{target['name']}"
                deps = []
                for dependency in target.get("dependencies", []):
                    if "product" in dependency:
                        name, owner = dependency["product"][0], dependency["product"][1]
                        deps.append(("product", dependencies.get((owner or name).lower()), name))
                    else:
                        name = (dependency.get("byName") or dependency.get("target"))[0]
                        deps.append(("target", package, name) if name in local else ("product", None, name))
                targets[(package, target["name"])] = {"path": f"{package}/{path}".rstrip("/"), "raw": deps}
            for product in manifest.get("products", []):
                products[product["name"]] = product["targets"]
            manifests[package]["_products"] = products
        # Products resolved to the targets they are made of.
        for (package, name), target in targets.items():
            resolved = []
            for kind, owner, dependency in target.pop("raw"):
                if kind == "target":
                    resolved.append((owner, dependency))
                elif owner is not None:
                    for made_of in manifests[owner]["_products"].get(dependency, []):
                        resolved.append((owner, made_of))
            target["deps"] = resolved
        return Graph(packages, targets)

    def owner(self, path):
        """The package and target (or None) whose folder holds `path`; None outside packages."""
        package = max((p for p in self.packages if path.startswith(p + "/")), key=len, default=None)
        if package is None:
            return None, None
        target = max(
            (name for (owner, name), t in self.targets.items() if owner == package and path.startswith(t["path"] + "/")),
            key=lambda name: len(self.targets[(package, name)]["path"]), default=None)
        return package, target


def changed_paths(base, root=ROOT):
    """Every path a change touches against `base` (committed or not): both sides of a rename,
    deleted files, and files git does not track yet."""
    diff = subprocess.run(["git", "-C", root, "diff", "--name-status", "-M", base], check=True,
                          capture_output=True, text=True).stdout
    paths = []
    for line in diff.splitlines():
        fields = line.split("\t")
        paths.extend(fields[1:])
    untracked = subprocess.run(["git", "-C", root, "ls-files", "--others", "--exclude-standard"], check=True,
                               capture_output=True, text=True).stdout
    paths.extend(untracked.splitlines())
    return sorted(set(p for p in paths if p))


def affects_everything(path):
    return path.startswith(EVERYTHING) or path == "Makefile" or path.endswith("Package.swift")


def affected(paths, graph):
    """The affected packages, inner layer first, each with the reason in one line."""
    everything = [p for p in paths if affects_everything(p)]
    if everything:
        more = f" and {len(everything) - 1} more" if len(everything) > 1 else ""
        return [(package, f"{everything[0]}{more} changed: it affects every package") for package in graph.packages]
    changed_targets = {}
    changed_packages = {}
    for path in paths:
        package, target = graph.owner(path)
        if package is None:
            continue
        changed_packages.setdefault(package, []).append(path)
        if target is not None:
            changed_targets.setdefault((package, target), path)
    # A target is affected when it changed or depends, directly or not, on one that is.
    memo = {}

    def cause(key, visiting=()):
        if key in changed_targets:
            return key
        if key in memo:
            return memo[key]
        found = None
        for dependency in graph.targets.get(key, {}).get("deps", []):
            if dependency in visiting:
                continue
            found = cause(dependency, visiting + (key,))
            if found:
                break
        memo[key] = found
        return found

    reasons = []
    for package in graph.packages:
        own = changed_packages.get(package)
        if own:
            more = f" and {len(own) - 1} more" if len(own) > 1 else ""
            reasons.append((package, f"changed: {own[0]}{more}"))
            continue
        causes = sorted({cause(key) for key in graph.targets if key[0] == package} - {None},
                        key=lambda key: graph.packages.index(key[0]))
        if causes:
            source, target = causes[0]
            reasons.append((package, f"depends on {target} in {source}, which changed"))
        elif package == CROSS_PACKAGE and changed_packages:
            reasons.append((package, f"reads every package from disk: {', '.join(changed_packages)} changed"))
        elif package == CROSS_PACKAGE and any(read_by_cross_package_suites(p) for p in paths):
            read = [p for p in paths if read_by_cross_package_suites(p)]
            reasons.append((package, f"its suites read {', '.join(read)}, which changed"))
    return reasons


def default_base(root=ROOT):
    """The merge base with main (HEAD when on main: uncommitted work), else HEAD; and how to say it."""
    result = subprocess.run(["git", "-C", root, "merge-base", "HEAD", "main"], capture_output=True, text=True)
    head = subprocess.run(["git", "-C", root, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    base = result.stdout.strip() if result.returncode == 0 else ""
    if not base or base == head:
        return "HEAD", "HEAD, the uncommitted work,"
    return base, "the merge base with main"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default=None)
    parser.add_argument("--run", action="store_true", help="run the affected suites")
    parser.add_argument("--github-output", metavar="FILE", help="write job=true|false lines for CI")
    arguments = parser.parse_args()
    base, label = (arguments.base, arguments.base) if arguments.base else default_base()
    check = subprocess.run(["git", "-C", ROOT, "rev-parse", "--verify", "--quiet", base + "^{commit}"],
                           capture_output=True, text=True)
    if check.returncode != 0:
        print(f"error: '{base}' is not a commit of this repository", file=sys.stderr)
        return 64
    graph = Graph.load()
    paths = changed_paths(base)
    reasons = affected(paths, graph)
    print(f"Against {label} ({check.stdout.strip()[:10]}): {len(paths)} changed file{'s' if len(paths) != 1 else ''}")
    for package, reason in reasons:
        print(f"  {package:<22} {reason}")
    if arguments.github_output:
        chosen = {package for package, _ in reasons}
        with open(arguments.github_output, "a") as handle:
            for package in graph.packages:
                handle.write(f"{job_name(package)}={'true' if package in chosen else 'false'}\n")
    if not reasons:
        print("Nothing is affected: no suite to run.")
        return 0
    if not arguments.run:
        return 0
    environment = dict(os.environ, CREW_SELECTED_PACKAGES=" ".join(package for package, _ in reasons))
    return subprocess.run([os.path.join(ROOT, "Scripts", "test-all.sh")], env=environment).returncode


if __name__ == "__main__":
    sys.exit(main())
