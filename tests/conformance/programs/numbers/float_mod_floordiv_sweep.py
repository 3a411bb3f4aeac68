# probe: float % and // sweeps with inexact divisors (0.1, 0.3, -0.7, 2.5e-3): CPython's fmod-based algorithm, signs, and divmod consistency
# inputs
n = 40
divisors = [0.1, 0.3, -0.7, 0.0025, 1.1, -3.3]
# body
r_mod = [[repr((i * 0.1) % d) for i in range(-n // 4, n)] for d in divisors]
r_floordiv = [[repr((i * 0.1) // d) for i in range(-n // 4, n)] for d in divisors]
r_divmod_eq = [[divmod(i * 0.37, d) == ((i * 0.37) // d, (i * 0.37) % d) for i in range(-10, 10)] for d in divisors]
r_int_by_float = [[repr(i % d) for i in range(-7, 8)] for d in divisors]
r_float_by_int = [[repr((i / 3) % k) for i in range(-7, 8)] for k in (2, -3, 7)]
r_floordiv_int = [[repr((i / 3) // k) for i in range(-7, 8)] for k in (2, -3, 7)]
r_big_small = [repr(1e300 % d) for d in divisors] + [repr(-1e-300 % d) for d in divisors]
