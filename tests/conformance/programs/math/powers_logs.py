# probe: sqrt, isqrt, pow, exp, log (with base), log2, log10
# inputs
n = 1024
# body
import math
r_sqrt = math.sqrt(n)
r_isqrt = math.isqrt(n + 5)
r_pow = math.pow(2, 10)
r_log2 = math.log2(n)
r_log10 = math.log10(1000)
r_log_base = math.log(8, 2)
r_ln = math.log(math.e)
r_exp = math.exp(0)
r_log2_int_type = type(math.log2(8)).__name__
try:
    math.sqrt(-1)
except ValueError as e:
    r_domain = type(e).__name__
