# probe: the rest of math a harness reaches for: log with a base (inexact results), log10, trunc, lcm, comb/perm/factorial, fsum against sum, isclose tolerances, copysign, exp/pow, isinf/isnan
# inputs
vals = [8, 1000, 2 ** 29]
# body
import math
r_log_base = [math.log(n, 2) for n in vals]
r_log_1000 = math.log(1000, 10)
r_log10 = [math.log10(n) for n in (1, 10, 1000)]
r_trunc = [math.trunc(x) for x in (2.7, -2.7, 5)]
r_lcm = (math.lcm(4, 6), math.lcm(), math.lcm(0, 5))
r_comb = (math.comb(10, 3), math.comb(3, 10), math.perm(5, 2), math.perm(5), math.factorial(10))
r_fsum = (math.fsum([0.1] * 10), sum([0.1] * 10))
r_isclose = (math.isclose(0.1 + 0.2, 0.3), math.isclose(1.0, 1.001, rel_tol=1e-2), math.isclose(0.0, 1e-12), math.isclose(0.0, 1e-12, abs_tol=1e-9))
r_copysign = (math.copysign(3, -0.0), math.copysign(-2, 1))
r_pow = (math.pow(2, 10), math.exp(0))
r_flags = (math.isinf(math.inf), math.isnan(math.nan), math.isfinite(1e308))
