# probe: argparse: a type=int argument given a non-number exits 2, an abbreviated option is accepted, an unknown option exits, parse_known_args keeps the rest
# inputs
iters = "ten"
extra = ["--unknown", "1"]
# body
import argparse
p = argparse.ArgumentParser()
p.add_argument("--iterations", type=int, default=3)
p.add_argument("--name", default="x")
try:
    p.parse_args(["--iterations", iters])
    r_bad = "ok"
except SystemExit as e:
    r_bad = e.code
r_abbrev = p.parse_args(["--iter", "5"]).iterations
r_eq_form = p.parse_args(["--name=a=b"]).name
try:
    p.parse_args(extra)
    r_unk = "ok"
except SystemExit as e:
    r_unk = e.code
ns, rest = p.parse_known_args(extra + ["--name", "z"])
r_rest = rest
r_ns = (ns.iterations, ns.name)
r_neg = p.parse_args(["--iterations", "-2"]).iterations
r_known = 1 + 1
