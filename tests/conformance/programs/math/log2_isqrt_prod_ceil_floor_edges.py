# probe: the math helpers shape code leans on, at their edges: log2 of exact and inexact powers and of floats, isqrt and sqrt, prod with start/empty/bools/floats, ceil/floor of floats, ints, bools and negative zero, gcd with zeros and negatives; their domain errors
# inputs
ns = [1, 2, 3, 1000, 1024, 2 ** 40, 2 ** 53 + 1]
xs = [2.5, -2.5, 3, -0.0, 0.1, 1e15, True, -1e-300]
# body
import math
r_log2 = [math.log2(n) for n in ns]
r_log2_int = [int(math.log2(n)) for n in ns]
r_log2_floats = [math.log2(x) for x in (0.5, 0.1, 1e-300, 1.5)]
r_log2_is_int = [math.log2(n).is_integer() for n in ns]
r_isqrt = [math.isqrt(n) for n in ns]
r_isqrt_sq = [math.isqrt(n) ** 2 == n for n in ns]
r_isqrt_bool = (math.isqrt(True), math.isqrt(0))
r_sqrt = [math.sqrt(n) for n in (4, 2, 10 ** 10, 0, 0.25)]
r_sqrt_isqrt = [math.isqrt(n) == int(math.sqrt(n)) for n in ns]
r_prod = [math.prod(()), math.prod([], start=5), math.prod([2, 3], start=2), math.prod([True, True]), math.prod([1.5, 2]), math.prod(range(1, 11)), math.prod([2, 3], start=0.5)]
r_prod_types = [type(math.prod(x)).__name__ for x in ([], [True], [2, 2.0], [3], [True, False])]
r_prod_gen = math.prod(n for n in ns[:4])
r_prod_shape = math.prod((4, 0, 7))
r_ceil_floor = [(math.ceil(x), math.floor(x)) for x in xs]
r_ceil_types = [type(math.ceil(x)).__name__ for x in xs]
r_ceil_div = [math.ceil(n / 3) for n in ns[:5]]
r_floor_div = [math.floor(n / 3) == n // 3 for n in ns]
r_gcd = (math.gcd(), math.gcd(0, 0), math.gcd(-12, 18), math.gcd(12, 18, 27), math.gcd(7), math.gcd(-7), math.gcd(0, 5), math.gcd(True, 4))
try:
    math.log2(0)
except ValueError as e:
    r_log2_zero = type(e).__name__
try:
    math.isqrt(-1)
except ValueError as e:
    r_isqrt_neg = type(e).__name__
try:
    math.ceil(float("inf"))
except OverflowError as e:
    r_ceil_inf = type(e).__name__
try:
    math.floor(float("nan"))
except ValueError as e:
    r_floor_nan = type(e).__name__
try:
    math.sqrt(-1)
except ValueError as e:
    r_sqrt_neg = type(e).__name__
try:
    math.prod([1, "a"])
except TypeError as e:
    r_prod_str = type(e).__name__
r_prod_str_ok = math.prod(["ab"])
r_prod_str_mul = math.prod([3], start="ab")
r_pi_e = (round(math.pi, 5), round(math.e, 5), math.inf, -math.inf, math.inf == float("inf"))
r_log2_sqrt_bool = (math.log2(True), math.sqrt(True))
