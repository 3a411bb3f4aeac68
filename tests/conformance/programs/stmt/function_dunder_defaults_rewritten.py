# probe: __defaults__ and __kwdefaults__ read, replaced, set to None and to wrong types; calls after each change use the new defaults
# inputs
d = 5
# body
def f(a, b=d, c=d * 2, *, k=1, m):
    return (a, b, c, k, m)
r_defaults = f.__defaults__
r_kwdefaults = sorted(f.__kwdefaults__.items())
def g(a):
    return a
r_none = (g.__defaults__, g.__kwdefaults__)
f.__defaults__ = (100,)
r_after = f(1, 2, m=0)
def err(thunk):
    try:
        return thunk()
    except TypeError as e:
        return type(e).__name__
r_now_missing = err(lambda: f(1, m=0))
f.__kwdefaults__ = {"k": 7, "m": 8}
r_kw_after = f(1, 2)
f.__kwdefaults__["m"] = 9
r_kw_mutated = f(1, 2)
f.__kwdefaults__ = None
r_kw_none = err(lambda: f(1, 2))
r_bad_defaults = err(lambda: setattr(f, "__defaults__", [1]))
g.__defaults__ = (d,)
r_g_gains = g()
g.__defaults__ = None
r_g_loses = err(lambda: g())
h = lambda x, y=d: (x, y)
h.__defaults__ = (d, d + 1)
r_lambda_both = h()
