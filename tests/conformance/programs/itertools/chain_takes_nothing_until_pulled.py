# probe: itertools.chain and chain.from_iterable take nothing until pulled: an argument not iterable raises where it is reached
# inputs
xs = [1, 2]
ys = [3]
n = 4
# body
import itertools

r_flat = list(itertools.chain.from_iterable([xs, ys, "ab"]))
r_gen = list(itertools.chain.from_iterable((x, x * 10) for x in xs))
r_pairs = [p for p in itertools.chain.from_iterable(((t, h) for t in range(h)) for h in ys)]
made = itertools.chain(xs, n)
try:
    r_partial = []
    for v in made:
        r_partial.append(v)
except TypeError as e:
    r_err = type(e).__name__
lazy = itertools.chain.from_iterable([xs, n])
r_first = next(lazy)
try:
    r_rest = list(lazy)
except TypeError as e:
    r_rest_err = type(e).__name__
seen = []
try:
    for t, h in itertools.chain.from_iterable(((t, h) for t in itertools.islice(n, 2)) for h in ys):
        seen.append((t, h))
except TypeError as e:
    r_islice_err = type(e).__name__
r_seen = seen
