# probe: set.difference_update over a generator that raises part way: the items made before the error are already discarded
# inputs
sizes = [64, 128, 0, 256]
# body
s = {64, 32, 16, 8}
try:
    s.difference_update(4096 // k for k in sizes)
except ZeroDivisionError as e:
    r_err = type(e).__name__
