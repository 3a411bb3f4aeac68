# probe: set.update over a generator expression that raises part way: the items made before the error stay added
# inputs
sizes = [64, 128, 0, 256]
# body
s = {"a"}
try:
    s.update(4096 // k for k in sizes)
except ZeroDivisionError as e:
    r_err = type(e).__name__
