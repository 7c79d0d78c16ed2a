"""Scripts/docs_coverage.py: make docs fails when a module's documented share of public types or
members falls below its floor. Tried on docc's own table, made by the real toolchain from a module
of the test's own with one undocumented member out of three."""
import importlib.util
import os
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPEC = importlib.util.spec_from_file_location("docs_coverage", HERE.parent / "docs_coverage.py")
docs_coverage = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(docs_coverage)

SOURCE = """\
/// A documented type.
public struct Shown {
    /// Documented.
    public var documented = 0
    /// Documented.
    public init() {}
    public var undocumented = 0
}
"""


def docc_log(folder):
    """The log of `docc convert` with coverage for the module above, built in `folder`."""
    folder = Path(folder)
    (folder / "Tiny.swift").write_text(SOURCE)
    (folder / "Tiny.docc").mkdir()
    (folder / "Tiny.docc" / "Tiny.md").write_text("# ``Tiny``\n\nA module of the test's own.\n")
    environment = {"PATH": os.environ.get("PATH", ""), "HOME": str(folder), "TMPDIR": str(folder)}
    subprocess.run(
        ["swiftc", "-module-name", "Tiny", "-parse-as-library", "-emit-module",
         "-emit-module-path", str(folder / "Tiny.swiftmodule"), "-emit-symbol-graph",
         "-emit-symbol-graph-dir", str(folder), str(folder / "Tiny.swift")],
        check=True, cwd=folder, env=environment, capture_output=True)
    result = subprocess.run(
        ["docc", "convert", str(folder / "Tiny.docc"), "--additional-symbol-graph-dir", str(folder),
         "--fallback-display-name", "Tiny", "--fallback-bundle-identifier", "test.Tiny",
         "--output-path", str(folder / "Tiny.doccarchive"), "--experimental-documentation-coverage",
         "--coverage-summary-level", "brief"],
        check=True, cwd=folder, env=environment, capture_output=True, text=True)
    return result.stdout + result.stderr


@unittest.skipUnless(shutil.which("docc") and shutil.which("swiftc"), "needs the Swift toolchain")
class DocsCoverageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.log = docc_log(cls.folder.name)

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def test_reads_docc_table(self):
        found = docs_coverage.coverage(self.log)
        self.assertEqual(found["Types"], (1, 1))
        self.assertEqual(found["Members"], (2, 3))

    def test_an_undocumented_member_below_the_floor_fails(self):
        problems = docs_coverage.shortfalls(docs_coverage.coverage(self.log), {"Types": 100, "Members": 90})
        self.assertEqual(problems, ["2 of 3 members have a doc comment; the floor is 90 %"])

    def test_a_floor_that_holds_passes(self):
        self.assertEqual(
            docs_coverage.shortfalls(docs_coverage.coverage(self.log), {"Types": 100, "Members": 66}), [])

    def test_the_script_exits_1_and_names_the_module(self):
        path = Path(self.folder.name) / "docc.log"
        path.write_text(self.log)
        result = subprocess.run(
            ["python3", str(HERE.parent / "docs_coverage.py"), str(path), "Tiny", "100", "90"],
            capture_output=True, text=True)
        self.assertEqual(result.returncode, 1)
        self.assertIn("error: Tiny: 2 of 3 members have a doc comment; the floor is 90 %", result.stderr)

    def test_a_log_without_the_table_fails(self):
        problems = docs_coverage.shortfalls(docs_coverage.coverage("no table here"), {"Types": 100})
        self.assertEqual(problems, ["docc printed no coverage for types"])
