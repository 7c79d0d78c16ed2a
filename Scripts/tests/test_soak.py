"""Scripts/soak.py: a soak's folders go when every invariant held, and stay, named, when one broke."""
import os
import sys
import tempfile
import unittest

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, SCRIPTS)
import soak  # noqa: E402


class SoakFolderTests(unittest.TestCase):
    def test_the_folders_are_removed_when_every_invariant_held(self):
        folders = [tempfile.mkdtemp(prefix="crew-soak-test-") for _ in range(2)]
        with soak.removed_unless_broken(*folders):
            open(os.path.join(folders[0], "store"), "w").write("x")
        self.assertFalse(any(os.path.exists(folder) for folder in folders))

    def test_the_folders_are_kept_and_named_when_an_invariant_broke(self):
        folder = tempfile.mkdtemp(prefix="crew-soak-test-")
        try:
            with self.assertRaises(soak.Broken) as raised:
                with soak.removed_unless_broken(folder):
                    raise soak.Broken("lost: r1 w2 said it was stored")
            self.assertTrue(os.path.isdir(folder))
            self.assertEqual(
                str(raised.exception), "lost: r1 w2 said it was stored (its files are kept: %s)" % folder)
        finally:
            os.rmdir(folder)


if __name__ == "__main__":
    unittest.main()
