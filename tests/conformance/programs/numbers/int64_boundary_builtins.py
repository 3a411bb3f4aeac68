# probe: builtins on ints at the signed 64-bit boundary: abs, divmod, pow mod, round, hash-free conversions, int(float) near 2**63
# inputs
mx = 9223372036854775807
big_f = 9.223372036854776e18
# body
r_abs = (abs(-mx - 1), abs(mx))
r_divmod = (divmod(-mx - 1, 7), divmod(mx, -7), divmod(mx + 1, 2))
r_pow_mod = (pow(mx, 2, 10 ** 9 + 7), pow(2, 64, 10 ** 20), pow(mx, mx, 97), pow(3, -1, mx))
r_round = (round(mx, -1), round(mx, -18), round(-mx - 1, -3), round(big_f), round(big_f, -2))
r_int_float = (int(big_f), int(-big_f), int(1.8446744073709552e19), int(-9.3e18))
r_float_int = (float(2 ** 63 - 512), float(2 ** 63 - 513), float(2 ** 64 - 1))
r_max = max(mx, mx + 1, key=lambda v: -v)
r_range = (len(range(0, mx, 2 ** 62)), range(mx - 2, mx + 2)[-1], list(range(mx, mx + 3)))
r_minmax = (min(mx + 1, mx), max(-mx - 2, -mx - 1))
r_sum_big = sum(range(2 ** 62, 2 ** 62 + 4))
r_int_str = int(str(mx) + "0") // 10 == mx
r_mul_div = mx * mx // mx == mx
