# probe: float rounding behaviour is IEEE 754 binary64
# inputs
a = 0.1
b = 0.2
# body
r_sum = a + b
r_eq = a + b == 0.3
r_third = 1 / 3
r_large = 1e16 + 1
r_tiny = 5e-324
r_repr = repr(a * 3)
r_int_conv = int(2.9999999999999996)
r_round_trip = float(repr(1 / 7)) == 1 / 7
