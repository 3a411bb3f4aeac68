# probe: raise SystemExit(msg) for an unknown op caught by a harness driver: .code for no argument, an int, a str, several arguments; SystemExit is not caught by except Exception
# inputs
op = "conv"
# body
OPS = {"gemm": 1, "attention": 2}
codes = []
for args in ((), (2,), ("unknown op",), (1, 2), (None,)):
    try:
        raise SystemExit(*args)
    except SystemExit as e:
        codes.append(e.code)
r_codes = codes
def main(op):
    if op not in OPS:
        raise SystemExit(f"unknown op {op!r}; expected one of {sorted(OPS)}")
    return OPS[op]
try:
    try:
        main(op)
        r_main = "ok"
    except Exception:
        r_main = "caught-by-exception"
except SystemExit as e:
    r_main = ("exit", type(e.code).__name__)
r_base = [issubclass(SystemExit, Exception), issubclass(SystemExit, BaseException), issubclass(KeyboardInterrupt, Exception)]
try:
    main("gemm")
    r_gemm = main("gemm")
except SystemExit:
    r_gemm = "exit"
