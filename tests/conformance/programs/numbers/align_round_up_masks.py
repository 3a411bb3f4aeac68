# probe: power-of-two alignment with masks: (x + a - 1) & ~(a - 1), x & -a, next power of two via bit_length, for 0, negatives, exact multiples
# inputs
xs = [0, 1, 15, 16, 17, 255, 4097, -1, -17]
align = 16
# body
r_up = [(x + align - 1) & ~(align - 1) for x in xs]
r_down = [x & -align for x in xs]
r_is_aligned = [x & (align - 1) == 0 for x in xs]
r_next_pow2 = [1 << (x - 1).bit_length() for x in xs if x > 0]
r_pow2_zero = 1 << (0 - 1).bit_length()
r_is_pow2 = [x > 0 and x & (x - 1) == 0 for x in xs]
r_log2_floor = [x.bit_length() - 1 for x in xs if x > 0]
r_pad_to = [x + (-x % align) for x in xs]
