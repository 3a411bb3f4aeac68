# probe: integer arithmetic operators, precedence, floor division and modulo of negatives
# inputs
a = 17
b = -5
# body
r_add = a + b
r_sub = a - b
r_mul = a * b
r_floordiv = a // b
r_mod = a % b
r_truediv = a / 4
r_pow = b ** 3
r_neg = -a
r_prec = a + b * 2 ** 2 - a // 3
