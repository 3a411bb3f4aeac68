# probe: int()/float() on config strings: spaces, underscores, signs, base 0, unicode digits, exponent strings, None
# inputs
vals = [" 16 ", "1_024", "+8", "0x10", "1e3", "1.5", "", "1__0", "_1", "-0", None]
# body
def to_int(v):
    try:
        return int(v)
    except ValueError:
        return "ValueError"
    except TypeError:
        return "TypeError"
r_int = [to_int(v) for v in vals]
def to_float(v):
    try:
        return float(v)
    except (ValueError, TypeError) as e:
        return type(e).__name__
r_float = [to_float(v) for v in (" 16 ", "1_024", "1e3", "1.5", "", "nan", "-inf", None)]
r_base0 = [int(s, 0) for s in ("0x10", "0o17", "0b101", "12")]
try:
    int("010", 0)
    r_010 = "ok"
except ValueError as e:
    r_010 = type(e).__name__
r_isdigit = [s.isdigit() for s in ("16", "²", "٣", "1.5", "")]
r_isdecimal = [s.isdecimal() for s in ("16", "²", "٣")]
r_int_float = int(float("1e3"))
r_round = [round(x) for x in (0.5, 1.5, 2.5, -1.5)]
