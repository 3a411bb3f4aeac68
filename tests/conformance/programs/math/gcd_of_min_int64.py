# probe: math.gcd with -2**63 (its absolute value is past i64), alone, with 0, and with small numbers
# inputs
m = -(2 ** 62) * 2
# body
import math
r_m = m
r_alone = math.gcd(m)
r_zero = math.gcd(m, 0)
r_six = math.gcd(m, 6)
r_self = math.gcd(m, m)
r_pow = math.gcd(2 ** 40, m)
r_max = math.gcd(m + 1, 2 ** 62 - 1)
