# probe: every augmented assignment operator on ints
# inputs
start = 13
# body
a = start
a += 2
r_add = a
a -= 5
r_sub = a
a *= 3
r_mul = a
a //= 4
r_floordiv = a
a %= 5
r_mod = a
a **= 3
r_pow = a
a <<= 2
r_lshift = a
a >>= 1
r_rshift = a
a |= 1
r_or = a
a &= 6
r_and = a
a ^= 3
r_xor = a
a /= 2
r_div = a
