# probe: format specs combining zero padding with grouping, sign and alternate forms: separators inserted into the padding zeros
# inputs
n = 1234
x = 1234.5
neg = -1234
# body
r_int = [format(n, s) for s in ("010,", "010_", "08,", "06,", "05,", "09_", "+010,", " 010,", "#010_x", "#012_b", "010_o", "010_X", "#10,")]
r_neg = [format(neg, s) for s in ("010,", "09,", "08,", "07,", "=10,", "*=10,", "010_")]
r_float = [format(x, s) for s in ("012,.1f", "011,.1f", "010,.2f", "+013,.2f", "012_.0f", "012,", "015,.3e", "010,g", "012,.1%")]
r_zero_float_neg = [format(-x, s) for s in ("012,.1f", "010,.0f")]
r_big = format(2 ** 70, "040,")
r_small = [format(v, "05,") for v in (0, 1, -1, 999)]
r_fstring = f"{n:0>10,}|{n:0<10,}|{n:0^10,}"
