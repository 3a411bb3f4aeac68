# probe: float arithmetic, mixed int and float, floor division and modulo of floats
# inputs
x = 7.5
y = -2.0
n = 3
# body
r_add = x + n
r_mul = x * y
r_div = x / y
r_floordiv = x // y
r_mod = x % y
r_pow = y ** 2
r_int_div = n / 2
r_mixed_eq = n == 3.0
r_neg_zero = -0.0 * 1
r_small = 1e-7 * 3
r_big = 1e300 * 10
