# probe: float ** with infinities, NaN, signed zeros, negative bases with whole exponents, overflow and underflow
# inputs
inf = float('inf')
nan = float('nan')
# body
r_inf = (inf ** -1, inf ** 0, (-inf) ** 3, (-inf) ** 2, (-inf) ** -1, 0.5 ** inf, 2.0 ** -inf, 1.0 ** inf)
r_nan = (nan ** 0, 1.0 ** nan, str(nan ** 1), str(2.0 ** nan))
r_zero = ((-0.0) ** 3, (-0.0) ** 2, 0.0 ** 0, (-0.0) ** 0.5, 0.0 ** 2.5)
r_neg_whole = ((-2.0) ** 2.0, (-2.0) ** 3, (-8.0) ** -1.0, (-1.0) ** 1e300)
r_under = (10.0 ** -400, 2.0 ** -1074, 0.5 ** 1075, (-2.0) ** -1075)
r_errors = []
for b, e in ((2.0, 10000), (10, 400.0), (1e308, 2), (-1e308, 3), (0.0, -1), (-0.0, -1.0), (0.0, -inf), (10.0, 308.5)):
    try:
        r_errors.append(b ** e)
    except (OverflowError, ZeroDivisionError) as err:
        r_errors.append(type(err).__name__)
r_complex = type((-8) ** (1 / 3)).__name__
r_complex2 = type((-2.0) ** 0.5).__name__
