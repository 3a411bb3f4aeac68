# probe: ~, >>, <<, &, |, ^ on negative ints; large shift counts; shifts past 64 bits; negative shift error
# inputs
a = -5
b = 12
# body
r_invert = (~a, ~b, ~0, ~-1, ~(2 ** 62))
r_rshift = (a >> 1, a >> 2, a >> 63, a >> 64, a >> 1000, -1 >> 5, b >> 100, -(2 ** 62) >> 61)
r_lshift = (a << 1, a << 60, -1 << 63, b << 0, 0 << 1000, 1 << 62)
r_and = (a & b, a & -b, -1 & b, a & 0xFF, -256 & 0xFF, a & ~3)
r_or = (a | b, a | -b, 0 | a, -8 | 7)
r_xor = (a ^ b, a ^ -1, -1 ^ -1, a ^ a, b ^ -b)
r_lowbit = [v & -v for v in (b, 40, 1, -8, 0)]
r_clear_low = [v & (v - 1) for v in (b, 40, 1, 8, 0)]
r_sign_ext = [((v & 0xFF) ^ 0x80) - 0x80 for v in (0x7F, 0x80, 0xFF, 0x100, -1)]
try:
    b << -1
except ValueError as e:
    r_neg_shift = type(e).__name__
try:
    b >> -3
except ValueError as e:
    r_neg_rshift = type(e).__name__
try:
    1.0 << 2
except TypeError as e:
    r_float_shift = type(e).__name__
