# probe: a config class whose body builds tables with comprehensions: the first iterable sees class names, the rest of the comprehension does not
# inputs
extra = "fp8"
# body
class Cfg:
    DTYPES = ["bf16", "fp16", extra]
    ALIAS = {"bf16": "bfloat16", "fp16": "float16"}
    UPPER = [d.upper() for d in DTYPES]
    try:
        FULL = [ALIAS.get(d, d) for d in DTYPES]
    except NameError as e:
        FULL = type(e).__name__
    try:
        PAIRS = [(a, b) for a in DTYPES for b in DTYPES if a < b]
    except NameError as e:
        PAIRS = type(e).__name__
    N = len(DTYPES)
    try:
        SIZES = {d: N for d in DTYPES}
    except NameError as e:
        SIZES = type(e).__name__
    LAMBDA = (lambda: N)
r_upper = Cfg.UPPER
r_full = Cfg.FULL
r_pairs = Cfg.PAIRS
r_sizes = Cfg.SIZES
try:
    Cfg.LAMBDA()
    r_lambda = "ok"
except NameError as e:
    r_lambda = type(e).__name__
