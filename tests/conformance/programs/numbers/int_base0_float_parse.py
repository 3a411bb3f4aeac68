# probe: int(s, 0) and int(s, base) over prefixed, signed, underscored and padded strings, float() over harness strings; the strings each refuses
# inputs
texts = ["0x10", "0X1f", "0b101", "0o17", "10", "-0x10", "+0b1", " 0x10 ", "1_000", "0_0", "0"]
bad0 = ["017", "0x", "1__0", "_1", "1_", "0b2", "", " ", "0x_1", "00", "08"]
floats = ["1e3", "1.5", ".5", "5.", "-inf", "+Infinity", " nan ", "1_0.5", "1E-3", "0x10", "1e", "", "inf1", "١٢"]
# body
r_base0 = [int(t, 0) for t in texts]
out = []
for t in bad0:
    try:
        out.append(int(t, 0))
    except ValueError as e:
        out.append(type(e).__name__)
r_bad0 = out
r_base16 = [int("0x1f", 16), int("1f", 16), int("FF", 16), int("-ff", 16)]
r_base2 = [int("0b11", 2), int("11", 2), int("0o7", 8), int("z", 36), int("Z", 36)]
try:
    int("0x1f", 10)
except ValueError as e:
    r_err_base10 = str(e)
try:
    int("12", 1)
except ValueError as e:
    r_err_base1 = (type(e).__name__, str(e))
try:
    int(12, 10)
except TypeError as e:
    r_err_nonstr = (type(e).__name__, str(e))
try:
    int("017", 0)
except ValueError as e:
    r_err_017 = str(e)
r_zero_pad = [int("007"), int("00"), int("-007")]
fl = []
r_floats = [repr(v) if isinstance(v, float) else v for v in fl]
r_int_float = [int(float("1e3")), int(2.9), int(-2.9), int(True), int("  -5\n")]
try:
    int("1.0")
except ValueError as e:
    r_err_intdot = str(e)
try:
    int(float("nan"))
except ValueError as e:
    r_int_nan = (type(e).__name__, str(e))
try:
    int(float("inf"))
except OverflowError as e:
    r_int_inf = (type(e).__name__, str(e))
r_bool_str = [bool(""), bool("0"), bool("False"), "False" in ("0", "false", "False")]
r_float_roundtrip = [float(repr(x)) == x for x in (0.1, 1 / 3, 1e-300, 2.0 ** 0.5)]
for t in floats:
    try:
        fl.append(float(t))
    except ValueError as e:
        fl.append(type(e).__name__)
