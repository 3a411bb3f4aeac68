# probe: f-string format specs: width, alignment, fill, precision, types, nested specs
# inputs
x = 3.14159
n = 1234567
w = 8
s = "ab"
# body
r_prec = f"{x:.2f}"
r_width = f"{x:10.3f}|"
r_zero_pad = f"{n:010d}"
r_comma = f"{n:,}"
r_under = f"{n:_}"
r_hex = f"{n:x}"
r_hex_alt = f"{n:#x}"
r_bin = f"{5:08b}"
r_pct = f"{0.256:.1%}"
r_exp = f"{n:.2e}"
r_left = f"{s:<6}|"
r_right = f"{s:>6}|"
r_center = f"{s:*^6}"
r_nested = f"{x:{w}.{2}f}"
r_sign = f"{n:+}"
r_general = f"{x:g}"
