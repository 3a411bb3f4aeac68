# probe: int / int is correctly rounded from the exact quotient, even when the ints are not exactly representable as floats
# inputs
n = 2 ** 53 + 1
m = 9007199254740995
# body
r_exact = (n / 3, m / 5, (n * 7) / 7, (2 ** 62 + 1) / 2, (2 ** 62 + 3) / 4)
r_via_float = (float(n) / 3, float(m) / 5)
r_differs = (n / 3 == float(n) / 3, n / 1, m / 1, -n / 3, n / -3)
r_small = (1 / 3, 2 / 3, 10 / 4, -7 / 2, 7 / -2, 0 / 5, -0 / 5, 1 / 10, 3 / 10)
r_big_num = ((10 ** 18 + 1) / 10, (10 ** 18 + 3) / (10 ** 18), 9223372036854775807 / 9223372036854775806)
r_types = type(4 / 2).__name__
r_floor_vs_true = [(a // b, a / b) for a, b in ((7, 2), (-7, 2), (n, 2), (-n, 2))]
