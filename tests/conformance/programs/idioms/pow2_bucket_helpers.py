# probe: helpers harnesses use to bucket shapes: next power of two by bit_length, ceil division, alignment rounding, log2, a precedence trap with &
# inputs
sizes = [1, 3, 64, 100, 4097]
# body
import math
def next_pow2(n):
    return 1 << (n - 1).bit_length()
def cdiv(a, b):
    return -(-a // b)
r_np2 = [next_pow2(n) for n in sizes]
r_cdiv = [cdiv(n, 64) for n in sizes]
r_align = [(n + 63) // 64 * 64 for n in sizes]
r_align_mask = [(n + 63) & ~63 for n in sizes]
r_is_pow2_bug = [n & (n - 1) == 0 for n in sizes]
r_is_pow2 = [(n & (n - 1)) == 0 for n in sizes]
r_log2 = [math.log2(n) for n in sizes]
r_ceil_log2 = [math.ceil(math.log2(n)) for n in sizes]
r_neg = [-7 // 2, -7 % 64, divmod(-7, 2), int(-3.5), math.floor(-3.5)]
r_zero_bl = (0).bit_length()
r_ceil_big = math.ceil((10 ** 17 + 1) / 1)
r_int_div = (10 ** 17 + 1) // 1
