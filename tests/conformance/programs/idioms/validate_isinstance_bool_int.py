# probe: type validation of config values: bool passes isinstance(x, int), isinstance with tuples, type(x) is int, float ints, numbers.Integral
# inputs
values = {"iters": True, "k": 64.0, "m": 128, "name": "x", "n": None}
# body
import numbers
r_isint = {k: isinstance(v, int) for k, v in values.items()}
r_exact = {k: type(v) is int for k, v in values.items()}
r_strict = {k: isinstance(v, int) and not isinstance(v, bool) for k, v in values.items()}
r_integral = {k: isinstance(v, numbers.Integral) for k, v in values.items()}
r_number = {k: isinstance(v, (int, float)) for k, v in values.items()}
r_float_int = [v.is_integer() for v in values.values() if isinstance(v, float)]
r_opt = [k for k, v in values.items() if isinstance(v, (str, type(None)))]
r_sum_ints = sum(v for v in values.values() if isinstance(v, int))
try:
    isinstance(1, [int])
    r_list_arg = "ok"
except TypeError as e:
    r_list_arg = type(e).__name__
