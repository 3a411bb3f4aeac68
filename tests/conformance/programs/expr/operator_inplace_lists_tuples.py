# probe: operator.iadd / imul / ior on a list (changed in place, same object returned) vs a tuple, str and frozenset (new object, the original unchanged)
# inputs
xs = [1, 2]
t = (1, 2)
# body
import operator
lst = list(xs)
r_iadd_list = operator.iadd(lst, (3,))
r_iadd_same = r_iadd_list is lst
r_lst = lst
tup = t
r_iadd_tuple = operator.iadd(tup, (3,))
r_tup = tup
r_iadd_str = operator.iadd("ab", "c")
lst2 = list(xs)
r_imul = operator.imul(lst2, 2)
r_lst2 = lst2
s = {1}
r_ior = operator.ior(s, {2})
r_s = sorted(s)
fs = frozenset({1})
r_ior_frozen = sorted(operator.ior(fs, {2}))
r_fs = sorted(fs)
r_isub_int = operator.isub(10, 3)
try:
    operator.iadd(lst, 5)
except TypeError as e:
    r_iadd_err = type(e).__name__
r_lst_after_err = lst
