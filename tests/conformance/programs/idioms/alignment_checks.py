# probe: the alignment and power-of-two checks shape code makes: %, //, bit tricks, bit_length, math.log2 and isqrt, with messages that format the values
# inputs
k = 4096
n = 7168
align = 128
# body
import math
def is_pow2(x):
    return x > 0 and (x & (x - 1)) == 0
r_pow2 = [is_pow2(v) for v in (k, n, align, 0, 1)]
r_bits = (k.bit_length(), n.bit_length(), (align - 1).bit_length())
r_log = math.log2(k) if k > 0 else None
r_isqrt = math.isqrt(n) if n >= 0 else None
r_tiles = (-(-k // align), n // align, divmod(n, align))
errors = []
for name, v in (("k", k), ("n", n)):
    try:
        assert v % align == 0, f"{name}={v} is not a multiple of {align} (rem {v % align})"
    except AssertionError as e:
        errors.append(str(e))
r_errors = errors
r_round_up = ((n + align - 1) // align) * align
r_ceil = math.ceil(n / align)
