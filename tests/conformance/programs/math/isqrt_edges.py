# probe: math.isqrt at 0, 1, perfect squares and their neighbours, near 2**63, bools, and its errors
# inputs
n = 2 ** 62
# body
import math
r_small = [math.isqrt(v) for v in (0, 1, 2, 3, 4, 15, 16, 17, 99, 100)]
r_big = (math.isqrt(n), math.isqrt(n - 1), math.isqrt(9223372036854775807), math.isqrt(3037000499 ** 2), math.isqrt(3037000499 ** 2 - 1))
r_bool = (math.isqrt(True), math.isqrt(False))
r_check = math.isqrt(9223372036854775807) ** 2 <= 9223372036854775807
try:
    math.isqrt(-1)
except ValueError as e:
    r_neg = type(e).__name__
try:
    math.isqrt(4.0)
except TypeError as e:
    r_float = type(e).__name__
try:
    math.isqrt('4')
except TypeError as e:
    r_str = type(e).__name__
