# probe: format specs built at run time f"{x:>{w}}", f"{x:{fill}^{w}.{p}f}", nested width from len(), errors for bad specs
# inputs
vals = [3.14159, 12.0, -0.5]
w = 9
p = 2
fill = "*"
name = "gemm"
# body
r_right = [f"{v:>{w}.{p}f}" for v in vals]
r_center = f"{name:{fill}^{w}}"
r_left = f"{name:<{len(name) + 3}}|"
r_sign = [f"{v:+.{p}e}" for v in vals]
r_pct = f"{0.1234:.{p}%}"
r_int_w = f"{42:0{w}d}"
r_commas = f"{1234567:,}"
r_under = f"{1234567:_}"
try:
    r_bad = f"{name:{w}d}"
except ValueError as e:
    r_bad = type(e).__name__
try:
    r_bad2 = f"{1.5:{fill}}"
except ValueError as e:
    r_bad2 = type(e).__name__
r_spec = "{:>%d}" % w
r_applied = r_spec.format("x")
r_format_fn = format(2.5, f">{w}")
