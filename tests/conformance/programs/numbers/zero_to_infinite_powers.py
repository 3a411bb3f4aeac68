# probe: 0.0 ** -inf and friends: an infinite exponent is decided before the zero-base check (inf, not ZeroDivisionError)
# inputs
z = 0.0
inf = float('inf')
# body
r_pos_zero = z ** -inf
r_neg_zero = (-z) ** -inf
r_pos_inf_exp = (z ** inf, (-z) ** inf)
r_pow_fn = pow(z, -inf)
r_half = (0.5 ** -inf, (-0.5) ** -inf, 2.0 ** -inf, (-1.0) ** -inf)
try:
    r_finite = z ** -1e308
except ZeroDivisionError as e:
    r_finite = type(e).__name__
