# probe: running backends with try/except/else/finally: a NotImplementedError subclass caught as its base, else only on success, finally counting every attempt
# inputs
dtype = "fp8"
n = 3
# body
class Unsupported(NotImplementedError):
    pass
def a(dt, k):
    if dt == "fp8":
        raise Unsupported(dt)
    return k
def b(dt, k):
    return k * 2
def c(dt, k):
    return [1][k]
attempts = 0
ok, skipped, failed = {}, [], {}
for name, fn in (("a", a), ("b", b), ("c", c)):
    try:
        out = fn(dtype, n)
    except NotImplementedError as e:
        skipped.append((name, type(e).__name__))
    except (IndexError, KeyError) as e:
        failed[name] = type(e).__name__
    else:
        ok[name] = out
    finally:
        attempts += 1
r_ok = ok
r_skipped = skipped
r_failed = failed
r_attempts = attempts
r_sub = issubclass(Unsupported, RuntimeError)
