# probe: generator expressions: the first iterable is evaluated at creation, later iterables and conditions late; genexps made in a comprehension see the final loop value
# inputs
sizes = [1, 2, 3]
scale = 10
# body
g = (s * scale for s in sizes)
sizes = [7, 8]
scale = 100
r_first_iter = list(g)
pairs = [1, 2]
g2 = (a * b for a in [1, 2] for b in pairs)
pairs = [10]
r_second_iter = list(g2)
gens = [(x * i for x in range(2)) for i in range(3)]
r_gens = [list(gg) for gg in gens]
cond = 0
g3 = (x for x in range(5) if x > cond)
cond = 3
r_cond = list(g3)
src = [1, 2]
g4 = (x for x in src)
src.append(3)
r_mutated = list(g4)
try:
    g5 = (x for x in 5)
    r_eager = "ok"
except TypeError as e:
    r_eager = type(e).__name__
