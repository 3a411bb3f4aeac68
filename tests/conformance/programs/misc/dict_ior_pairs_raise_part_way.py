# probe: dict |= a generator of pairs that raises part way: the pairs made before the error stay inserted
# inputs
sizes = [64, 128, 0, 256]
# body
d = {"M": 1}
try:
    d |= ((k, 4096 // k) for k in sizes)
except ZeroDivisionError as e:
    r_err = type(e).__name__
