# probe: a[i] += rhs reads a[i], then evaluates rhs, then stores: an rhs that shrinks the list makes the store an IndexError
# inputs
v = 5
# body
a = [1, 2, 3]
try:
    a[2] += (a.clear() or v)
    r_store = a
except IndexError as e:
    r_store = (type(e).__name__, a)
d = {"k": 1}
d["k"] += (d.clear() or v)
r_dict = d
b = [1, 2, 3]
try:
    b[-1] += (b.pop() and v)
    r_neg = b
except IndexError as e:
    r_neg = type(e).__name__
