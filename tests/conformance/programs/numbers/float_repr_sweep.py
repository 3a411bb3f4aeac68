# probe: repr/str of computed floats: fractions, powers of ten and two, subnormals, near-integers, large magnitudes
# inputs
n = 30
# body
r_sevenths = [repr(i / 7) for i in range(1, n)]
r_tenths = [repr(i * 0.1) for i in range(n)]
r_pow10 = [repr(10.0 ** -i) for i in range(0, n, 3)]
r_pow10_pos = [str(10.0 ** i) for i in range(10, n)]
r_pow2 = [repr(2.0 ** i) for i in range(50, 70, 3)]
r_thirds = [str(1 / 3 * 10 ** i) for i in range(-8, 20, 3)]
r_special = [repr(x) for x in (1e-310, 5e-324, 1.7976931348623157e308, 1e23, 9007199254740993.0, 123456789012345678.0, 0.1 + 0.7, 1 - 1e-16, 4.35, 2.675 * 100)]
r_sums = [repr(sum(0.1 for _ in range(i))) for i in range(1, 12)]
r_fmt_default = [format(i / 7, "") for i in range(1, 6)]
r_str_in_container = str([0.1, 1e-5, 1e16, -0.0])
