"""Reading a callgrind profile for the start-up order: crew's own functions, in the order the
profile names them, each once, and nothing from another object or without a name."""
import importlib.util
import os
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "order-startup-symbols.py")
spec = importlib.util.spec_from_file_location("order_startup_symbols", SCRIPT)
order = importlib.util.module_from_spec(spec)
spec.loader.exec_module(order)

# callgrind's compressed names: "(N) name" the first time, "(N)" after; cfn= is a callee, not a
# function that ran on its own line, and ob= says whose code the following fn= lines are.
PROFILE = """events: Ir
ob=(1) /tmp/crew-order-x/crew
fn=(1) crew_main
0 10
cob=(2) /usr/lib/x86_64-linux-gnu/libc.so.6
cfn=(2) malloc
calls=1 0
0 5
fn=(3) $s7CrewCLI0A11ApplicationO3run
0 20
fn=(4) 0x0000000000401000
0 1
ob=(2)
fn=(2)
0 5
fn=(5) strlen
0 3
ob=(1)
fn=(1)
0 2
fn=(6) swift_retain
0 4
"""


class FunctionsRunTests(unittest.TestCase):
    def test_crews_functions_in_order_once_each(self):
        with tempfile.NamedTemporaryFile("w", suffix=".callgrind", delete=False) as handle:
            handle.write(PROFILE)
        try:
            self.assertEqual(order.functions_run(handle.name),
                             ["crew_main", "$s7CrewCLI0A11ApplicationO3run", "swift_retain"])
        finally:
            os.unlink(handle.name)


if __name__ == "__main__":
    unittest.main()
