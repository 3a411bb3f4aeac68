# probe: argparse: action='append' with a list default (shared across parses), action='count', dest=, store_const, metavar-free positionals with nargs='*'
# inputs
argv = ["-v", "-v", "--backend", "a", "--backend", "b", "x", "y"]
# body
import argparse
p = argparse.ArgumentParser()
p.add_argument("-v", action="count", default=0)
p.add_argument("--backend", action="append", default=[])
p.add_argument("--mode", action="store_const", const="fast", dest="run_mode")
p.add_argument("ops", nargs="*")
a = p.parse_args(argv)
r_v = a.v
r_backend = a.backend
r_mode = a.run_mode
r_ops = a.ops
b = p.parse_args(["--backend", "c"])
r_b_backend = b.backend
r_a_backend_after = a.backend
r_shared = a.backend is b.backend
c = p.parse_args([])
r_c = (c.v, c.backend, c.run_mode, c.ops)
r_vars = sorted(vars(c))
