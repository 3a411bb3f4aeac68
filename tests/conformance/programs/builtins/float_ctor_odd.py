# probe: float() from strings with spelling variants of inf/nan, underscores, exponents, hex refused, bools and ints too big
# inputs
spec = "  1e3 "
# body
def conv(x):
    try:
        return float(x)
    except (ValueError, TypeError, OverflowError) as e:
        return type(e).__name__
r_spec = conv(spec)
r_infs = [conv(s) for s in ("inf", "-Infinity", "+INF", "infinity", "infinit")]
r_nans = [str(conv(s)) for s in ("nan", "-NaN", "NAN")]
r_underscore = (conv("1_0.5"), conv("1_e3"), conv("1e1_0"), conv("_1.0"))
r_forms = (conv(".5"), conv("5."), conv("."), conv("1e"), conv("e5"), conv("0x10"), conv("1e500"), conv("-1e500"), conv("1e-400"))
r_bools = (conv(True), conv(False))
r_neg_zero = str(conv("-0"))
r_int_big = conv(10**400)
r_bytes = conv(b"2.5")
r_none = conv(None)
r_list = conv([1.0])
