# probe: Flag combinations in 3.11: names of combos, iteration over a combo, len, in, ~, bool of empty, boundary values, aliases of combos
# inputs
bits = 3
# body
from enum import Flag, IntFlag, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
rw = Perm.R | Perm.W
r_name = (rw.name, rw.value, rw is Perm.RW)
r_combo_name = (Perm.R | Perm.X).name
r_iter = [m.name for m in Perm(7)]
r_len = (len(Perm(7)), len(Perm(0)), len(Perm.R))
r_in = (Perm.R in rw, Perm.X in rw, Perm(0) in rw)
r_invert = ((~Perm.R).name, (~Perm.R).value, (~rw).name)
r_bool = (bool(Perm(0)), bool(Perm.W), Perm(0).name)
r_members = list(Perm.__members__)
r_iter_class = [m.name for m in Perm]
r_from_value = Perm(bits).name
try:
    Perm(8)
except ValueError as e:
    r_out_of_range = str(e)
class Num(IntFlag):
    A = 1
    B = 2
r_int_flag = (Num(bits).name, Num(8).value, type(Num(8)).__name__, Num.A | 4)
r_int_ops = (Num.A + 1, Num.B * 2, Num.A == 1, str(Num.A | Num.B))
r_xor = (Perm.R ^ rw).name
r_and = (rw & Perm.W).name
r_repr = repr(rw)
