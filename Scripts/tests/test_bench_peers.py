"""Scripts/bench.py's peers: each is the program itself, never a script in front of it (Debian's
/usr/bin/psql is pg_wrapper, a Perl script), and the cluster's own psql is preferred."""
import os
import stat
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import bench  # noqa: E402


class PeerBinaryTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()

    def executable(self, name, content):
        path = os.path.join(self.folder, name)
        with open(path, "wb") as handle:
            handle.write(content)
        os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
        return path

    def test_a_script_peer_is_refused_naming_it_and_its_interpreter(self):
        wrapper = self.executable("psql", b"#!/usr/bin/perl -w\nexec '/usr/lib/postgresql/15/bin/psql';\n")
        with self.assertRaises(SystemExit) as refused:
            bench.peer_binary("psql", [wrapper])
        self.assertIn(wrapper, str(refused.exception))
        self.assertIn("#!/usr/bin/perl -w", str(refused.exception))

    def test_an_executable_is_taken_as_it_is_and_the_preferred_one_first(self):
        program = self.executable("psql", b"\x7fELF\x02\x01\x01")
        self.assertEqual(bench.peer_binary("psql", [program]), os.path.realpath(program))
        self.assertFalse(bench.is_script(program))

    def test_a_link_to_a_script_is_a_script(self):
        wrapper = self.executable("pg_wrapper", b"#!/usr/bin/perl\n")
        link = os.path.join(self.folder, "psql-link")
        os.symlink(wrapper, link)
        with self.assertRaises(SystemExit):
            bench.peer_binary("psql", [link])

    def test_a_missing_peer_is_none(self):
        self.assertIsNone(bench.peer_binary("crew-no-such-peer-anywhere", [os.path.join(self.folder, "absent")]))

    @unittest.skipUnless(os.path.exists("/usr/bin/psql"), "PostgreSQL's client is not installed")
    def test_debians_psql_on_path_is_the_wrapper_and_the_cluster_one_is_not(self):
        self.assertTrue(bench.is_script(os.path.realpath("/usr/bin/psql")))
        cluster = bench.cluster_psql()
        self.assertTrue(cluster and not bench.is_script(cluster[0]), cluster)


if __name__ == "__main__":
    unittest.main()
