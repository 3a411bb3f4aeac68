# probe: numeric edges: big ints in true division and float(), negative powers, float text and format specs, rounding, Unicode digits
# inputs
big = 2 ** 60 + 1
huge = 10 ** 17 + 1
# body
r_div_big = big / 3
r_div_huge = huge / 7
r_div_exact = (2 ** 55 + 1) / 1
r_float_big = float(big)
r_neg_pow = 2 ** -1
r_pow_frac = 10 ** -2
r_pow_neg_base = (-8) ** 2
r_fmt0 = '%.0f' % 0.5
r_fmt1 = f'{2.5:.0f}'
r_fmt2 = '{:.3}'.format(1234.5)
r_str16 = str(1e16)
r_str15 = str(1.0e15)
r_repr = repr(0.1 + 0.2)
r_under = float('1_000.5')
r_int_unicode = int('١٢')
r_float_unicode = float('١.٥')
r_isdigit = '²'.isdigit()
try:
    r_int_sup = int('²')
except ValueError as err:
    r_int_sup_err = type(err).__name__
r_floordiv_big = big // 3
r_mod_neg = -7 % 3
r_mod_neg2 = 7 % -3
r_divmod_neg = divmod(-7, 2)
r_int_div_float = 7 / 2.0
r_true_div_neg = -7 / 2
r_hex = hex(-255)
r_oct = oct(8)
r_bin = bin(-5)
r_fmt_g = format(1e-5, 'g')
r_fmt_g2 = format(123456789.0, 'g')
r_fmt_e = format(0.0, 'e')
r_fmt_pct = format(0.125, '.1%')
r_fmt_comma = format(1234567.891, ',.2f')
r_fmt_under = format(1234567, '_')
r_fmt_x = format(255, '#06x')
r_fmt_sign = format(-0.0, '+.1f')
r_round_half = round(0.5)
r_round_15 = round(1.5)
r_round_neg = round(-2.5)
r_round_nd = round(2.675, 2)
r_round_big = round(123456.789, -3)
r_int_neg_trunc = int(-2.7)
r_float_inf_str = str(float('-inf'))
r_nan_eq = float('nan') == float('nan')
r_min_mixed = min(1, 1.0)
r_max_mixed = max(1.0, 1)
r_sum_float = sum([0.1] * 10)
r_fsum = __import__('math').fsum([0.1] * 10)
r_bool_add = True + True
r_complex_abs = abs(-3)
r_int_from_float_str = int(float('3.9'))
r_str_float_int = str(3.0)
r_float_small = str(1e-7)
r_float_05 = str(0.00001)
r_float_1e22 = str(1e22)
r_int_big_mul = 3 * 10 ** 18
r_bits = (2 ** 62).bit_length()
