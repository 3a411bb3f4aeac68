# probe: formatting results: .2f rounding halves, widths, thousands, percent, format of bool and int with float spec
# inputs
ms = 2.675
speedup = 0.125
n = 1234567
flag = True
# body
r_a = f"{ms:.2f}"
r_b = f"{speedup:.2f}"
r_c = f"{n:,}"
r_d = f"{n:_}"
r_e = f"{speedup:.1%}"
r_f = f"{flag:.2f}"
r_g = f"{n:.1f}"
r_h = f"{ms:8.3f}|"
r_i = f"{ms:<8.1f}|"
r_j = f"{-ms:+.1e}"
r_k = f"{flag}" + f"{flag!r:>6}"
r_l = f"{n:>12,}"
try:
    f"{'abc':.2f}"
    r_err = "ok"
except ValueError as e:
    r_err = type(e).__name__
try:
    f"{None:>5}"
    r_err2 = "ok"
except TypeError as e:
    r_err2 = type(e).__name__
r_none = f"{None}|{None!s:>5}"
