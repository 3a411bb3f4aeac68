# probe: gamma, lgamma, erf, erfc, expm1, log1p, cbrt, exp2 at assorted points; gamma poles (ValueError) and overflow (OverflowError)
# inputs
xs = [0.5, 1.5, 2.0, 3.7, 10.2, -0.5, -2.5]
# body
import math
r_gamma = [math.gamma(x) for x in xs]
r_lgamma = [math.lgamma(x) for x in xs]
r_erf = [math.erf(x) for x in (0.1, 0.5, 1.0, 2.5, -0.3)]
r_erfc = [math.erfc(x) for x in (0.1, 0.5, 1.0, 2.5, 10.0)]
r_expm1 = [math.expm1(x) for x in (1e-10, 0.5, -1.0, 5.0)]
r_log1p = [math.log1p(x) for x in (1e-10, 0.5, 2.0)]
r_cbrt = [math.cbrt(x) for x in (2.0, 10.0, -3.0)]
r_exp2 = [math.exp2(x) for x in (0.5, -1.5, 3.3)]
errs = []
for v in (0, -1, -2.0, 200.0):
    try:
        errs.append(math.gamma(v))
    except (ValueError, OverflowError) as e:
        errs.append(type(e).__name__)
r_errs = errs
try:
    math.lgamma(0)
except ValueError as e:
    r_lgamma_pole = type(e).__name__
