# probe: math.gcd and math.lcm with 0, 1, several arguments, negatives, bools, floats (TypeError)
# inputs
nums = [12, -18, 30]
# body
import math
r_gcd = (math.gcd(), math.gcd(7), math.gcd(-7), math.gcd(*nums), math.gcd(0, 0), math.gcd(0, -5))
r_lcm = (math.lcm(), math.lcm(-7), math.lcm(*nums), math.lcm(0, 5), math.lcm(4, 6, 10))
r_bools = (math.gcd(True, 4), math.lcm(True, False))
try:
    math.gcd(4.0, 2)
except TypeError as e:
    r_float = type(e).__name__
try:
    math.lcm(4, "2")
except TypeError as e:
    r_str = type(e).__name__
r_big = math.gcd(2 ** 100, 6 ** 50)
