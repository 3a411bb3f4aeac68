# probe: int() and float() parsing (whitespace, underscores, bases, prefixes, signs) and repr/str of floats near the repr switch points
# inputs
texts = [" 12 ", "1_000", "-0b11", "0x1f", "010", "+7", "1__0", "_1", "٣٤", "0o17", "1e3", "0"]
floats = [" 1e3 ", "1_0.5", "-inf", "nan", "+1E-2", ".5", "5.", "1e", "0x1p3", "infinity", "  -0.0"]
# body
def tryint(t, base=10):
    try:
        return int(t, base)
    except ValueError as e:
        return type(e).__name__
def tryfloat(t):
    try:
        return repr(float(t))
    except ValueError as e:
        return type(e).__name__
r_int10 = [tryint(t) for t in texts]
r_int0 = [tryint(t, 0) for t in texts]
r_int16 = [tryint(t, 16) for t in texts]
r_int36 = (int("z", 36), int("Zz", 36), tryint("10", 1), tryint("10", 37))
r_float = [tryfloat(t) for t in floats]
r_repr = [repr(v) for v in (1e16, 9999999999999998.0, 1e-4, 0.0001234, 1e-5, 123456789012345678.0, 2.0**53, 0.1 + 0.2, 1/3, 5e-324, 1.7976931348623157e308)]
r_str = [str(v) for v in (1e16, 1e15, 12345678901234567.0, -0.0, 1e22, 1.5e-7)]
r_float_int = (float(2**53 + 1), float(10**20), int(1e20), int(-2.9), int(2.9))
try:
    int(float("inf"))
    r_inf_int = "ok"
except OverflowError as e:
    r_inf_int = type(e).__name__
try:
    int("12", base=2)
    r_base2 = "ok"
except ValueError as e:
    r_base2 = type(e).__name__
try:
    int(12, 10)
    r_int_base_nonstr = "ok"
except TypeError as e:
    r_int_base_nonstr = type(e).__name__
