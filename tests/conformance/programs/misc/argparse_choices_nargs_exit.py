# probe: argparse on fixed argv: choices refusing a value (SystemExit 2), nargs='+' lists with type=int, store_true, string defaults run through type
# inputs
argv = ["--sizes", "64", "128", "--fast", "--dtype", "bf16"]
bad_dtype = "int3"
# body
import argparse
p = argparse.ArgumentParser(prog="bench")
p.add_argument("--sizes", nargs="+", type=int, default=[1])
p.add_argument("--dtype", choices=["fp16", "bf16"], default="fp16")
p.add_argument("--fast", action="store_true")
p.add_argument("--iters", type=int, default="7")
a = p.parse_args(argv)
r_sizes = a.sizes
r_sum = sum(a.sizes)
r_dtype = a.dtype
r_fast = a.fast
r_iters = a.iters
try:
    p.parse_args(["--dtype", bad_dtype])
    r_exit = "ok"
except SystemExit as e:
    r_exit = ("SystemExit", e.code)
try:
    p.parse_args(["--sizes"])
    r_exit2 = "ok"
except SystemExit as e:
    r_exit2 = e.code
d = p.parse_args([])
r_defaults = (d.sizes, d.dtype, d.fast, d.iters)
r_fixed = "after"
