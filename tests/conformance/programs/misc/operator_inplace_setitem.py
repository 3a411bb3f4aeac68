# probe: operator.iadd / ior / setitem / delitem change their argument in place; immutables get a new object
# inputs
base = [1, 2]
d0 = {"a": 1}
# body
import operator
lst = list(base)
out = operator.iadd(lst, [3])
r_same = out is lst
r_lst = lst
t = (1,)
t2 = operator.iadd(t, (2,))
r_tuple = (t, t2)
s = {1}
s2 = operator.ior(s, {5})
r_set = (sorted(s), s2 is s)
n = 5
r_int = operator.iadd(n, 1)
r_n = n
d = dict(d0)
operator.setitem(d, "b", 2)
operator.delitem(d, "a")
r_d = d
operator.setitem(lst, slice(0, 2), ["x"])
r_slice = lst
r_imul = operator.imul([0], 3)
r_isub = operator.isub(10, 3)
r_length = (operator.length_hint([1, 2, 3]), operator.length_hint(iter(()), 7))
try:
    operator.delitem(d, "zz")
    r_del = "ok"
except KeyError as e:
    r_del = type(e).__name__
