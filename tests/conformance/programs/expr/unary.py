# probe: unary operators
# inputs
x = 5
f = -2.5
# body
r_neg = -x
r_pos = +x
r_inv = ~x
r_neg_f = -f
r_pos_bool = +True
r_neg_neg = - -x
r_abs_like = -f if f < 0 else f
r_pow_prec = -2 ** 2
r_pow_paren = (-2) ** 2
