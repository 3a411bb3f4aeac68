# probe: format() sweep: fill/align x sign x '#' x '0' x width x grouping x precision x type over ints and floats
# inputs
heads = ["", "*<", "*>", "*^", "*=", "<", ">", "^", "="]
signs = ["", "+", "-", " "]
alts = ["", "#"]
zeros = ["", "0"]
tails_int = ["", "d", "x", "X", "o", "b", ",d", "_x", ",", "e", "g", "%"]
tails_float = ["", ".0", ".3", ".0f", ".2f", ".0e", ".3e", ".0g", ".3g", "g", ".1%", ",.2f", "_.1f", ",", ".2G", "F"]
ints = [0, 7, -7, 255, -4096]
floats = [0.0, -0.0, 2.5, -0.5, 1e-05, 123456.789, 1e16]
# body
def cell(v, spec):
    try:
        return format(v, spec)
    except ValueError:
        return "ValueError"
r_int = [cell(v, h + s + a + z + "9" + t) for h in heads for s in signs for a in alts for z in zeros for t in tails_int for v in ints if not (z and ("," in t or "_" in t))]
r_float = [cell(v, h + s + a + z + "11" + t) for h in heads for s in signs for a in alts for z in zeros for t in tails_float for v in floats if not (z and ("," in t or "_" in t)) and not (a and t in ("", ".0", ".3", ","))]
