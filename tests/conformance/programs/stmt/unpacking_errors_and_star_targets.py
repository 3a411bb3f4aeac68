# probe: unpacking count errors and their messages, star targets taking the middle, nested targets in for loops, unpacking a dict and a string
# inputs
seq = [1, 2, 3, 4]
# body
def err(thunk):
    try:
        return thunk()
    except ValueError as e:
        return str(e)
def two(s):
    a, b = s
    return a, b
def three(s):
    a, b, c = s
    return a
def star_min(s):
    a, b, *c, d = s
    return c
r_too_many = err(lambda: two(seq))
r_too_few = err(lambda: three(seq[:2]))
r_star_short = err(lambda: star_min(seq[:2]))
r_star_exact = star_min(seq[:3])
first, *mid, last = seq
r_mid = (first, mid, last)
*init, tail = "abc"
r_str = (init, tail)
k1, k2 = {"x": 1, "y": 2}
r_dict = (k1, k2)
pairs = []
for (p, q), *rest in [((1, 2), 3), ((4, 5), 6, 7)]:
    pairs.append((p, q, rest))
r_pairs = pairs
try:
    x, y = 5
except TypeError as e:
    r_int = str(e)
