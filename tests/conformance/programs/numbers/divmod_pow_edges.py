# probe: divmod, //, % with negative and float operands; pow with 3 args, negative exponents, float and zero edges
# inputs
a = -7
b = 3
m = 11
x = -7.5
# body
r_divmod = [divmod(p, q) for p, q in ((a, b), (-a, -b), (a, -b), (0, b), (x, 2), (7.5, -2), (a, 0.5))]
r_floor_float = (x // 2, x % 2, -x // -2, 7 % -2.5, -0.0 % 5, 0.0 % -5)
r_mod_bool = (True % 2, 5 // True, divmod(True, True))
r_pow3 = (pow(a, 2, m), pow(2, 100, m), pow(-2, 3, 5), pow(3, 0, 1), pow(5, -1, m), pow(a, -1, m), pow(2, 3, -5))
try:
    pow(2, -1, 4)
except ValueError as e:
    r_no_inverse = type(e).__name__
    r_no_inverse_msg = str(e)
try:
    pow(2.0, 2, 3)
except TypeError as e:
    r_pow3_float = type(e).__name__
try:
    pow(2, 2, 0)
except ValueError as e:
    r_mod_zero = type(e).__name__
r_neg_exp = (2 ** -2, (-2) ** -3, 10 ** -1, pow(4, -0.5))
r_neg_base_frac = type((-8) ** (1 / 3)).__name__
r_zero_pow = (0 ** 0, 0.0 ** 0, 0 ** 0.0)
try:
    0 ** -1
except ZeroDivisionError as e:
    r_zero_neg = type(e).__name__
    r_zero_neg_msg = str(e)
try:
    0.0 ** -1
except ZeroDivisionError as e:
    r_zerof_neg = type(e).__name__
try:
    divmod(a, 0)
except ZeroDivisionError as e:
    r_divmod_zero = str(e)
try:
    a % 0.0
except ZeroDivisionError as e:
    r_mod_zero_float = str(e)
try:
    a // 0
except ZeroDivisionError as e:
    r_floordiv_zero = str(e)
try:
    a / 0
except ZeroDivisionError as e:
    r_div_zero = str(e)
try:
    2.0 ** 10000
except OverflowError as e:
    r_float_overflow = type(e).__name__
r_big_pow_mod = pow(a, 10 ** 20, 10 ** 9 + 7)
r_inf_mod = (float("inf") % 3 != float("inf") % 3, 3 % float("inf"), -3 % float("inf"))
