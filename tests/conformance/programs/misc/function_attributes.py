# probe: a function's own attributes: set by a decorator, read, listed, deleted, missing
# inputs
tag = "bfloat16"
other = "float16"
name = "dtypes"
# body
def supports(*dtypes):
    def deco(f):
        f.dtypes = dtypes
        f.calls = 0
        return f
    return deco
@supports(tag, other)
def adapt_x(a):
    adapt_x.calls += 1
    return a
r_dtypes = adapt_x.dtypes
r_in = tag in adapt_x.dtypes
adapt_x(1)
adapt_x(2)
r_calls = adapt_x.calls
def plain():
    return 0
r_get = getattr(plain, "dtypes", ())
r_has = (hasattr(plain, "dtypes"), hasattr(adapt_x, name))
try:
    plain.dtypes
    r_missing = "found"
except AttributeError as e:
    r_missing = str(e)
setattr(plain, name, [other])
r_set = getattr(plain, name)
del plain.dtypes
r_del = hasattr(plain, "dtypes")
try:
    del plain.dtypes
    r_del2 = "deleted"
except AttributeError as e:
    r_del2 = str(e)
r_dict = sorted(vars(adapt_x))
r_after = (plain(), adapt_x(3), adapt_x.calls)
lam = lambda: 1
lam.kind = "lam"
r_lam = (lam.kind, lam.__name__)
