# probe: an iterator (generator, map, filter, zip, iter of a list, reversed, enumerate) gives nothing the second time; iter(callable, sentinel); iter of an iterator is itself
# inputs
xs = [1, 2, 3]
# body
def gen():
    yield from xs
g = gen()
r_gen = (list(g), list(g))
m = map(str, xs)
r_map = (list(m), list(m))
f = filter(None, xs)
r_filter = (sum(f), sum(f))
z = zip(xs, xs)
r_zip = (len(list(z)), len(list(z)))
i = iter(xs)
r_iter = (list(i), list(i))
rv = reversed(xs)
r_reversed = (list(rv), list(rv))
en = enumerate(xs)
r_enum = (dict(en), dict(en))
r_range_twice = (list(r := range(2)), list(r))
it = iter(xs)
r_iter_self = (iter(it) is it, iter(g) is g, iter(xs) is iter(xs))
counter = [0]
def tick():
    counter[0] += 1
    return counter[0]
r_sentinel = list(iter(tick, 4))
r_sentinel_after = counter[0]
src = iter(["a", "b", "", "c"])
r_until_empty = list(iter(lambda: next(src), ""))
r_src_left = list(src)
try:
    iter(5, 0)
except TypeError as e:
    r_not_callable = str(e)
ci = iter(tick, 100)
r_ci_next = (next(ci), next(ci))
data = iter([1, 2, 3, 4, 5])
r_pairs = list(zip(data, data))
r_in_consumes = (3 in (it2 := iter(xs)), list(it2))
st = iter(xs)
for v in st:
    if v == 1:
        break
r_after_break = list(st)
