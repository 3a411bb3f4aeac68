# probe: int() from strings with bases, floats (truncation), bools, and errors
# inputs
s = "42"
h = "ff"
f = -3.9
# body
r_s = int(s)
r_h = int(h, 16)
r_prefix = int("0x1A", 0)
r_bin = int("101", 2)
r_space = int("  7\n")
r_under = int("1_000")
r_float = int(f)
r_pos_float = int(3.9)
r_bool = int(True)
r_none = int()
r_neg_str = int("-12")
errors = []
for bad in ("4.5", "", "1 2", "0x10"):
    try:
        int(bad)
        errors.append("ok")
    except ValueError:
        errors.append("ValueError")
r_errors = errors
try:
    int(None)
except TypeError as e:
    r_none_err = type(e).__name__
