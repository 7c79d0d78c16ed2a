"""Scripts/bench_ab.py: each crew runs in an environment built from nothing, and an operation it
does not know is refused before anything runs."""
import os
import subprocess
import sys
import unittest

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, SCRIPTS)
import bench_ab  # noqa: E402


class BenchABTests(unittest.TestCase):
    def test_the_environment_is_only_crews_folders_under_its_home(self):
        env = bench_ab.environment("/tmp/x")
        self.assertEqual(set(env), {"PATH", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
                                    "XDG_CACHE_HOME", "CREW_STORE", "NO_COLOR"})
        self.assertTrue(all(value.startswith("/tmp/x") for key, value in env.items()
                            if key not in ("PATH", "NO_COLOR")))

    def test_an_unknown_operation_is_refused_naming_the_known_ones(self):
        result = subprocess.run(
            [sys.executable, os.path.join(SCRIPTS, "bench_ab.py"), "/nonexistent/old", "/nonexistent/new",
             "--operations", "list,nope"], capture_output=True, text=True)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("unknown operation nope", result.stderr)
        self.assertIn("version, add, done, list, search, show", result.stderr)


if __name__ == "__main__":
    unittest.main()
