# probe: pow with two and three arguments, negative exponents, ** equivalence
# inputs
b = 3
e = 4
m = 5
# body
r_pow = pow(b, e)
r_mod = pow(b, e, m)
r_neg_exp = pow(2, -2)
r_float = pow(2.0, 3)
r_star = b ** e == pow(b, e)
r_inverse = pow(3, -1, 7)
r_zero = pow(0, 0)
r_neg_base = pow(-2, 3)
r_frac = pow(4, 0.5)
