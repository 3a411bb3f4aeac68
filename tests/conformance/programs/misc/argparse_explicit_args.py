# probe: argparse parse_args on an explicit list, defaults, types, store_true, choices
# inputs
argv = ["--batch", "16", "--fast", "decode"]
# body
import argparse
p = argparse.ArgumentParser()
p.add_argument("op")
p.add_argument("--batch", type=int, default=1)
p.add_argument("--dtype", default="bf16", choices=["bf16", "fp8"])
p.add_argument("--fast", action="store_true")
args = p.parse_args(argv)
r_op = args.op
r_batch = args.batch
r_dtype = args.dtype
r_fast = args.fast
r_vars = sorted(vars(args).items())
d = p.parse_args(["x"])
r_defaults = (d.batch, d.fast)
