# probe: IntFlag arithmetic: | with ints, unknown bits kept, ~, int operators giving ints, names and text
# inputs
n = 5
k = 8
# body
from enum import IntFlag
class Bits(IntFlag):
    A = 1
    B = 2
    C = 4
x = Bits(n)
r_name = x.name
r_iter = [m.name for m in x]
r_or_int = Bits.A | k
r_or_int_type = type(Bits.A | k).__name__
r_or_int_value = (Bits.A | k).value
r_extra = Bits(n | k)
r_extra_repr = repr(Bits(n | k))
r_extra_name = Bits(n | k).name
r_extra_iter = [m.name for m in Bits(n | k)]
r_inv = (~Bits.A).value
r_inv_repr = repr(~Bits.A)
r_inv_extra = int(~Bits(k))
r_add = Bits.A + Bits.B
r_add_type = type(Bits.A + Bits.B).__name__
r_shift = Bits.A << 2
r_mul_type = type(Bits.C * 2).__name__
r_and_int = (x & 4) is Bits.C
r_ror = (k | Bits.A).value
r_ror_type = type(k | Bits.A).__name__
r_xor = (x ^ 1).value
r_str = [str(Bits.A), str(x), format(x), f"{x:03d}", f"{Bits.B!r}"]
r_zero = (Bits(0).name, repr(Bits(0)), str(Bits(0)))
r_in = Bits.A in x
try:
    r_in_int = 1 in x
except TypeError as e:
    r_in_int = type(e).__name__
r_eq = (x == n, x == Bits.A | Bits.C, hash(x) == hash(n))
r_lt = Bits.A < Bits.B < 3
r_sorted = [int(b) for b in sorted([Bits.C, Bits.A, Bits.B])]
r_neg = Bits(-1).value
r_neg_name = Bits(-1).name
