# probe: format specs on result values: bool with a width, rounding half to even, zero padding with sign, percent, nested width/precision, g
# inputs
ms = 0.125
ok = True
w = 8
# body
r_bool_plain = f"{ok}"
r_bool_width = f"{ok:>5}"
r_bool_f = "{:.2f}".format(ok)
r_half = [f"{x:.2f}" for x in (0.125, 0.375, 2.675, ms)]
r_zero = [f"{x:.0f}" for x in (0.5, 1.5, 2.5, -0.5)]
r_pad = f"{-ms:08.3f}"
r_sign = f"{ms:+.1e}"
r_pct = f"{ms:.1%}"
r_nested = "{:{w}.{p}f}|".format(ms, w=w, p=3)
r_g = [f"{x:g}" for x in (1e-5, 123456789.0, 1e16, 0.0001, 100.0)]
r_g3 = f"{12345678.9:.3g}"
r_eq = f"{-42:=+8d}"
r_center = f"{ms:^9.2f}|"
r_repr = f"{'bf16'!r:>8}"
r_hash = f"{255:#x} {255:#o} {5:#b}"
r_comma = f"{1234567.891:,.2f}"
try:
    f"{None:>5}"
    r_none = "ok"
except TypeError as e:
    r_none = type(e).__name__
try:
    f"{1.5:d}"
    r_fd = "ok"
except ValueError as e:
    r_fd = type(e).__name__
r_int_f = f"{3:.2f}"
r_str_width = f"{'gemm':.2}"
