"""Scripts/install-dependencies.sh against stand-ins for dpkg-query, apt-get, sudo, id and gcc.

The script runs with a PATH that holds only the stand-ins and the few real tools it uses, so
whether this machine has sudo, or the packages, changes nothing."""

import os
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "install-dependencies.sh"
REAL_TOOLS = ["bash", "sh", "grep", "cut", "mktemp", "tail", "rm", "cat", "dirname", "env", "true"]


class InstallDependenciesTests(unittest.TestCase):
    def setUp(self):
        self.folder = Path(tempfile.mkdtemp(prefix="crew-deps-"))
        self.bin = self.folder / "bin"
        self.bin.mkdir()
        self.apt_log = self.folder / "apt.log"
        for tool in REAL_TOOLS:
            path = shutil.which(tool)
            if path:
                (self.bin / tool).symlink_to(path)
        self.stub("dpkg-query", 'for p in $FAKE_INSTALLED; do [ "$p" = "$3" ] && { printf "install ok installed"; exit 0; }; done; exit 1')
        self.stub("id", 'echo "$FAKE_UID"')
        self.stub("gcc", 'echo 12')
        self.stub("apt-get", 'echo "$*" >> "$APT_LOG"; [ "$1" = update ] && exit 0; [ -n "$FAKE_APT_FAILS" ] && { echo "E: Unable to locate package" >&2; exit 100; }; exit 0')

    def tearDown(self):
        shutil.rmtree(self.folder, ignore_errors=True)

    def stub(self, name, body):
        path = self.bin / name
        path.write_text("#!/bin/sh\n" + body + "\n")
        path.chmod(0o755)

    def run_script(self, target, installed=(), uid="0", apt_fails=False):
        environment = {
            "PATH": str(self.bin),
            "FAKE_INSTALLED": " ".join(installed),
            "FAKE_UID": uid,
            "APT_LOG": str(self.apt_log),
            "FAKE_APT_FAILS": "1" if apt_fails else "",
        }
        return subprocess.run(
            [str(self.bin / "bash"), str(SCRIPT), target], env=environment, capture_output=True, text=True
        )

    def apt_calls(self):
        return self.apt_log.read_text().splitlines() if self.apt_log.exists() else []

    BUILD = ["libsqlite3-dev", "pkg-config", "libstdc++-12-dev"]

    def test_silent_when_everything_is_there(self):
        run = self.run_script("build", installed=self.BUILD, uid="1000")
        self.assertEqual((run.returncode, run.stdout, run.stderr), (0, "", ""))
        self.assertEqual(self.apt_calls(), [])

    def test_root_installs_only_what_is_missing_and_says_so_in_one_line(self):
        run = self.run_script("build", installed=["pkg-config"])
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stderr, "Installing for make build: libsqlite3-dev libstdc++-12-dev\n")
        self.assertEqual(self.apt_calls(), ["update -qq", "install -y -qq libsqlite3-dev libstdc++-12-dev"])

    def test_without_root_or_sudo_one_line_names_the_packages_and_the_command(self):
        run = self.run_script("build", installed=["pkg-config"], uid="1000")
        self.assertEqual(run.returncode, 1)
        self.assertEqual(
            run.stderr,
            "error: make build needs these Debian packages: libsqlite3-dev libstdc++-12-dev; install them as"
            " root (apt-get install -y libsqlite3-dev libstdc++-12-dev), or give this user sudo\n",
        )
        self.assertEqual(self.apt_calls(), [])

    def test_a_sudo_that_would_ask_for_a_password_is_no_sudo(self):
        self.stub("sudo", "exit 1")
        run = self.run_script("build", uid="1000")
        self.assertEqual(run.returncode, 1)
        self.assertEqual(len(run.stderr.splitlines()), 1)
        self.assertIn("install them as root", run.stderr)
        self.assertEqual(self.apt_calls(), [])

    def test_a_user_with_sudo_installs_through_it(self):
        self.stub("sudo", '[ "$1" = -n ] && shift; "$@"')
        run = self.run_script("build", installed=self.BUILD[:2], uid="1000")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(self.apt_calls(), ["update -qq", "install -y -qq libstdc++-12-dev"])

    def test_an_apt_failure_is_one_line_with_apts_reason(self):
        run = self.run_script("build", apt_fails=True)
        self.assertEqual(run.returncode, 1)
        self.assertEqual(
            run.stderr.splitlines()[-1],
            "error: apt-get could not install libsqlite3-dev pkg-config libstdc++-12-dev: E: Unable to locate package",
        )

    def test_make_test_needs_the_builds_packages_and_its_own(self):
        run = self.run_script("test", installed=self.BUILD, uid="1000")
        self.assertEqual(run.returncode, 1)
        for package in ["postgresql", "tmux", "zsh", "fish", "bash-completion", "man-db", "groff", "sqlite3"]:
            self.assertIn(package, run.stderr)
        self.assertNotIn("libsqlite3-dev", run.stderr)

    def test_an_unknown_target_is_a_usage_error(self):
        run = self.run_script("everything")
        self.assertEqual(run.returncode, 64)
        self.assertIn("usage:", run.stderr)


if __name__ == "__main__":
    unittest.main()
