# probe: float() of ASCII text: signs on nan/inf, spelled-out infinity in any case, underscores between digits only, exponents, surrounding whitespace (\v \f yes, \x1c-\x1f no)
# inputs
texts = ["+nan", "-iNfInItY", "+inf", "1.e5", "+.5", "1_0.2_5", "1e1_0", " 1.5\x0c", "\x0b1.5", "00.5", "-0", "1E+05", "\t-2.5e-3\n"]
# body
r_ok = [repr(float(t)) for t in texts]
bad = []
for t in ("1_", "_1", "1._5", "1_.5", "1e", ".", "in f", "0x10", "1__0", "infinit", "nan1", "1,5", "e5", "1.5e+", "+-1", "--1", "", " ", "1 5", "1.5\x1c", "\x1d1.5", "1.5\x1e", "\x1f1"):
    try:
        float(t)
        bad.append("ok")
    except ValueError as e:
        bad.append(type(e).__name__)
r_bad = bad
try:
    r_fs = float("2.5\x1f")
except ValueError as e:
    r_fs = type(e).__name__
r_neg_zero = str(float("-0.0"))
r_big = (float("1e400"), float("-1e400"), float("1e-400"))
