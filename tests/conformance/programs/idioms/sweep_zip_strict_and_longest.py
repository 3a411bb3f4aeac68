# probe: sweep axes combined with zip (shortest), zip(strict=True) ValueError on mismatch, zip_longest fillvalue, product counts
# inputs
ms = [64, 128, 256]
ns = [32, 64]
# body
import itertools
r_zip = list(zip(ms, ns))
try:
    list(zip(ms, ns, strict=True))
    r_strict = "ok"
except ValueError as e:
    r_strict = type(e).__name__
r_strict_ok = list(zip(ms[:2], ns, strict=True))
r_longest = list(itertools.zip_longest(ms, ns, fillvalue=None))
r_product = len(list(itertools.product(ms, ns)))
r_product_rep = list(itertools.product([0, 1], repeat=2))
r_pairs = [(m, n) for m in ms for n in ns if m > n]
r_star = list(zip(*r_pairs))
r_empty_star = list(zip(*[]))
r_chain = list(itertools.chain(ms, ns))
r_islice = list(itertools.islice(itertools.cycle(ns), 5))
