# probe: ceil-division idioms with negative operands, zero, and ints past float precision (math.ceil of a true division rounds wrongly there)
# inputs
pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (6, 3), (1, 1)]
big = 2 ** 60 + 1
# body
import math
r_neg_floor = [-(-a // b) for a, b in pairs]
r_add_sub = [(a + b - 1) // b for a, b in pairs]
r_mathceil = [math.ceil(a / b) for a, b in pairs]
r_divmod = [divmod(a, b) for a, b in pairs]
r_mod = [a % b for a, b in pairs]
r_floor = [a // b for a, b in pairs]
r_trunc = [int(a / b) for a, b in pairs]
try:
    -(-5 // 0)
except ZeroDivisionError as e:
    r_zero = (type(e).__name__, str(e))
try:
    divmod(5, 0)
except ZeroDivisionError as e:
    r_zero_divmod = str(e)
try:
    5 % 0
except ZeroDivisionError as e:
    r_zero_mod = str(e)
try:
    5 / 0
except ZeroDivisionError as e:
    r_zero_true = str(e)
try:
    5.0 // 0
except ZeroDivisionError as e:
    r_zero_float_floor = str(e)
r_float_ceil = [-(-a // 2.0) for a, _ in pairs]
r_pad_to = [(a + 63) // 64 * 64 for a in (0, 1, 63, 64, 65, -1)]
r_pad_bits = [(a + 63) & -64 for a in (0, 1, 63, 64, 65, -1)]
r_big_exact = -(-big // 3)
r_big_float = math.ceil(big / 3)
r_big_equal = r_big_exact == r_big_float
r_big_floor = math.floor(big / 1)
r_big_floor_eq = r_big_floor == big
r_remainder = [math.remainder(a, b) for a, b in pairs]
r_fmod = [math.fmod(a, b) for a, b in pairs]
