# probe: math's one-argument functions refuse a second positional argument and any keyword; prod takes one positional and only start=; gcd takes no keywords
# inputs
x = 8
# body
import math
def outcome(f):
    try:
        return ("ok", f())
    except TypeError as e:
        return ("TypeError", str(e))
r_log2_two = outcome(lambda: math.log2(x, 2))
r_sqrt_two = outcome(lambda: math.sqrt(x, 1))
r_ceil_two = outcome(lambda: math.ceil(2.5, 1))
r_floor_kw = outcome(lambda: math.floor(2.5, ndigits=1))
r_isqrt_kw = outcome(lambda: math.isqrt(x, n=1))
r_prod_two = outcome(lambda: math.prod([x], 2))
r_prod_kw = outcome(lambda: math.prod([x], begin=2))
r_prod_start = outcome(lambda: math.prod([x], start=2))
r_gcd_kw = outcome(lambda: math.gcd(x, b=4))
r_log2_kw = outcome(lambda: math.log2(x=x))
