# probe: format specs harness reports use: nested computed width/precision, thousands separators, percent, sign, exponent, alignment of ints and floats, format() errors
# inputs
t = 1234567.891
p = 3
w = 14
ratio = 0.8567
# body
r_nested = f"{t:{w}.{p}f}"
r_comma = f"{t:,.2f}"
r_under = f"{int(t):_}"
r_pct = f"{ratio:.1%}"
r_sign = f"{ratio:+.2f}|{-ratio:+.2f}|{ratio: .2f}"
r_exp = f"{t:.2e}"
r_g = f"{t:g}|{0.0001:g}|{1e-5:g}"
r_int_align = f"{42:>6}|{42:<6}|{42:^6}|{42:06d}"
r_hex = f"{255:#x}|{255:08b}"
r_fmt = "{:>{}}".format("ab", 5)
r_fmt_idx = "{0}-{1}-{0}".format("a", "b")
r_fmt_kw = "{op}_{b}x{s}".format(op="gemm", b=8, s=128)
try:
    format("abc", "d")
    r_bad_spec = "ok"
except ValueError as e:
    r_bad_spec = type(e).__name__
try:
    f"{3.5:d}"
    r_float_d = "ok"
except ValueError as e:
    r_float_d = type(e).__name__
r_round_fmt = [f"{x:.0f}" for x in (0.5, 1.5, 2.5, 3.5)]
