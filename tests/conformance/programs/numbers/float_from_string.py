# probe: float() of strings: inf/nan spellings, exponents, whitespace, underscores, signs, and errors
# inputs
texts = ["inf", "-INF", "+Infinity", "nan", "-nan", "1e3", " 2.5 ", "1E-3", ".5", "5.", "1_0.0_1", "1__0", "_1.0", "0x10", "1e", "e5", "--1", "infinity ", "in f", "", "1.5e+2", "\n-0.0\t", "1e400", "-1e400", "1e-400"]
# body
out = []
for text in texts:
    try:
        out.append(float(text))
    except ValueError as e:
        out.append(type(e).__name__)
r_results = [repr(x) if isinstance(x, float) else x for x in out]
r_neg_zero = str(float("-0"))
r_bytes = float(b"1.25")
try:
    float("abc")
except ValueError as e:
    r_msg = str(e)
try:
    float([1])
except TypeError as e:
    r_list = type(e).__name__
r_int_big = float(10 ** 20)
try:
    float(10 ** 400)
except OverflowError as e:
    r_overflow = type(e).__name__
r_from_hex = float.fromhex("0x1.8p1")
r_hex = (1.5).hex()
r_ratio = (0.75).as_integer_ratio()
r_isint = [float(t).is_integer() for t in ("3", "3.5", "-0.0")]
