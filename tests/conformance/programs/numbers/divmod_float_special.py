# probe: divmod with floats: infinities, NaN, negative zero, tiny divisors, mixed int/float, and zero divisors
# inputs
inf = float('inf')
nan = float('nan')
# body
r_inf_div = (divmod(1.0, inf), divmod(-1.0, inf), divmod(1.0, -inf), divmod(-1.0, -inf), divmod(0.0, inf))
r_inf_num = [str(v) for v in divmod(inf, 1.0) + divmod(-inf, 2.0)]
r_nan = [str(v) for v in divmod(nan, 1.0) + divmod(1.0, nan)]
r_zero = (divmod(-0.0, 1.0), divmod(0.0, -1.0), divmod(-0.0, -1.0))
r_zero_str = [str(v) for v in divmod(-0.0, 1.0) + divmod(0.0, -1.0)]
r_tiny = (divmod(1.0, 0.1), divmod(1e20, 3.0), divmod(7.75, 0.001), divmod(-1e-300, 1e300))
r_mixed = (divmod(7, 2.0), divmod(-7, 2.0), divmod(7.0, -2), divmod(True, 0.25))
r_errors = []
for n, d in ((1.0, 0.0), (1, 0.0), (0.0, 0), (inf, 0.0), (1, False)):
    try:
        divmod(n, d)
        r_errors.append('ok')
    except ZeroDivisionError as e:
        r_errors.append(type(e).__name__)
