"""Scripts/with-hostile-environment.sh, the guard CI runs `make test` under: it keeps the command's
status when the caller's crew files are untouched, and fails naming the file when one is not."""
import os
import subprocess
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "with-hostile-environment.sh")


def guarded(command):
    return subprocess.run([SCRIPT, "sh", "-c", command], capture_output=True, text=True,
                          env={"PATH": os.environ.get("PATH", "/usr/bin:/bin")})


class HostileEnvironmentTests(unittest.TestCase):
    def test_the_command_sees_the_developers_variables_pointing_at_real_files(self):
        run = guarded('test -f "$XDG_CONFIG_HOME/crew/config" && test -f "$XDG_STATE_HOME/crew/history" '
                      '&& test -n "$CREW_STORE" && test -n "$CREW_API_URL" && test -n "$CREW_API_TOKEN" '
                      '&& test -d "$XDG_DATA_HOME" && test -d "$XDG_CACHE_HOME"')
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("untouched", run.stdout)

    def test_reading_is_allowed_and_the_commands_status_is_kept(self):
        run = guarded('cat "$XDG_STATE_HOME/crew/history" "$XDG_CONFIG_HOME/crew/config" >/dev/null; exit 3')
        self.assertEqual(run.returncode, 3, run.stderr)

    def test_a_line_added_to_the_history_fails_naming_it(self):
        run = guarded('echo typed >> "$XDG_STATE_HOME/crew/history"')
        self.assertEqual(run.returncode, 1)
        self.assertIn("state/crew/history", run.stderr)

    def test_a_store_created_at_crew_store_fails_naming_it(self):
        run = guarded('echo data > "$CREW_STORE"')
        self.assertEqual(run.returncode, 1)
        self.assertIn("env-store.sqlite3", run.stderr)

    def test_the_config_files_store_and_the_default_store_and_cache_are_watched(self):
        for command, name in [
            ('store=$(sed -n "s/^store = //p" "$XDG_CONFIG_HOME/crew/config"); echo x > "$store"',
             "config-store.sqlite3"),
            ('mkdir -p "$XDG_DATA_HOME/crew" && echo x > "$XDG_DATA_HOME/crew/crew.sqlite3"', "data/crew"),
            ('mkdir -p "$XDG_CACHE_HOME/crew"', "cache/crew"),
            ('echo "me = someone" >> "$XDG_CONFIG_HOME/crew/config"', "config/crew/config"),
        ]:
            with self.subTest(name):
                run = guarded(command)
                self.assertEqual(run.returncode, 1, run.stderr)
                self.assertIn(name, run.stderr)


if __name__ == "__main__":
    unittest.main()
