# probe: bitwise and shift operators on ints beyond 64 bits, negative operands (two's complement semantics)
# inputs
big = 2 ** 100 + 12345
neg = -(2 ** 70) - 3
k = 65
# body
r_and = (big & neg, neg & -1, neg & 0xFFFF, big & (2 ** 64 - 1))
r_or = (big | neg, neg | 5, -1 | big)
r_xor = (big ^ neg, neg ^ -1, neg ^ neg)
r_inv = (~big, ~neg, ~0, ~-1)
r_shr = (big >> k, neg >> k, neg >> 200, -1 >> 1000, big >> 200)
r_shl = (1 << k, neg << 3, (-1) << 100, 3 << 0)
r_mix = ((big >> 64) << 64 == big & ~(2 ** 64 - 1), -big // 2 ** k == -big >> k)
r_bitlen = (big.bit_length(), neg.bit_length(), (2 ** 64).bit_length(), (-(2 ** 64)).bit_length())
r_bitcount = (big.bit_count(), neg.bit_count(), (2 ** 64 - 1).bit_count())
try:
    1 << -1
except ValueError as e:
    r_neg_shift = str(e)
try:
    1 >> -k
except ValueError as e:
    r_neg_rshift = str(e)
