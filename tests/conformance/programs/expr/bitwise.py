# probe: bitwise operators and shifts on ints, including negatives
# inputs
a = 0b1100
b = 0b1010
k = -6
# body
r_and = a & b
r_or = a | b
r_xor = a ^ b
r_inv = ~a
r_lshift = a << 3
r_rshift = a >> 2
r_neg_rshift = k >> 1
r_neg_and = k & 0xFF
r_inv_neg = ~k
