# probe: int() of size strings with bases, underscores, signs, whitespace, and the ValueError/TypeError cases
# inputs
texts = ["1_024", "0x400", " +7 ", "-0", "0b101", "00"]
# body
def conv(t, base=10):
    try:
        return int(t, base)
    except ValueError as e:
        return type(e).__name__
    except TypeError as e:
        return "T:" + type(e).__name__
r_b10 = [conv(t) for t in texts]
r_b0 = [conv(t, 0) for t in texts]
r_b16 = conv("ff", 16)
r_bad_base = conv("10", 1)
r_int_base = conv(10, 2)
r_float_str = conv("1e3")
r_float = int(float("1e3"))
r_trunc = [int(x) for x in (2.9, -2.9, True)]
r_under_bad = conv("1__0")
r_lead_under = conv("_1")
