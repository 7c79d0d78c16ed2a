"""The package graph behind `make affected`, table by table: which suites a change runs, and why."""
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import affected  # noqa: E402

ROOT = "/repo"
PACKAGES = ["Packages/Domain", "Packages/Data", "Packages/Presentation", "Apps/CLI", "Tests"]
EVERY_PACKAGE = PACKAGES


def target(name, kind="regular", path=None, by_name=(), products=()):
    dependencies = [{"byName": [dependency, None]} for dependency in by_name]
    dependencies += [{"product": [product, package, None, None]} for product, package in products]
    entry = {"name": name, "type": kind, "dependencies": dependencies}
    if path:
        entry["path"] = path
    return entry


def depends_on(*folders):
    return [{"fileSystem": [{"identity": folder.rsplit("/", 1)[-1].lower(), "path": f"{ROOT}/{folder}"}]}
            for folder in folders]


# The monorepo's manifests as `swift package dump-package` writes them (trimmed to what the graph
# reads): the same shape the real run parses.
MANIFESTS = {
    "Packages/Domain": {
        "dependencies": [],
        "products": [{"name": "Domain", "targets": ["Domain"]},
                     {"name": "DomainTestSupport", "targets": ["DomainTestSupport"]}],
        "targets": [target("Domain"), target("DomainTestSupport", by_name=["Domain"]),
                    target("DomainTests", "test", by_name=["Domain", "DomainTestSupport"])],
    },
    "Packages/Data": {
        "dependencies": depends_on("Packages/Domain"),
        "products": [{"name": "DataLayer", "targets": ["DataLayer"]},
                     {"name": "DataTestSupport", "targets": ["DataTestSupport"]},
                     {"name": "CrewModel", "targets": ["CrewModel"]}],
        "targets": [target("CSQLite", "system"), target("CCurl"), target("CPostgres"),
                    target("DataLayer", by_name=["CSQLite", "CCurl", "CPostgres"], products=[("Domain", "Domain")]),
                    target("DataTestSupport"), target("CrewModel"),
                    target("DataLayerTests", "test", by_name=["DataLayer", "DataTestSupport", "CrewModel"],
                           products=[("DomainTestSupport", "Domain")])],
    },
    "Packages/Presentation": {
        "dependencies": depends_on("Packages/Domain"),
        "products": [{"name": "Presentation", "targets": ["Presentation"]}],
        "targets": [target("Presentation", products=[("Domain", "Domain")]),
                    target("PresentationTests", "test", by_name=["Presentation"],
                           products=[("DomainTestSupport", "Domain")])],
    },
    "Apps/CLI": {
        "dependencies": depends_on("Packages/Domain", "Packages/Data", "Packages/Presentation"),
        "products": [{"name": "crew", "targets": ["crew"]}],
        "targets": [target("Terminal"), target("CommandGrammar"),
                    target("CrewCLI", by_name=["Terminal", "CommandGrammar"],
                           products=[("Domain", "Domain"), ("DataLayer", "Data"), ("Presentation", "Presentation")]),
                    target("crew", "executable", by_name=["CrewCLI"]),
                    target("TerminalTests", "test", by_name=["Terminal"]),
                    target("CommandGrammarTests", "test", by_name=["CommandGrammar"]),
                    target("CrewCLITests", "test", by_name=["CrewCLI", "CommandGrammar", "Terminal"],
                           products=[("DomainTestSupport", "Domain")])],
    },
    "Tests": {
        "dependencies": depends_on("Packages/Data"),
        "products": [],
        "targets": [target("ArchitectureRules", path="Support/ArchitectureRules",
                           products=[("DataTestSupport", "Data")]),
                    target("ArchitectureTests", "test", path="ArchitectureTests", by_name=["ArchitectureRules"]),
                    target("EndToEndTests", "test", path="EndToEndTests",
                           products=[("DataTestSupport", "Data"), ("CrewModel", "Data")])],
    },
}


def graph():
    return affected.Graph.from_manifests(PACKAGES, {k: dict(v) for k, v in MANIFESTS.items()}, ROOT)


