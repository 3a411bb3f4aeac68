# probe: divmod/%/// sign rules with negative ints and floats, -0.0 results, inf operands, and bools mixed in
# inputs
a = -7
b = 2
# body
r_ints = (divmod(a, b), divmod(-a, -b), divmod(a, -b), divmod(0, -b))
r_floats = (divmod(-7.5, 2), divmod(7.5, -2), divmod(a, 2.0))
r_zero_sign = [str(v) for v in divmod(-0.0, 1)] + [str(v) for v in divmod(0.0, -1)] + [str(v) for v in divmod(-1.0, 1)]
r_inf = [str(v) for v in divmod(1.0, float("inf"))] + [str(v) for v in divmod(-1.0, float("inf"))]
r_mod = (a % b, a % -b, -7.5 % 2, 7.5 % -2, str(-0.0 % 5), str(0.0 % -5))
r_floor = (a // b, a // 2.0, -1 // 3, 1 // -3, str(-0.0 // 1))
r_bools = (divmod(True, True), divmod(-3, True), divmod(5, -True))
try:
    divmod(1.0, 0)
    r_zero = "ok"
except ZeroDivisionError as e:
    r_zero = type(e).__name__
r_big = divmod(-10**20, 7)
