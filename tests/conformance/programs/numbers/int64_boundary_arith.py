# probe: int arithmetic crossing the signed 64-bit boundary: results must not wrap or saturate
# inputs
mx = 9223372036854775807
mn = -mx - 1
# body
r_add = (mx + 1, mn - 1, mx + mx, mn + mn, mx - mn)
r_neg = (-mn, abs(mn), -(-mx), -mn - 1 == mx)
r_mul = (mx * 2, mn * -1, mn * mn, 4294967296 * 4294967296, 3037000500 * 3037000500, mx * -1)
r_div = (mn // -1, mn % -1, divmod(mn, -1), mn / -1, mn // 1, mn % 2, -mn % 3, mx // -2)
r_pow = (2 ** 63, 2 ** 64, (-2) ** 63, (-2) ** 64, 3 ** 40, 10 ** 19)
r_shift = (1 << 63, 1 << 64, mx << 1, mn << 1, mn >> 63, mn >> 64, mx >> 63, -1 << 63)
r_bits = (mx.bit_length(), mn.bit_length(), (mx + 1).bit_length(), ~mx, ~mn, mn & mx, mn | mx, mn ^ mx)
r_str = (str(mx + 1), str(mn - 1), repr(-mn), hex(mn), hex(mx + 1), bin(mn)[:6], oct(mx + 1))
r_float = (float(mx), float(mn), float(mx) == mx, float(mx) == mx + 1, mx + 0.0, mn - 0.5)
r_cmp = (mx + 1 > mx, mn - 1 < mn, mx + 1 == 2 ** 63, sorted([mx + 1, mn - 1, 0, mx, mn]))
r_parse = (int("9223372036854775808"), int("-9223372036854775809"), int("0x8000000000000000", 16), int("1" * 20))
r_sum = sum([mx, mx, mn])
r_aug = mx
r_aug += 1
