# probe: format type 'c' (code points, ranges, width) and 'n' (locale-free grouping) on ints/floats
# inputs
codes = [65, 97, 0x263A, 0x1F600, 10, 0, 0x10FFFF]
# body
r_c = [format(c, "c") for c in codes]
r_c_width = [format(65, s) for s in ("3c", "<3c", "*^5c", "=3c" if False else ">3c")]
r_c_fstring = "".join(f"{c:c}" for c in range(72, 76))
r_pct_c = "%c%c%c" % (80, "y", 0x3C0)
try:
    format(65, "+c")
except ValueError as e:
    r_sign_c = str(e)
try:
    format(65, ",c")
except ValueError as e:
    r_comma_c = str(e)
try:
    format(65, "#c")
except ValueError as e:
    r_alt_c = str(e)
try:
    format(1234, ",n")
except ValueError as e:
    r_comma_n = str(e)
try:
    "%c" % "ab"
except TypeError as e:
    r_pct_c_str = str(e)
r_n = [format(v, "n") for v in (1234567, -1234567, 1234.5678, 1e20, 0.0001, 12345678.9)]
r_n_prec = [format(v, ".3n") for v in (1234.5678, 0.00012345, 99999.0)]
for _bad in (-1, 0x110000, 2 ** 70):
    try:
        format(_bad, "c")
    except (ValueError, OverflowError) as _e:
        r_last_bad = (type(_e).__name__, str(_e))
