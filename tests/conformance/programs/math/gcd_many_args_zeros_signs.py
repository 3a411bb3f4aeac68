# probe: math.gcd with no, one, several arguments, zeros, negatives and bools; errors for floats
# inputs
a = -12
b = 18
# body
import math
r_none = math.gcd()
r_one = (math.gcd(a), math.gcd(0), math.gcd(-7))
r_zeros = (math.gcd(0, 0), math.gcd(0, b), math.gcd(a, 0))
r_signs = (math.gcd(a, b), math.gcd(-a, -b), math.gcd(a, -b))
r_many = (math.gcd(a, b, 8), math.gcd(a, b, 8, 3), math.gcd(0, 0, 0, 5))
r_bool = (math.gcd(True, 4), math.gcd(False, 9))
r_types = type(math.gcd(a, b)).__name__
try:
    math.gcd(a, 2.0)
except TypeError as e:
    r_float = type(e).__name__
try:
    math.gcd('4', 2)
except TypeError as e:
    r_str = type(e).__name__
