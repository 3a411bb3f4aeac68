# probe: enumerate and zip over an iterator shared with the loop body: the body's next() skips items, enumerate's count keeps going; zip(it, it) pairs
# inputs
xs = [1, 2, 3, 4, 5, 6, 7]
# body
it = iter(xs)
out = []
for i, v in enumerate(it):
    skipped = next(it, None)
    out.append((i, v, skipped))
r_enum_skip = out
it2 = iter(xs)
r_pairs = list(zip(it2, it2))
r_left = list(it2)
it3 = iter(xs)
r_triples = list(zip(*[it3] * 3))
it4 = iter(xs)
r_strict = None
try:
    r_strict = list(zip(it4, it4, strict=True))
except ValueError as e:
    r_strict_err = type(e).__name__
r_left4 = list(it4)
it5 = iter(xs)
e5 = enumerate(it5, 100)
r_e5 = (next(e5), next(it5), next(e5))
