# probe: argparse failures as SystemExit (bad int, missing required, bad choice, unknown option) and parse_known_args leaving extras
# inputs
bad_int = "ten"
mode = "fp4"
# body
import argparse, io, contextlib
parser = argparse.ArgumentParser(prog="bench")
parser.add_argument("--config", required=True)
parser.add_argument("--iters", type=int, default=5)
parser.add_argument("--mode", choices=["bf16", "fp8"], default="bf16")
outcomes = []
for argv in (["--config", "c", "--iters", bad_int], ["--iters", "3"], ["--config", "c", "--mode", mode], ["--config", "c", "--bogus"], ["--config", "c", "--mode", "fp8"]):
    buf = io.StringIO()
    try:
        with contextlib.redirect_stderr(buf):
            ns = parser.parse_args(argv)
        outcomes.append(("ok", ns.mode, ns.iters))
    except SystemExit as e:
        outcomes.append(("exit", e.code))
r_outcomes = outcomes
known, extra = parser.parse_known_args(["--config", "c", "--bogus", "1", "--iters", "7"])
r_known = (known.config, known.iters)
r_extra = extra
r_is_exit_base = issubclass(SystemExit, Exception)
