# probe: //, %, divmod on ints beyond 64 bits with every sign combination
# inputs
a = 2 ** 100 + 7
b = 2 ** 40 + 3
c = 12345
# body
r_pp = divmod(a, b)
r_np = divmod(-a, b)
r_pn = divmod(a, -b)
r_nn = divmod(-a, -b)
r_small = (divmod(-a, c), divmod(a, -c), -a % c, a % -c, -a // c)
r_invariant = all(q * y + r == x for x, y in ((a, b), (-a, b), (a, -b), (-a, -b)) for q, r in [divmod(x, y)])
r_mul = (a * -b, (-a) * (-a), a * 0, -a * 1)
r_sub = (b - a, -a - a, a - a)
r_pow = ((-2) ** 65, (-3) ** 41, 10 ** 25 // 10 ** 24)
r_truediv = (a / b, -a / c, (10 ** 30) / (10 ** 10), (2 ** 1100) / (2 ** 1000))
try:
    (2 ** 1100) / 3
except OverflowError as e:
    r_div_overflow = str(e)
r_exact_big_div = (10 ** 400) / (10 ** 399)
