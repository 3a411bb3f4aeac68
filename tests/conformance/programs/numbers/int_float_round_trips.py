# probe: float(int) rounding past 2**53 (ties to even), int(float) truncation, and round trips
# inputs
n = 2 ** 53 + 1
# body
r_float = [float(v) for v in (n, n + 1, n + 2, 2 ** 53 + 3, 9223372036854775807, (-9223372036854775807 - 1), 2 ** 62 + 2 ** 9, 2 ** 62 + 2 ** 9 + 1)]
r_back = [int(float(v)) for v in (n, 2 ** 53 + 3, 2 ** 62 + 2 ** 9 + 1, 123456789)]
r_trunc = [int(v) for v in (2.9, -2.9, 0.999999, -0.5, 1e15 + 0.5, 4503599627370495.5)]
r_str = [str(float(v)) for v in (10 ** 15, 10 ** 16, 2 ** 53, 12345678901234567)]
r_exact = [float(v) == v for v in (n, n + 1, 2 ** 60, 2 ** 60 + 1)]
