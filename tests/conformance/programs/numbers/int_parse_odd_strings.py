# probe: int() parsing odd strings not yet covered: prefix+underscore in explicit base, unicode digits/spaces, sign+prefix, base-0 leading zeros, error messages
# inputs
cases = [("0b_1", 0), ("0B_1_0", 2), ("0o_7", 8), ("0x_", 16), ("0_7", 0), ("000", 0), ("0_0_0", 0), ("-0b11", 0), ("+0o17", 0), ("- 0x1", 0), ("0x1g", 16), ("ZZ", 36), ("zz_z", 36), ("10", 2), ("2", 2), ("9", 8), ("0b", 0), ("0o", 8), ("1_0", 2), ("0x", 0), ("-", 10), ("+", 10), ("\t-7\x0b", 10)]
uni = [("\u00a012\u2003", 10), ("\u0663\u0664", 10), ("\uff11\uff10", 16), ("1\u00a02", 10)]
# body
def parse(text, base):
    try:
        return int(text, base)
    except ValueError as e:
        return str(e)
r_results = [parse(t, b) for t, b in cases]
r_kw_only_base = int("ff", base=16)
r_float_str = int(float("1e3"))
r_from_bool_str = [int(str(b)) if str(b).isdigit() else str(b) for b in (True, 0, 12)]
try:
    int("", 0)
except ValueError as e:
    r_empty0 = str(e)
try:
    int(None)
except TypeError as e:
    r_none = str(e)
r_unicode = []
for _text, _base in uni:
    try:
        r_unicode.append(int(_text, _base))
    except ValueError as _e:
        r_unicode.append(str(_e))
try:
    int("1" * 5000)
except ValueError as e:
    r_limit = type(e).__name__
try:
    int("10", base=0.5)
except TypeError as e:
    r_float_base = str(e)
