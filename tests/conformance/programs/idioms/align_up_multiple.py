# probe: rounding sizes up/down to an alignment: arithmetic and bit-mask forms agree for powers of two and differ otherwise; negative sizes; padding amounts
# inputs
sizes = [0, 1, 63, 64, 65, 100, 4097]
align = 64
odd_align = 48
# body
def up(x, a):
    return (x + a - 1) // a * a
def up_mask(x, a):
    return (x + a - 1) & ~(a - 1)
def down(x, a):
    return x // a * a
r_up = [up(x, align) for x in sizes]
r_mask = [up_mask(x, align) for x in sizes]
r_agree = r_up == r_mask
r_odd = [up(x, odd_align) for x in sizes]
r_odd_mask = [up_mask(x, odd_align) for x in sizes]
r_down = [down(x, align) for x in sizes]
r_pad = [up(x, align) - x for x in sizes]
r_neg = [up(-70, 64), down(-70, 64), up_mask(-70, 64), -70 & ~63]
r_is_pow2 = [a > 0 and a & (a - 1) == 0 for a in (align, odd_align, 1, 0)]
r_aligned = [x for x in sizes if x % align == 0]
r_mod_neg = (-70 % 64, 70 % -64)
