# probe: int(text, base): prefixes per base, underscores after a prefix, leading zeros in base 0, whitespace, signs, and the refusals
# inputs
base = 16
# body
r_ok = [int("0_7"), int("  +12 "), int("-0"), int("\x0b5\x0c"), int("007"), int("0x_1f", base), int("0b1", base), int("0o17", 0), int("Z", 36), int("-0X1F", 0), int("0", 0), int("0_0", 0), int("1" * 18)]
bad = []
for t, b in (("0x", 16), ("07", 0), ("1__0", 10), ("1_", 10), ("+_1", 10), ("- 5", 10), ("1e3", 10), ("0b2", 0), ("9", 8), ("0_0x1", 0), ("", 10), ("0x1", 10), ("12", 1), ("12", 37), ("12", -1)):
    try:
        int(t, b)
        bad.append("ok")
    except ValueError as e:
        bad.append(type(e).__name__)
r_bad = bad
try:
    int(12, 10)
    r_nonstr_base = "ok"
except TypeError as e:
    r_nonstr_base = type(e).__name__
r_kw_base = int("ff", base=base)
