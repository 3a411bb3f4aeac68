# probe: alignment helpers from math: lcm of two alignments, gcd-based reduction of a ratio, isqrt for square tiles, bit_length for the next power of two, log2 on non-powers, ValueError for math.log2(0)
# inputs
a = 16
b = 24
n = 1000
# body
import math
r_lcm = math.lcm(a, b)
r_lcm_many = math.lcm(4, 6, 10)
r_lcm_zero = math.lcm(a, 0)
r_gcd = math.gcd(a, b)
r_gcd_neg = math.gcd(-a, b)
r_ratio = (n // math.gcd(n, 64), 64 // math.gcd(n, 64))
r_isqrt = math.isqrt(n)
r_next_pow2 = 1 << (n - 1).bit_length()
r_next_pow2_exact = 1 << (1024 - 1).bit_length()
r_bitlen = [x.bit_length() for x in (0, 1, 255, 256, -256)]
r_log2 = [math.log2(x) for x in (1024, 1000)]
r_is_pow2 = [math.log2(x).is_integer() for x in (1024, 1000)]
try:
    math.log2(0)
    r_log0 = "ok"
except ValueError as e:
    r_log0 = type(e).__name__
try:
    math.isqrt(-1)
    r_isqrt_neg = "ok"
except ValueError as e:
    r_isqrt_neg = type(e).__name__
r_aligned_to_both = [x for x in range(0, 200, 8) if x % r_lcm == 0]
