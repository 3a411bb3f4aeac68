# probe: float // and % where the true quotient is tiny or just below an integer: -1e-20 % 1, 1 // 0.1, divmod near boundaries
# inputs
tiny = 1e-20
one = 1.0
tenth = 0.1
# body
r_neg_tiny_mod = -tiny % one
r_neg_tiny_div = -tiny // one
r_pos_tiny_negmod = tiny % -one
r_one_div_tenth = 1 // tenth
r_one_mod_tenth = 1 % tenth
r_divmod_tenth = divmod(1, tenth)
r_divmod_tiny = divmod(-tiny, one)
r_six = (0.6 // 0.2, 0.6 % 0.2, 0.3 // 0.1, 0.3 % 0.1)
r_big_mod = (1e300 % 7, -1e300 % 7, 1e300 // 7.0 == 1e300 / 7.0)
r_neg_zero_q = (str(-0.0 // 1), str(0.0 // -1), str(-1e-300 // 1e300), str(1e-300 // -1e300))
r_neg_zero_r = (str(-0.0 % -1), str(0.0 % -1), str(-2.0 % 2), str(2.0 % -2))
