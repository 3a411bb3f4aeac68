# probe: while loops driven by next(it, sentinel) and by try/except StopIteration over generators, iterators and iter(callable, sentinel); a break leaves the rest
# inputs
xs = [4, 0, 7, 0, 9]
# body
def gen():
    yield from xs
it = gen()
total = 0
while (v := next(it, None)) is not None:
    total += v
r_total = total
it = iter(xs)
zeros = 0
while True:
    try:
        v = next(it)
    except StopIteration:
        break
    if v == 0:
        zeros += 1
r_zeros = zeros
it = gen()
kept = []
while True:
    v = next(it, "end")
    if v == "end" or v == 7:
        break
    kept.append(v)
r_kept = kept
r_rest = list(it)
it = iter(xs)
r_not_zero = list(iter(lambda: next(it), 0))
r_after_sentinel = list(it)
