# probe: conversions between int, float and str keep or lose precision as CPython does
# inputs
s = "0.1"
big = 10 ** 20
# body
r_float_str = float(s) * 3
r_int_of_float_big = int(float(big))
r_str_float_big = str(float(big))
r_int_str = int(str(big)) == big
r_float_int_eq = float(2 ** 63) == 2 ** 63
r_trunc_neg = int(-0.9)