class AffectedPackagesTests(unittest.TestCase):
    # (what changed, the suites it runs, inner layer first)
    CASES = [
        ("a Domain source", ["Packages/Domain/Sources/Domain/Values/ItemName.swift"], EVERY_PACKAGE),
        ("a Domain test", ["Packages/Domain/Tests/DomainTests/ItemNameTests.swift"], ["Packages/Domain", "Tests"]),
        ("the in-memory test support every suite uses",
         ["Packages/Domain/Sources/DomainTestSupport/Fixtures.swift"], EVERY_PACKAGE),
        ("a Data source", ["Packages/Data/Sources/DataLayer/Local/Postgres/PostgresStore.swift"],
         ["Packages/Data", "Apps/CLI", "Tests"]),
        ("a C shim of Data", ["Packages/Data/Sources/CPostgres/CPostgres.c"], ["Packages/Data", "Apps/CLI", "Tests"]),
        ("a Data test", ["Packages/Data/Tests/DataLayerTests/Local/ItemStoreSpecs.swift"], ["Packages/Data", "Tests"]),
        ("a Presentation source", ["Packages/Presentation/Sources/Presentation/ItemList/ItemChanges.swift"],
         ["Packages/Presentation", "Apps/CLI", "Tests"]),
        ("a CLI source", ["Apps/CLI/Sources/CrewCLI/Commands/ItemsAddCommand.swift"], ["Apps/CLI", "Tests"]),
        ("a CLI golden file", ["Apps/CLI/Tests/CrewCLITests/__Snapshots__/help-crew.txt"], ["Apps/CLI", "Tests"]),
        ("an end-to-end test", ["Tests/EndToEndTests/PostgresTests.swift"], ["Tests"]),
        ("the test support Data's suite links", ["Packages/Data/Sources/DataTestSupport/Mount.swift"],
         ["Packages/Data", "Tests"]),
        ("a package's README", ["Packages/Presentation/README.md"], ["Packages/Presentation", "Tests"]),
        ("a script", ["Scripts/bench.py"], EVERY_PACKAGE),
        ("the Makefile", ["Makefile"], EVERY_PACKAGE),
        ("CI", [".ci/run"], EVERY_PACKAGE),
        ("a manifest", ["Packages/Presentation/Package.swift"], EVERY_PACKAGE),
        ("the repository's README (its console blocks are run)", ["README.md"], ["Tests"]),
        ("CODEOWNERS (each layer's README names its team)", [".github/CODEOWNERS"], ["Tests"]),
        ("the CI workflow (the Scripts suite reads it)", [".github/workflows/ci.yml"], EVERY_PACKAGE),
        ("the user guide (its console blocks are run)", ["Documentation/UserGuide.md"], ["Tests"]),
        ("a DocC article (in its package)", ["Packages/Domain/Sources/Domain/Domain.docc/Domain.md"], EVERY_PACKAGE),
        ("a file no suite reads", ["docs/notes.txt"], []),
        ("nothing", [], []),
        ("a rename from Presentation into Domain (both sides count)",
         ["Packages/Presentation/Sources/Presentation/Old.swift", "Packages/Domain/Sources/Domain/New.swift"],
         EVERY_PACKAGE),
        ("a rename inside the CLI", ["Apps/CLI/Sources/CrewCLI/A.swift", "Apps/CLI/Sources/CrewCLI/B.swift"],
         ["Apps/CLI", "Tests"]),
        ("a deleted Presentation file", ["Packages/Presentation/Sources/Presentation/Gone.swift"],
         ["Packages/Presentation", "Apps/CLI", "Tests"]),
        ("two layers at once", ["Packages/Presentation/Sources/Presentation/A.swift", "Packages/Data/Tests/DataLayerTests/B.swift"],
         ["Packages/Data", "Packages/Presentation", "Apps/CLI", "Tests"]),
    ]

    def test_each_change_runs_exactly_the_suites_it_can_affect(self):
        for name, paths, expected in self.CASES:
            with self.subTest(name):
                self.assertEqual([package for package, _ in affected.affected(paths, graph())], expected)

    def test_every_affected_package_says_why_in_one_line(self):
        reasons = dict(affected.affected(["Packages/Presentation/Sources/Presentation/A.swift"], graph()))
        self.assertEqual(reasons["Packages/Presentation"], "changed: Packages/Presentation/Sources/Presentation/A.swift")
        self.assertEqual(reasons["Apps/CLI"], "depends on Presentation in Packages/Presentation, which changed")
        self.assertEqual(reasons["Tests"], "reads every package from disk: Packages/Presentation changed")
        everything = dict(affected.affected(["Scripts/bench.py", "Makefile"], graph()))
        self.assertEqual(everything["Packages/Domain"], "Scripts/bench.py and 1 more changed: it affects every package")
        for reason in list(reasons.values()) + list(everything.values()):
            self.assertNotIn("\n", reason)

    def test_a_file_belongs_to_the_innermost_folder_that_holds_it(self):
        self.assertEqual(graph().owner("Packages/Data/Sources/DataTestSupport/Mount.swift"),
                         ("Packages/Data", "DataTestSupport"))
        self.assertEqual(graph().owner("Tests/Support/ArchitectureRules/Rule.swift"), ("Tests", "ArchitectureRules"))
        self.assertEqual(graph().owner("Packages/Domain/Tests/DomainTests/A.swift"), ("Packages/Domain", "DomainTests"))
        self.assertEqual(graph().owner("Packages/Data/README.md"), ("Packages/Data", None))
        self.assertEqual(graph().owner("Packages/DataExtra/A.swift"), (None, None))
        self.assertEqual(graph().owner("README.md"), (None, None))

    def test_products_resolve_to_the_targets_they_are_made_of(self):
        deps = graph().targets[("Packages/Data", "DataLayerTests")]["deps"]
        self.assertIn(("Packages/Data", "DataTestSupport"), deps)
        self.assertIn(("Packages/Domain", "DomainTestSupport"), deps)

    def test_the_ci_jobs_are_named_after_the_folders(self):
        self.assertEqual([affected.job_name(p) for p in PACKAGES], ["domain", "data", "presentation", "cli", "tests"])


