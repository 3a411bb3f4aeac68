# probe: round: banker's rounding, ndigits, negative ndigits, return types
# inputs
x = 2.675
h = 2.5
# body
r_half_even = (round(0.5), round(1.5), round(h), round(-2.5))
r_digits = round(x, 2)
r_int_digits = round(1234, -2)
r_neg_digits = round(1250, -2)
r_float_neg = round(1234.5, -1)
r_type_none = type(round(2.7)).__name__
r_type_digits = type(round(2.7, 0)).__name__
r_int = round(7)
r_neg = round(-0.4)
