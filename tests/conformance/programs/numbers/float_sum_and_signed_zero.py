# probe: sum() of floats (3.11: plain left-to-right addition, no compensation) and signed zero through min/max/sum/abs
# inputs
tenth = 0.1
vals = [1e16, 1.0, -1e16]
# body
r_sum_tenths = sum([tenth] * 10)
r_sum_cancel = sum(vals)
r_sum_order = (sum([1.0, 1e100, 1.0, -1e100]), sum([0.1, 0.2, 0.3]), sum([0.3, 0.2, 0.1]))
r_sum_start = (repr(sum([], -0.0)), repr(sum([-0.0])), repr(sum([-0.0], -0.0)), repr(sum([1, 2], 0.5)))
r_minmax_zero = (repr(max(0.0, -0.0)), repr(max(-0.0, 0.0)), repr(min(0.0, -0.0)), repr(min(-0.0, 0.0)), repr(abs(-0.0)))
r_sorted_zero = [repr(z) for z in sorted([0.0, -0.0, 0, -0.0])]
r_neg_ops = (repr(-0.0 + 0.0), repr(-0.0 - 0.0), repr(0.0 * -1), repr(-0.0 * -0.0), repr(-(0.0)), repr(0.0 - 0.0))
r_eq = (-0.0 == 0.0, -0.0 == 0, str(-0.0) == str(0.0))
r_accum = 0.0
for _ in range(10):
    r_accum += tenth
r_accum_repr = repr(r_accum)
