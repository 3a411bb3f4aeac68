# probe: an int's bit_length and bit_count (negative, zero, a bool too), a float's is_integer, math.isqrt on ints and what it refuses: the checks shape code makes for powers of two
# inputs
n = 4096
m = -7
f = 2.0
# body
import math
r_bits = (n.bit_length(), m.bit_length(), (0).bit_length(), True.bit_length(), (n - 1).bit_length())
r_count = (n.bit_count(), m.bit_count(), (n - 1).bit_count())
r_pow2 = n > 0 and n.bit_count() == 1
r_whole = (f.is_integer(), (f / 3).is_integer(), float("inf").is_integer())
r_isqrt = [math.isqrt(v) for v in (0, 1, 15, 16, 17, n, 2**62 - 1)]
def isqrt_of(v):
    try:
        return math.isqrt(v)
    except (ValueError, TypeError) as e:
        return (type(e).__name__, str(e))
r_isqrt_m = isqrt_of(m)
r_isqrt_f = isqrt_of(f)
r_isqrt_b = isqrt_of(True)
