# probe: divmod, //, % with negative ints and floats, zero divisors (ZeroDivisionError), results types
# inputs
a = -7
b = 2
# body
r_int = (divmod(a, b), a // b, a % b, divmod(7, -2), divmod(-7, -2))
r_float = (divmod(-7.5, 2), -7.5 // 2, -7.5 % 2, divmod(7.5, -2))
r_mixed = (divmod(a, 2.0), type(a // 2.0).__name__)
r_bool = (divmod(True, 2), True // True, False % 3)
errs = []
for x, y in [(a, 0), (1.0, 0), (a, 0.0), (0, False)]:
    try:
        divmod(x, y)
        errs.append("ok")
    except ZeroDivisionError as e:
        errs.append(type(e).__name__)
r_errs = errs
r_tiny = (-1e-300 // 1, -1e-300 % 1)
