# probe: math.lcm with several args and zeros; comb/perm/factorial values and their errors
# inputs
n = 5
k = 2
# body
import math
r_lcm = (math.lcm(4, 6), math.lcm(4, 6, 10), math.lcm(), math.lcm(0, 5), math.lcm(-4, 6))
r_comb = (math.comb(n, k), math.comb(n, 0), math.comb(n, n + 1), math.comb(0, 0))
r_perm = (math.perm(n, k), math.perm(n), math.perm(n, n + 1))
r_fact = (math.factorial(0), math.factorial(n), math.factorial(20))
r_errors = []
for f, args in ((math.comb, (-1, 2)), (math.comb, (n, -1)), (math.perm, (n, -2)), (math.factorial, (-1,)), (math.factorial, (2.0,)), (math.comb, (5.0, 2)), (math.lcm, (2.5, 2))):
    try:
        f(*args)
        r_errors.append('ok')
    except (ValueError, TypeError) as e:
        r_errors.append(type(e).__name__)
