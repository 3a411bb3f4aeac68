# probe: int ** negative int gives a float (underflow to 0.0 and subnormals included); 0 ** negative raises
# inputs
base = 2
# body
r_vals = [base ** -1, (-base) ** -3, 10 ** -5, (-1) ** -1, 1 ** -100, 7 ** -2, 3 ** -40]
r_tiny = [base ** -1074, base ** -1075, base ** -1022, 3 ** -700, (-base) ** -1073]
r_types = [type(v).__name__ for v in (base ** -1, base ** 0, base ** 3, (-1) ** -2)]
r_pow_fn = (pow(base, -2), pow(-base, -2), pow(True, -3))
r_errors = []
for b, e in ((0, -1), (0, -2), (False, -1), (0, -100)):
    try:
        r_errors.append(b ** e)
    except ZeroDivisionError as err:
        r_errors.append(type(err).__name__)
