# probe: numbers equal across int, float, bool and Fraction/Decimal are the same dict key; the first key kept, the last value
# inputs
k = 2
# body
from fractions import Fraction
from decimal import Decimal
d = {k: "int"}
d[2.0] = "float"
d[Fraction(4, 2)] = "frac"
d[Decimal("2")] = "dec"
r_d = (len(d), type(list(d)[0]).__name__, d[k])
e = {1: "a", True: "b", 1.0: "c"}
r_e = list(e.items())
r_half = {0.5: 1}.get(Fraction(1, 2))
r_dec_half = {0.5: 1}.get(Decimal("0.5"))
r_neg_zero = {0.0: "z"}[-0.0]
