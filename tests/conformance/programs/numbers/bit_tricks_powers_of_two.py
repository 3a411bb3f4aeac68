# probe: power-of-two bit tricks over zero, one, negatives and bools: x & (x - 1), x & -x, bit_length, bit_count, next power of two by shifting, shifts by negative counts
# inputs
xs = [0, 1, 2, 3, 4, 5, 64, 100, 1023, 1024, -1, -8, True]
# body
r_and = [x & (x - 1) for x in xs]
r_is_pow2 = [x > 0 and x & (x - 1) == 0 for x in xs]
r_lowbit = [x & -x for x in xs]
r_bitlen = [x.bit_length() for x in xs]
r_bitcount = [x.bit_count() for x in xs]
r_next_pow2 = [1 << (x - 1).bit_length() for x in xs if x > 0]
r_prev_pow2 = [1 << (x.bit_length() - 1) for x in xs if x > 0]
r_xor = [x ^ (x >> 1) for x in xs]
r_not = [~x for x in xs]
r_shift_neg = [x >> 2 for x in xs]
r_bool_ops = (True & 3, True | 2, True ^ True, type(True & True).__name__, type(True & 1).__name__)
try:
    1 << -1
except ValueError as e:
    r_neg_shift = (type(e).__name__, str(e))
try:
    1 >> -1
except ValueError as e:
    r_neg_rshift = str(e)
try:
    1.0 & 1
except TypeError as e:
    r_float_and = (type(e).__name__, str(e))
r_mask = [(x >> 4) & 0xF for x in (0xAB, 0x1234, -1)]
r_align_down = [x & ~(16 - 1) for x in (0, 15, 16, 17, 100)]
r_log2_exact = [x.bit_length() - 1 for x in xs if x > 0 and not x & (x - 1)]
r_format_b = [f"{x:08b}" for x in (0, 5, 255)]
r_int_from_bin = int("0b1010", 2) + int("1010", 2) + int("-0b11", 0)
r_bin = [bin(x) for x in (0, 5, -5, True)]
r_big_shift = (1 << 100) >> 98
