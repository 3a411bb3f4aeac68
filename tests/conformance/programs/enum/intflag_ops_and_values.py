# probe: IntFlag combines with ints, results stay IntFlag when in range; membership, bool, iteration of combination, comparisons with ints
# inputs
v = 5
# body
from enum import IntFlag
class M(IntFlag):
    A = 1
    B = 2
    C = 4
combo = M(v)
r_combo = (combo.value, combo == v, M.A in combo, M.B in combo)
r_or_int = (M.A | 2, type(M.A | 2).__name__)
r_and = (combo & M.C).value
r_plus = (M.A + M.B, type(M.A + M.B).__name__)
r_iter = [m.name for m in combo]
r_cmp = (M.C > M.A, M.B < 3, sorted([M.C, 1, M.B]))
r_bool = (bool(M(0)), bool(combo))
r_big = (M(8).value, M(8) == 8)
r_xor = (combo ^ M.A).value
r_str = (str(M.A), format(M.C, "d"))
