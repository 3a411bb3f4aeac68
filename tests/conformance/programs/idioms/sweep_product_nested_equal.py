# probe: itertools.product over input lists equals the nested loops, with repeat and empty inputs
# inputs
sizes = [64, 128]
dtypes = ["fp16", "bf16", "fp8"]
flags = []
# body
import itertools
nested = []
for s in sizes:
    for d in dtypes:
        nested.append((s, d))
prod = list(itertools.product(sizes, dtypes))
r_eq = nested == prod
r_prod = prod
r_len = len(prod)
r_empty = list(itertools.product(sizes, flags))
r_none = list(itertools.product())
r_rep = list(itertools.product(sizes, repeat=2))
r_rep0 = list(itertools.product(sizes, repeat=0))
try:
    list(itertools.product(sizes, repeat=-1))
    r_err = "ok"
except ValueError as e:
    r_err = type(e).__name__
r_last = prod[-1] if prod else None
