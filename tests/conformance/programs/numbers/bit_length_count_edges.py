# probe: int.bit_length / bit_count at 0, powers of two and their neighbours, negatives, bools and -2**63
# inputs
vals = [0, 1, 2, 3, 255, 256, -1, -2, -255, -256, 2 ** 62, 9223372036854775807]
# body
r_len = [v.bit_length() for v in vals]
r_count = [v.bit_count() for v in vals]
r_bool = (True.bit_length(), False.bit_length(), True.bit_count())
m = -(2 ** 62) * 2
r_min = (m.bit_length(), m.bit_count(), (m + 1).bit_length())
r_consistent = all(2 ** (v.bit_length() - 1) <= abs(v) < 2 ** v.bit_length() for v in vals if v and abs(v) < 2 ** 62)
r_popcount_loop = [bin(v).count('1') for v in (0, 5, 255, -7)]
try:
    (5).bit_length(1)
except TypeError as e:
    r_arg = type(e).__name__