class ReadFilesTests(unittest.TestCase):
    """The files outside the packages that the plan sends to the cross-package suites are exactly
    the ones those suites name: a new one read, or one no longer read, fails here."""

    def test_the_list_is_what_the_cross_package_suites_read(self):
        named = set()
        tests = os.path.join(affected.ROOT, "Tests")
        for folder, _, files in os.walk(tests):
            if ".build" in folder:
                continue
            for name in files:
                if name.endswith(".swift"):
                    with open(os.path.join(folder, name)) as handle:
                        text = handle.read()
                    for path in re.findall(r'appendingPathComponent\("([^"\\]+)"\)', text) + re.findall(
                            r'"(README\.md)"', text):
                        candidate = os.path.join(affected.ROOT, path)
                        # Package files are in the graph already; .tools/ is installed, not a source.
                        if "/" in path and path.split("/")[0] in ("Packages", "Apps", "Scripts", "Tests", ".tools"):
                            continue
                        top = path.split("/")[0] + "/"
                        if "/" in path and top in affected.READ_BY_CROSS_PACKAGE_SUITES:
                            named.add(top)  # a file of a folder the plan sends as a whole
                        elif os.path.isfile(candidate) and not affected.affects_everything(path):
                            named.add(path)
                        elif os.path.isdir(candidate) and "/" not in path:
                            named.add(path + "/")
        self.assertEqual(sorted(named), sorted(affected.READ_BY_CROSS_PACKAGE_SUITES))


class WorkflowTests(unittest.TestCase):
    """The CI workflow runs each package's job on the plan's answer for it (this computation),
    never on paths written by hand."""

    def setUp(self):
        with open(os.path.join(affected.ROOT, ".github", "workflows", "ci.yml")) as handle:
            self.workflow = handle.read()
        self.jobs = {}
        current = None
        for line in self.workflow.split("\n")[self.workflow.split("\n").index("jobs:") + 1:]:
            if line.startswith("  ") and not line.startswith("   ") and line.strip().endswith(":"):
                current = line.strip()[:-1]
                self.jobs[current] = ""
            elif current:
                self.jobs[current] += line + "\n"

    def test_each_package_has_a_job_gated_by_the_plan(self):
        self.assertIn("Scripts/affected.py --base", self.jobs["plan"])
        for package in affected.package_order():
            job = affected.job_name(package)
            with self.subTest(package):
                self.assertIn(f"{job}: ${{{{ steps.affected.outputs.{job} }}}}", self.jobs["plan"])
                gated = [name for name, body in self.jobs.items()
                         if f"CREW_SELECTED_PACKAGES: {package}\n" in body]
                self.assertEqual(len(gated), 1, f"one job runs {package}: {gated}")
                self.assertIn(f"if: needs.plan.outputs.{job} == 'true'", self.jobs[gated[0]])
                self.assertNotIn("paths:", self.jobs[gated[0]])

    def test_every_test_job_installs_what_make_test_installs(self):
        for name, body in self.jobs.items():
            if "Scripts/test-all.sh" in body or "make fuzz" in body or "test-scripts.sh" in body:
                with self.subTest(name):
                    self.assertIn("Scripts/install-dependencies.sh test\n", body)

    def test_the_scripts_suite_and_a_short_fuzz_always_run(self):
        self.assertIn("Scripts/test-scripts.sh", self.jobs["scripts"])
        self.assertIn("make fuzz", self.jobs["fuzz"])
        self.assertIn("FUZZ_SECONDS: 10", self.jobs["fuzz"])
        for name in ("scripts", "fuzz"):
            self.assertNotIn("if:", self.jobs[name])

    def test_the_end_to_end_job_fails_on_a_skipped_test(self):
        gated = [body for body in self.jobs.values() if "CREW_SELECTED_PACKAGES: Tests\n" in body]
        self.assertIn("CREW_FAIL_ON_SKIP: 1", gated[0])

    def test_lint_always_runs_and_macos_tests_the_portable_layers(self):
        self.assertIn("make lint", self.jobs["lint"])
        self.assertNotIn("if:", self.jobs["lint"])
        self.assertIn("runs-on: macos", self.jobs["macos"])
        for package in ["Packages/Domain", "Packages/Presentation"]:
            self.assertIn(f"swift test --package-path {package}", self.jobs["macos"])


class RealGraphTests(unittest.TestCase):
    """The fixture above is the repository's graph: checked against the real manifests."""

    def test_the_fixture_matches_swift_package_dump_package(self):
        real = affected.Graph.load()
        fixture = graph()
        self.assertEqual(real.packages, fixture.packages)
        self.assertEqual(
            {key: (value["path"], sorted(value["deps"])) for key, value in real.targets.items()},
            {key: (value["path"].replace(ROOT + "/", ""), sorted(value["deps"])) for key, value in fixture.targets.items()})


if __name__ == "__main__":
    unittest.main()
