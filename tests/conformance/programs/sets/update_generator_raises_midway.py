# probe: set.update / |= / set() from a generator that raises part-way: items already yielded stay in an updated set
# inputs
n = 3
# body
def gen():
    for i in range(n):
        yield i
    raise ValueError("stop")
s = {100}
try:
    s.update(gen())
except ValueError as e:
    r_err = type(e).__name__
r_s = sorted(s)
t = {100}
try:
    t.intersection_update([0, 1, 100], [[1]])
except TypeError as e:
    r_iu = type(e).__name__
r_t = sorted(t)
u = {1, 2, 3}
try:
    u.difference_update([1], [[2]], [3])
except TypeError as e:
    r_du = type(e).__name__
r_u = sorted(u)
v = {1}
try:
    v.symmetric_difference_update([2, [3]])
except TypeError as e:
    r_sdu = type(e).__name__
r_v = sorted(v)
