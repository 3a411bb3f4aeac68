# probe: format specs combining zero padding with grouping, sign-aware '=' fill, 'z' flag, nan/inf padding, alternate forms
# inputs
x = 1234.5
n = 12345
neg = -0.0001
# body
r_zero_group = (format(x, "010,.1f"), format(n, "08,d"), format(n, "09_"), format(-n, "010,"), format(x, "012_.2f"))
r_eq_fill = (format(-x, "=+12,.1f"), format(-n, "x=10"), format(n, "+=10"), format(-x, "0=12.1f"))
r_z = (format(neg, "z.2f"), format(-0.0, "z"), format(neg, "z.1e"), format(-0.4, "z.0f"), f"{neg:z.3g}")
r_nonz = (format(neg, ".2f"), format(-0.4, ".0f"))
r_nan_pad = (format(float("nan"), "010"), format(float("inf"), "+010.2f"), format(float("-inf"), "010,"), format(float("nan"), "=10"))
r_alt = (format(-1, "#010b"), format(255, "#_b"), format(255, "#_o"), format(0, "#x"), format(10, "#X"))
r_char = (format(3, "c"), format(True, "c"), format(9731, "c"))
r_n = (format(1.0, "n"), format(1e16, "n"), format(1234567, "n"), format(0.5, ".2n"))
r_precise = (format(0.1, ".30f"), format(1e23, "f"), format(5e-324, "g"), format(1.5, ".17g"), format(123.456, ".20e"))
r_big_int_f = (format(10 ** 30, "f"), format(2 ** 70, ".2e"), format(10 ** 20, ",.1f"))
try:
    format(10 ** 400, "f")
except OverflowError as err:
    r_int_f_over = type(err).__name__
r_pct_round = (format(0.0005, ".1%"), format(1, ".0%"), format(-0.125, "+.1%"))
r_g_trailing = (format(100.0, ".3g"), format(1e5, ".6g"), format(1e6, ".6g"), format(0.0001, ".1g"), format(12.0, "#g"))
try:
    format(n, "z.1f")
except ValueError as err:
    r_z_int_f = type(err).__name__
try:
    format(n, "zd")
except ValueError as err:
    r_z_int = type(err).__name__
    r_z_int_msg = str(err)
try:
    format(x, ",_")
except ValueError as err:
    r_both_group = type(err).__name__
try:
    format("s", ",")
except ValueError as err:
    r_str_group = type(err).__name__
