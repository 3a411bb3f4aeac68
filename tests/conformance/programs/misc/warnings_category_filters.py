# probe: warnings with categories: DeprecationWarning subclass checks, catch_warnings record with filters, warn with an instance, stacklevel has no effect on values
# inputs
n = 3
# body
import warnings
class BenchWarning(UserWarning):
    pass
with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("always")
    for i in range(n):
        warnings.warn("w%d" % i, BenchWarning, stacklevel=2)
    warnings.warn(DeprecationWarning("old"))
    warnings.simplefilter("ignore", BenchWarning)
    warnings.warn("hidden", BenchWarning)
r_msgs = [str(w.message) for w in ws]
r_cats = [w.category.__name__ for w in ws]
r_sub = issubclass(BenchWarning, Warning) and issubclass(DeprecationWarning, Warning)
r_mro = [c.__name__ for c in BenchWarning.__mro__]
try:
    warnings.warn("x", int)
    r_bad_cat = "ok"
except TypeError as e:
    r_bad_cat = type(e).__name__
