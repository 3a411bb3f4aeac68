# probe: float % and // as CPython computes them (fmod, then the sign of the divisor)
# inputs
big = 1e20
tiny = 1e-3
inf = float('inf')
# body
r_mod_big = big % 3.0
r_mod_big_neg = big % -2.5e6
r_mod_inf = big % inf
r_mod_neg_inf = -big % inf
r_mod_zero_inf = 0.0 % inf
r_mod_inf_neg = 2.5 % -inf
r_floordiv_inexact = 7.75 // tiny
r_floordiv_neg = -7.0 // 2.0
r_floordiv_zero = 0.0 // -3.0
r_floordiv_inf = 5.0 // inf
r_floordiv_neg_inf = -5.0 // inf
r_mod_neg_zero = -0.0 % 5.0
r_mod_exact_neg = 6.0 % -3.0
r_divmod = divmod(big, 7.75)
r_divmod_neg = divmod(-1.5, 0.4)
r_mixed = 10 % 0.1
r_mixed_div = 1 // 0.1
