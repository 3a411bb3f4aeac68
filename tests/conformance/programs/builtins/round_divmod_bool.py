# probe: divmod, abs, round, unary ops and arithmetic on bools give ints; round half to even with negative ndigits on ints
# inputs
flag = True
off = False
# body
r_divmod = divmod(flag, 2)
r_divmod_types = [type(v).__name__ for v in divmod(flag, 2)]
r_divmod_float = divmod(flag, 0.5)
r_abs = (abs(flag), type(abs(flag)).__name__, abs(off))
r_round = (round(flag), type(round(flag)).__name__, round(flag, 2), type(round(flag, 2)).__name__, type(round(flag, -1)).__name__)
r_unary = (-flag, +flag, ~flag, type(+flag).__name__)
r_arith = (flag + flag, flag / 2, flag // 2, flag ** 10, flag % 1, flag << 3, flag & 3, type(flag & True).__name__, type(flag | 2).__name__)
r_round_neg = (round(5, -1), round(15, -1), round(25, -1), round(-25, -1), round(150, -2), round(250, -2), round(7, -5))
r_round_float = (round(2.5), round(3.5), round(-0.5), round(0.125, 2), round(2.675, 2), round(1.5, 0), round(1234.5, -1))
try:
    divmod(flag, off)
    r_zero = "ok"
except ZeroDivisionError as e:
    r_zero = type(e).__name__
try:
    round(flag, 1.0)
    r_nd_float = "ok"
except TypeError as e:
    r_nd_float = type(e).__name__
