"""Scripts/suite_watchdog.py: a suite that hangs is stopped at its limit, naming the tests still
running, with its whole process group; one that finishes keeps its own exit status."""
import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import suite_watchdog  # noqa: E402


class UnfinishedTestsTests(unittest.TestCase):
    def test_a_test_that_started_and_never_ended_is_named_and_ended_ones_are_not(self):
        log = [
            '◇ Test run started.\n',
            '◇ Test "loads the first page" started.\n',
            '◇ Test searchAsYouType() started.\n',
            '◇ Test "parametrised" started.\n',
            '✔ Test "loads the first page" passed after 0.010 seconds.\n',
            '✔ Test "parametrised" with 5 test cases passed after 0.027 seconds.\n',
            '◇ Test "fails" started.\n',
            '✘ Test "fails" failed after 0.001 seconds with 1 issue.\n',
            '◇ Test "known" started.\n',
            '━ Test "known" passed after 0.034 seconds with 1 known issue.\n',
            "Test Case 'CLITests.testHangs' started at 2026-12-04 10:00:00.000\n",
            "Test Case 'CLITests.testPasses' started at 2026-12-04 10:00:00.000\n",
            "Test Case 'CLITests.testPasses' passed (0.001 seconds)\n",
        ]
        self.assertEqual(
            suite_watchdog.unfinished_tests(log), ['searchAsYouType()', 'CLITests.testHangs'])

    def test_two_suites_with_a_test_of_the_same_name_count_each(self):
        log = ['◇ Test "same" started.\n', '◇ Test "same" started.\n', '✔ Test "same" passed after 1 s.\n']
        self.assertEqual(suite_watchdog.unfinished_tests(log), ['"same"'])


class WatchdogTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.folder)
        self.log = os.path.join(self.folder, 'test.log')

    def run_watchdog(self, limit, script):
        printed = io.StringIO()
        with redirect_stdout(printed):
            status = suite_watchdog.main(['suite_watchdog.py', str(limit), self.log, 'sh', '-c', script])
        return status, printed.getvalue()

    def test_a_suite_that_finishes_keeps_its_status_and_its_output(self):
        status, printed = self.run_watchdog(60, 'echo "◇ Test x started."; exit 3')
        self.assertEqual(status, 3)
        self.assertEqual(printed, '')
        with open(self.log) as log:
            self.assertEqual(log.read(), '◇ Test x started.\n')

    def test_a_hung_suite_is_stopped_with_its_children_naming_the_test_still_running(self):
        pid_file = os.path.join(self.folder, 'child')
        # The "runner" starts a child that would outlive it and hangs itself.
        script = (f'sleep 300 & echo $! > {pid_file}; echo "◇ Test \\"hangs\\" started."; '
                  'echo "◇ Test \\"ends\\" started."; echo "✔ Test \\"ends\\" passed after 0.1 s."; wait')
        status, printed = self.run_watchdog(2, script)
        self.assertEqual(status, suite_watchdog.TIMED_OUT)
        self.assertIn('did not finish within 2 s; still running: "hangs"', printed)
        self.assertNotIn('"ends"', printed)
        with open(pid_file) as child:
            pid = int(child.read())
        # Killed with its group (a zombie's state is Z until its parent, gone too, is reaped).
        state = subprocess.run(['ps', '-o', 'stat=', '-p', str(pid)], capture_output=True, text=True)
        self.assertIn(state.stdout.strip()[:1], ('', 'Z'))

    def test_a_hang_before_any_test_says_so(self):
        status, printed = self.run_watchdog(1, 'sleep 300')
        self.assertEqual(status, suite_watchdog.TIMED_OUT)
        self.assertIn('no test (the build or the runner)', printed)

    def test_a_limit_that_is_not_a_number_is_refused(self):
        with redirect_stderr(io.StringIO()) as said:
            self.assertEqual(suite_watchdog.main(['suite_watchdog.py', 'soon', self.log, 'true']), 64)
        self.assertIn('Usage:', said.getvalue())
        self.assertFalse(os.path.exists(self.log), 'nothing was run, nothing written')


if __name__ == '__main__':
    unittest.main()
