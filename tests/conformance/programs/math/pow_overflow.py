# probe: powers, exp and log at their edges: OverflowError, ZeroDivisionError, ValueError, inf and nan
# inputs
x = 10.0
# body
import math
r_pow_ok = 2 ** 0.5
r_pow_zero = pow(0, 0)
r_pow_neg_int = 2 ** -2
r_pow_mod = pow(3, -1, 7)
r_pow_big_float = math.pow(2, 1000)
try:
    r_pow_over = x ** 400
except OverflowError as err:
    r_pow_over_err = str(err)
try:
    r_mpow_over = math.pow(10, 400)
except OverflowError as err:
    r_mpow_over_err = str(err)
try:
    r_exp_over = math.exp(1000)
except OverflowError as err:
    r_exp_over_err = str(err)
try:
    r_zero_neg = 0 ** -1
except ZeroDivisionError as err:
    r_zero_neg_err = str(err)
try:
    r_zero_negf = 0.0 ** -1
except ZeroDivisionError as err:
    r_zero_negf_err = str(err)
try:
    r_log0 = math.log(0)
except ValueError as err:
    r_log0_err = str(err)
try:
    r_sqrt_neg = math.sqrt(-1)
except ValueError as err:
    r_sqrt_neg_err = str(err)
r_inf_mul = str(1e308 * 10)
r_nan = str(float('inf') - float('inf'))
r_sum_float = sum([1e100, 1.0, -1e100])
r_log2 = math.log2(1024)
r_log10 = math.log10(1000)
r_log_base = math.log(8, 2)
r_exp = math.exp(1)
r_hypot = math.hypot(3, 4)
r_isqrt = math.isqrt(10 ** 12 + 1)
r_int_text_big = len(str(int('9' * 30)))
r_float_big_int = float(10 ** 18)
r_mul_overflow = 3 * 10 ** 18 * 4
r_neg_floordiv = -(2 ** 62) // 3
r_shift_big = (1 << 62) << 1
r_int_mixed_cmp = 2 ** 53 + 1 > float(2 ** 53)
