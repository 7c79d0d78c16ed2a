"""Scripts/api.py, the contract check of make lint: a planted removal and a planted change of a
public signature are each reported as breaking, naming the file; an addition as additive; an
unchanged interface passes. Runs the real toolchain on a module of two declarations."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import api  # noqa: E402

BEFORE = """
public struct Planted {
    public init() {}
    public func kept() -> Int { 1 }
    public func removed() {}
    public func changed(_ value: Int) {}
}
"""
AFTER = """
public struct Planted {
    public init() {}
    public func kept() -> Int { 1 }
    public func changed(_ value: String) {}
    public func added() {}
}
"""
PATH = "Packages/Planted/API/Planted.swiftinterface"


@unittest.skipUnless(shutil.which("swiftc") and shutil.which("swift-api-digester"), "needs the Swift toolchain")
class ContractTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp()
        cls.target = api.triple()
        cls.before = cls.interface(BEFORE, "before")
        cls.after = cls.interface(AFTER, "after")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder)

    @classmethod
    def interface(cls, source, name):
        path = os.path.join(cls.folder, f"{name}.swift")
        with open(path, "w") as handle:
            handle.write(source)
        return api.emit_interface(["-module-name", "Planted", "-swift-version", "6", path],
                                  os.path.join(cls.folder, f"{name}.swiftinterface"))

    def findings(self, old, new):
        return api.compare(PATH, "Planted", old, new, [], self.target)

    def test_the_interface_is_the_public_declarations_without_bodies(self):
        self.assertIn("public func removed()", self.before)
        self.assertNotIn("{ 1 }", self.before)
        self.assertNotIn("swift-compiler-version", self.before)

    def test_an_unchanged_interface_has_no_findings(self):
        self.assertEqual(self.findings(self.before, self.before), [])

    def test_a_removed_method_and_a_changed_signature_are_breaking_and_name_the_file(self):
        breaking = [f for f in self.findings(self.before, self.after) if ": breaking: " in f]
        self.assertTrue(all(f.startswith(PATH + ": ") for f in breaking), breaking)
        self.assertTrue(any("removed()" in f and "removed" in f.split(": breaking: ")[1] for f in breaking), breaking)
        self.assertTrue(any("changed(_:)" in f for f in breaking), breaking)

    def test_an_added_method_is_additive_and_a_changed_one_is_not_counted_twice(self):
        additive = [f for f in self.findings(self.before, self.after) if ": additive: " in f]
        self.assertEqual(additive, [f"{PATH}: additive: public func added()"])

    def test_only_additions_are_not_breaking(self):
        grown = self.interface(BEFORE.replace("public init() {}", "public init() {}\n    public var extra: Int { 2 }"),
                               "grown")
        findings = self.findings(self.before, grown)
        self.assertEqual(findings, [f"{PATH}: additive: public var extra: Swift.Int {{"])


if __name__ == "__main__":
    unittest.main()
