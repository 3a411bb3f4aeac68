# probe: round(int, -n): ties to even at the 10**n place, negatives, bools, huge n, the result type
# inputs
vals = [5, 15, 25, 35, -5, -15, -25, 149, 150, 250, 251, -250, 0, 1234567, 9223372036854775807]
# body
r_m1 = [round(v, -1) for v in vals[:-1]]
r_m2 = [round(v, -2) for v in vals[:-1]]
r_m3 = [round(v, -3) for v in vals[:-1]]
r_pos = [round(v, 3) for v in vals]
r_huge = [round(v, -30) for v in vals]
r_bool = (round(True, -1), round(True, 2), round(False), type(round(True)).__name__, type(round(True, -1)).__name__)
r_top = round(9223372036854775807, -18)
r_none = round(15, None)
try:
    round(15, 1.0)
except TypeError as e:
    r_float_nd = type(e).__name__
