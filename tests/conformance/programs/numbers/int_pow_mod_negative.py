# probe: pow with three arguments and negative exponent (modular inverse), non-invertible (ValueError), zero modulus, float with modulus
# inputs
b = 3
m = 7
# body
r_inv = (pow(b, -1, m), pow(b, -2, m), pow(-b, -1, m), pow(b, 2, -m))
try:
    pow(2, -1, 4)
except ValueError as e:
    r_noninv = type(e).__name__
try:
    pow(b, 2, 0)
except ValueError as e:
    r_zero = type(e).__name__
try:
    pow(2.0, 2, 3)
except TypeError as e:
    r_float = type(e).__name__
r_mod1 = pow(b, 0, 1)
r_neg_exp = (2 ** -1, type(2 ** -1).__name__, (-8) ** (1 / 3) == (-8) ** (1 / 3))
