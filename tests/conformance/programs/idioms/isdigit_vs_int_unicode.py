# probe: size-string validation with isdigit/isdecimal/isnumeric vs what int() accepts: superscripts, Arabic-Indic digits, fractions, fullwidth digits
# inputs
texts = ["42", "\u00b2", "\u0663\u0664", "\u00bd", "\uff11\uff12", "-3", " 7", ""]
# body
r_isdigit = [t.isdigit() for t in texts]
r_isdecimal = [t.isdecimal() for t in texts]
r_isnumeric = [t.isnumeric() for t in texts]
def conv(t):
    try:
        return int(t)
    except ValueError as e:
        return type(e).__name__
r_int = [conv(t) for t in texts]
r_guarded = [int(t) if t.isdigit() else None for t in texts if t.isdecimal() or not t.isdigit()]
def fconv(t):
    try:
        return float(t)
    except ValueError as e:
        return type(e).__name__
r_float = [fconv(t) for t in ("1_000.5", "1e3", "inf", "-nan", "1.5k", "\u0663.5")]
r_float_nan_str = str(fconv("-nan"))
