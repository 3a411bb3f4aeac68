# probe: float() from strings, ints, and special values
# inputs
s = "2.5"
t = "  -1e3 "
# body
r_s = float(s)
r_t = float(t)
r_int = float(3)
r_inf = float("inf")
r_neg_inf = float("-Infinity")
nan = float("nan")
r_nan_ne = nan != nan
r_nan_repr = repr(nan)
r_under = float("1_000.5")
r_bool = float(True)
r_none = float()
try:
    float("abc")
except ValueError as e:
    r_bad = type(e).__name__
r_is_integer = 2.0.is_integer()
