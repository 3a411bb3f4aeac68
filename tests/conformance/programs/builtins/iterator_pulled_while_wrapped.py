# probe: an iterator pulled directly while enumerate, map, filter or zip made from it is not done: both take from one source
# inputs
xs = [1, 2, 3, 4, 5, 6]
# body
k = iter(xs)
en = enumerate(k)
r_en = (next(en), next(k), list(en))
c = iter(xs)
m = map(str, c)
r_map = (next(m), next(c), list(m))
d = iter(xs)
z = zip(d, "abc")
r_zip = (next(z), next(d), list(z), list(d))
e = iter(xs)
f = filter(lambda x: x % 2, e)
r_filter = (next(f), next(e), list(f))
g = (x for x in xs)
eg = enumerate(g)
r_gen = (next(g), list(eg))
h = iter(xs)
done = list(enumerate(h))
r_after = (len(done), list(h), next(h, "end"))
