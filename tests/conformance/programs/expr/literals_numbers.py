# probe: numeric literals of every spelling
# inputs
scale = 1
# body
r_hex = 0xFF * scale
r_oct = 0o17 * scale
r_bin = 0b101 * scale
r_under = 1_000_000 * scale
r_exp = 1e3 * scale
r_exp_neg = 2.5e-3 * scale
r_float_dot = 5. * scale
r_dot_float = .5 * scale
r_big_hex = 0x7FFF_FFFF
r_float_under = 1_0.5
