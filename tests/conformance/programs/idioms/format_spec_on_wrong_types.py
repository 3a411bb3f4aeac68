# probe: result formatting with .2f and d specs on a str, an int, a bool, None and a float: which raise, which convert
# inputs
vals = ["1.5", 2, True, None, 2.5]
width = 6
# body
out = []
for v in vals:
    try:
        out.append(f"{v:.2f}")
    except (ValueError, TypeError) as e:
        out.append(type(e).__name__)
r_f = out
ds = []
for v in vals:
    try:
        ds.append(f"{v:d}")
    except (ValueError, TypeError) as e:
        ds.append(type(e).__name__)
r_d = ds
ws = []
for v in vals:
    try:
        ws.append(f"{v:>{width}}")
    except TypeError as e:
        ws.append(type(e).__name__)
r_w = ws
r_s = [f"{v!s:>{width}}" for v in vals]
r_fixed = f"{3.14159:.{width - 3}f}"
