# probe: speedups base/t guarded against zero and None times, ZeroDivisionError recorded, float('inf') fallback, ranking by speedup
# inputs
base = {"gemm": 10.0, "add": 0.0, "mul": 4.0, "div": 3.0}
new = {"gemm": 5.0, "add": 1.0, "mul": 0.0, "div": None}
# body
def speedup(b, t):
    if t is None:
        return None
    if t == 0:
        return float("inf")
    return b / t
r_speed = {k: speedup(base[k], new[k]) for k in base}
r_ranked = sorted((k for k in r_speed if r_speed[k] is not None), key=lambda k: r_speed[k], reverse=True)
r_errs = []
for k in base:
    try:
        r_errs.append(round(base[k] / new[k], 3))
    except ZeroDivisionError as e:
        r_errs.append(type(e).__name__)
    except TypeError as e:
        r_errs.append(type(e).__name__)
try:
    r_int_zero = 1 // 0
except ZeroDivisionError as e:
    r_int_zero = type(e).__name__
try:
    r_mod_zero = 1.0 % 0.0
except ZeroDivisionError as e:
    r_mod_zero = type(e).__name__
r_geo = None
vals = [v for v in r_speed.values() if v not in (None, float("inf")) and v > 0]
if vals:
    import math
    r_geo = round(math.exp(sum(math.log(v) for v in vals) / len(vals)), 6)
