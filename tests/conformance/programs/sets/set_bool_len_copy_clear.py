# probe: set copy independence, clear via alias, truthiness, frozenset.copy identity, set.copy type
# inputs
vals = [3, 1, 2]
# body
s = set(vals)
c = s.copy()
c.add(9)
r_orig = sorted(s)
r_copy = sorted(c)
alias = s
alias.clear()
r_cleared = (len(s), bool(s), s == set())
f = frozenset(vals)
r_frozen_copy_same = f.copy() is f
r_frozen_ctor_same = frozenset(f) is f
r_set_ctor_new = set(s) is s
class MySet(set):
    pass
ms = MySet(vals)
r_sub_copy_type = type(ms.copy()).__name__
r_sub_union_type = type(ms | {7}).__name__
r_sub_eq = ms == set(vals)
