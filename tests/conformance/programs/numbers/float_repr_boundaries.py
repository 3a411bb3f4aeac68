# probe: repr/str of floats around the 1e16 and 1e-4 switch to exponent notation, shortest round-trip digits
# inputs
vals = [9999999999999998.0, 1e16, 1.0000000000000002e16, 123456789012345678.0, 0.0001, 0.00009999999999999999, 0.00001, 1e-4 * 3, 0.1 + 0.2, 1 / 3, 2 / 3, 1e22, 1e23, 5e-324, 1.7976931348623157e308, 2.0 ** -1074 * 3, 100.0, 1e15 + 0.3, 4.35, 0.3 - 0.1]
# body
r_repr = [repr(v) for v in vals]
r_neg = [repr(-v) for v in vals[:6]]
r_str_same = all(str(v) == repr(v) for v in vals)
r_roundtrip = all(float(repr(v)) == v for v in vals)
r_small_ints = [repr(float(n)) for n in (0, 1, -1, 10, 1000000, 10 ** 15, 10 ** 16, 10 ** 17)]
r_halves = [repr(n + 0.5) for n in (0, 1, 2 ** 52 - 1, 2 ** 52)]
r_lr = [repr(x) for x in (3e-4, 1e-3 * 0.1, 5e-5, 2e-5 * 10, 6e-4 / 2, 1e-4 * 3)]
