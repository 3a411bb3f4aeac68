# probe: getattr on modules with names from inputs: present, absent with default, absent without; callable on what comes back
# inputs
fn_name = "sqrt"
const_name = "pi"
absent = "fast_sqrt"
# body
import math
import operator
f = getattr(math, fn_name, None)
r_f_call = f(16.0) if callable(f) else None
r_const = getattr(math, const_name)
r_const_callable = callable(getattr(math, const_name))
r_absent = getattr(math, absent, None)
try:
    getattr(math, absent)
    r_err = "ok"
except AttributeError as e:
    r_err = type(e).__name__
ops = {n: getattr(operator, n, None) for n in ["add", "mul", "matmul", "power"]}
r_ops = [n for n, v in ops.items() if v is not None]
r_add = ops["add"](2, 3)
r_has = [hasattr(math, n) for n in (fn_name, absent, "inf")]
try:
    getattr(math, 5)
    r_err2 = "ok"
except TypeError as e:
    r_err2 = type(e).__name__
