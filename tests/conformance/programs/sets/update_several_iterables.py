# probe: update/intersection_update/difference_update/symmetric_difference_update with several or generator arguments, return None, self aliasing
# inputs
a = [1, 2, 3, 4]
# body
s = set(a)
r_ret = s.update([5], (6,), range(7, 8))
r_s = sorted(s)
t = set(a)
t.intersection_update([1, 2, 3], {2, 3, 9})
r_t = sorted(t)
u = set(a)
u.difference_update([1], [2], "x")
r_u = sorted(u)
v = set(a)
v.symmetric_difference_update([4, 5])
r_v = sorted(v)
w = set(a)
w ^= w
r_w = sorted(w)
x = set(a)
alias = x
x -= {1}
x &= {2, 3, 4}
r_alias = (alias is x, sorted(alias))
y = set(a)
y.intersection_update()
r_y = sorted(y)
try:
    v.symmetric_difference_update([1], [2])
except TypeError as e:
    r_sdu_many = type(e).__name__
