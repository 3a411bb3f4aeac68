# probe: backends as (adapt, run) pairs; adapt raises NotImplementedError for dtypes it cannot take; skipped collected
# inputs
dtype = "fp8"
size = 4
# body
def adapt_a(dt, n):
    if dt not in ("fp16", "bf16"):
        raise NotImplementedError(dt)
    return [1] * n
def adapt_b(dt, n):
    return list(range(n))
def adapt_c(dt, n):
    if n > 2:
        raise ValueError("too big")
    return [0] * n
BACKENDS = {"a": (adapt_a, sum), "b": (adapt_b, sum), "c": (adapt_c, len)}
results = {}
skipped = []
errors = {}
for name, (adapt, run) in BACKENDS.items():
    try:
        args = adapt(dtype, size)
    except NotImplementedError as e:
        skipped.append((name, str(e)))
        continue
    except Exception as e:
        errors[name] = type(e).__name__
        continue
    results[name] = run(args)
r_results = results
r_skipped = skipped
r_errors = errors
r_ran = len(results) + len(skipped) + len(errors)
r_nie_sub = issubclass(NotImplementedError, RuntimeError)
