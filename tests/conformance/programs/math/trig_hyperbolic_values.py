# probe: sin/cos/tan/asin/acos/atan/sinh/cosh/tanh/asinh/acosh/atanh at assorted points; domain errors; exp and pow values
# inputs
xs = [0.1, 0.7, 1.3, 2.9, 100.0, 1e22]
# body
import math
r_sin = [math.sin(x) for x in xs]
r_cos = [math.cos(x) for x in xs]
r_tan = [math.tan(x) for x in xs]
r_inv = [f(0.3) for f in (math.asin, math.acos, math.atan)]
r_hyp = [f(0.9) for f in (math.sinh, math.cosh, math.tanh, math.asinh, math.atanh)]
r_acosh = math.acosh(2.5)
r_exp = [math.exp(x) for x in (0.1, 1.0, 7.7, -3.3)]
r_pow = [math.pow(1.1, y) for y in (0.5, 3.0, 10.7)]
r_powop = [1.1 ** y for y in (0.5, 3.0, 10.7)]
r_log = [math.log(x) for x in (0.3, 7.0, 1e-300)]
r_log_base = [math.log(x, 3) for x in (9, 27, 81, 243)]
errs = []
for f, v in ((math.atanh, 1.0), (math.acosh, 0.5), (math.asin, 1.5), (math.cosh, 1000.0)):
    try:
        errs.append(f(v))
    except (ValueError, OverflowError) as e:
        errs.append(type(e).__name__)
r_errs = errs
