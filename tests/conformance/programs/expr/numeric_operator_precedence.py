# probe: precedence and associativity with numbers: unary minus vs **, right-assoc **, ~ and -, //-%-* left to right, shifts vs +, & vs ==
# inputs
x = 3
y = 2
# body
r_pow = (-x ** y, (-x) ** y, x ** -y, x ** y ** 2, (x ** y) ** 2, 2 ** -2 ** 2, -2 ** -1)
r_unary = (- - x, -~x, ~-x, +-+x, not -0.0, not x - 3, -(-x) ** 2)
r_mul = (x * y // 4 % 3, x // y * y, 7 % x * y, x - y - 1, x / y / 2, 2 * x ** y)
r_shift = (1 << x + 1, 1 << x | 1, x & 3 == 3, (x & 3) == 3, x | y ^ 1 & 3, 8 >> 1 >> 1)
r_cmp = (x < y == False, -x < -y < 0, x * 1.0 == x == 3.0, not x == y, x is not y)
r_cond = (x if y else 0 + 1, (x if not y else 0) + 1, x or y and 0, (x or y) and 0)
r_walrus = [(n := v * 2) + n for v in (x, y)]
