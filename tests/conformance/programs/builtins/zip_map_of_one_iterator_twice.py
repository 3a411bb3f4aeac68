# probe: zip and map given one iterator more than once take its items in turn (the chunking idiom `zip(*[iter(xs)] * n)`)
# inputs
xs = [1, 2, 3, 4, 5, 6, 7]
n = 3
# body
d = iter(xs)
r_chunks = list(zip(*[d] * n))
r_rest = list(d)
d2 = iter(xs)
r_pairs = list(zip(d2, d2))
w = iter(xs)
r_dict = dict(zip(w, w))
g = (x * 10 for x in xs)
r_gen = list(zip(g, g))
q = iter(xs)
r_map = list(map(lambda a, b: a + b, q, q))
s = iter(xs)
r_mixed = list(zip(s, "ab", s))
a = iter(xs)
b = iter(a)
r_iter_of_iter = (b is a, list(zip(a, b)))
