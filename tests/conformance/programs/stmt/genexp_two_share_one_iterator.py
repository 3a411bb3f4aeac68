# probe: two generator expressions over one shared iterator, pulled in turn by zip: each pull takes the next item of the shared iterator
# inputs
n = 6
# body
it = iter(range(n))
g1 = (x for x in it)
g2 = (x * 10 for x in it)
r_pairs = list(zip(g1, g2))
r_rest = list(it)
it2 = iter(range(n))
def take(src):
    for x in src:
        yield x
a = take(it2)
b = take(it2)
r_first = (next(a), next(b), next(a), next(b))
r_left = list(it2)
