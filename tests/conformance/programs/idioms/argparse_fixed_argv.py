# probe: argparse with a fixed argv list: type=int conversion, defaults, dest from dashed options, None default, = and space forms
# inputs
argv = ["--config", "gemm/dense.yaml", "--repeat-iters=50", "--backend", "halops"]
iters_default = 10
# body
import argparse
parser = argparse.ArgumentParser(prog="bench")
parser.add_argument("--config", required=True)
parser.add_argument("--backend", default=None)
parser.add_argument("--dry-run-iters", type=int, default=iters_default)
parser.add_argument("--repeat-iters", type=int, default=100)
parser.add_argument("--output", default="results")
args = parser.parse_args(argv)
r_config = args.config
r_backend = args.backend
r_dry = args.dry_run_iters
r_repeat = args.repeat_iters
r_output = args.output
r_vars = sorted(vars(args).items())
r_getattr = getattr(args, "dry_run_iters", -1)
r_missing = getattr(args, "dry-run-iters", "absent")
args2 = parser.parse_args(["--config", "x"])
r_backend2 = args2.backend
r_total = args2.dry_run_iters + args2.repeat_iters
