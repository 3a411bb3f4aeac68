# probe: float() parsing odd strings: unicode digits and spaces, mixed-case inf/nan, underscores around e and dot, signs, error messages
# inputs
texts = ["1_0e1_0", "1e_1", "1_e1", "1._5", "1_.5", "._5", "1.5_", "+.5e-1", "-.e1", "InFiNiTy", "-iNf", "+NaN", "nan(1)", "1.5\x00", "0x1p0", "1e+", "1e-0", "00001.5", "-0e0", "1" + "0" * 400, "0." + "0" * 400 + "1", "1e-330", "2.4e-324", "2.5e-324"]
uni = ["\u00a01.5\u2003", "\u0661.\u0665", "\uff11\uff0e\uff15"]
# body
def parse(t):
    try:
        return repr(float(t))
    except ValueError as e:
        return str(e)[:60]
try:
    float("")
except ValueError as e:
    r_empty = str(e)
try:
    float("  ")
except ValueError as e:
    r_blank = str(e)
r_float_of_float = (float(-0.0), float(True), float(2 ** 60))
r_unicode = []
for _t in uni:
    try:
        r_unicode.append(repr(float(_t)))
    except ValueError as _e:
        r_unicode.append(str(_e))
r_results = [parse(t) for t in texts]
try:
    float(None)
except TypeError as e:
    r_none = str(e)
