# probe: subset, superset, disjoint, equality and comparison operators
# inputs
a = {1, 2}
b = {1, 2, 3}
# body
r_subset = (a <= b, a < b, b <= b, b < b)
r_superset = (b >= a, b > a)
r_methods = (a.issubset(b), b.issuperset(a), a.isdisjoint({5}), a.isdisjoint(b))
r_eq = {1, 2} == {2, 1}
r_frozen_eq = frozenset(a) == a
r_not_total = ({1} < {2}, {1} > {2}, {1} == {2})
