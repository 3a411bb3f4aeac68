# probe: every form of division by zero: /, //, %, divmod, pow with negative exponent, for ints, floats and bools
# inputs
one = 1
zero = 0
# body
cases = [
    lambda: one / zero,
    lambda: one // zero,
    lambda: one % zero,
    lambda: divmod(one, zero),
    lambda: 1.0 / zero,
    lambda: 1.0 // 0.0,
    lambda: 5 % 0.0,
    lambda: divmod(1.0, False),
    lambda: 0.0 ** -1,
    lambda: zero ** -1,
    lambda: pow(zero, -2),
    lambda: pow(0.0, -0.5),
    lambda: True / False,
    lambda: -0.0 / 0.0,
]
r_kinds = []
for f in cases:
    try:
        f()
        r_kinds.append('no error')
    except ZeroDivisionError as e:
        r_kinds.append(type(e).__name__)
r_ok = (zero / one, zero // -one, zero % -one, 0.0 ** 0, pow(zero, 0))
r_is_arith = issubclass(ZeroDivisionError, ArithmeticError)
