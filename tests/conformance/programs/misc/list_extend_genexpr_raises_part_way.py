# probe: list.extend over a generator expression that raises part way: the items made before the error stay appended
# inputs
sizes = [64, 128, 0, 256]
# body
out = []
try:
    out.extend(4096 // k for k in sizes)
except ZeroDivisionError as e:
    r_err = type(e).__name__
