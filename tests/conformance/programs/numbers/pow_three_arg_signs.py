# probe: pow(base, exp, mod) with negative bases, negative moduli, negative exponents (modular inverse), big values
# inputs
m = 7
p = 10 ** 9 + 7
# body
r_neg_base = [pow(b, 3, m) for b in (-3, -7, -1, -10)]
r_neg_mod = [pow(b, 3, -m) for b in (3, -3, 7, 0)]
r_inverse = [pow(b, -1, m) for b in (2, 3, -2, 6, 8)]
r_inverse_neg_mod = pow(3, -1, -m)
r_inv_sq = pow(3, -2, m)
r_mod_one = (pow(5, 0, 1), pow(0, 0, 5), pow(0, 0, -1), pow(-5, 3, 1))
r_big = (pow(3, 2 ** 70, p), pow(-(2 ** 80), 3, p), pow(2 ** 80, -1, p) * 2 ** 80 % p)
r_bool = (pow(True, 5, 3), pow(2, True, 5), pow(3, 4, True + True))
try:
    pow(6, -1, 9)
except ValueError as e:
    r_no_inv = str(e)
try:
    pow(3, 2, 0)
except ValueError as e:
    r_zero_mod = str(e)
try:
    pow(3, 2.0, 5)
except TypeError as e:
    r_float_exp = str(e)
