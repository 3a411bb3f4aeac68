# probe: printf-style % sweep for text conversions s/r/a/c: flags x width x precision over strings, ints, floats, None, bool
# inputs
flags = ["", "-", "0", "+", " ", "#", "-0"]
sizes = ["", "5", ".1", "6.2", ".0"]
vals = ["ab", "\u00e9t\u00e9", 65, 1.5, None, True]
# body
def cell(f, v):
    try:
        return f % (v,)
    except (TypeError, OverflowError) as e:
        return type(e).__name__
r_s = [cell("%" + fl + sz + "s|", v) for fl in flags for sz in sizes for v in vals]
r_r = [cell("%" + fl + sz + "r|", v) for fl in flags for sz in sizes for v in vals]
r_a = [cell("%" + fl + sz + "a|", v) for fl in flags for sz in sizes for v in vals]
r_c = [cell("%" + fl + sz + "c|", v) for fl in flags for sz in sizes for v in ("x", 65, 0x263A)]
