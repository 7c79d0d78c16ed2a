"""Scripts/help_topics.py: crew help TOPIC's Swift file is written from the user guide, and a guide
edit that the file does not follow is caught."""
import importlib.util
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPEC = importlib.util.spec_from_file_location("help_topics", HERE.parent / "help_topics.py")
help_topics = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(help_topics)


class HelpTopicsTests(unittest.TestCase):
    def test_checked_in_file_is_what_the_guide_gives(self):
        self.assertEqual(help_topics.OUTPUT.read_text(encoding="utf-8"), help_topics.render())

    def test_every_topic_is_a_section_of_the_guide(self):
        text = help_topics.render()
        for word, _ in help_topics.TOPICS:
            self.assertIn(f'name: "{word}"', text)

    def test_a_guide_edit_changes_the_file(self):
        guide = help_topics.GUIDE.read_text(encoding="utf-8")
        with tempfile.TemporaryDirectory() as folder:
            edited = Path(folder) / "UserGuide.md"
            edited.write_text(guide.replace("## Configuration\n", "## Configuration\n\nA planted sentence.\n"))
            original = help_topics.GUIDE
            help_topics.GUIDE = edited
            try:
                self.assertIn("A planted sentence.", help_topics.render())
                self.assertNotEqual(help_topics.render(), help_topics.OUTPUT.read_text(encoding="utf-8"))
            finally:
                help_topics.GUIDE = original

    def test_markdown_reads_as_plain_text(self):
        self.assertEqual(
            help_topics.plain("See [the guide](x.md), `crew sync` and **this**.\n```console\n$ crew\n```"),
            "See the guide, crew sync and this.\n    $ crew")
        self.assertEqual(help_topics.swift_string('a\t"b"\\\n'), '"a\\t\\"b\\"\\\\\\n"')


if __name__ == "__main__":
    unittest.main()
