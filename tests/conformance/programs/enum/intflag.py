# probe: IntFlag members are ints: equality with ints, their text is the int's, | of two members
# inputs
n = 3
# body
from enum import IntFlag
class Bits(IntFlag):
    A = 1
    B = 2
ab = Bits.A | Bits.B
r_eq = ab == n
r_value = ab.value
r_str = str(Bits.A)
r_fstring = f"{ab}"
r_type = type(ab).__name__
r_isint = isinstance(Bits.B, int)
r_plus = Bits.A + 10
r_lookup = Bits(n).value
