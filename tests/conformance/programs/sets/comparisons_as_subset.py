# probe: < <= > >= as subset tests on sets and frozensets, not a total order; sorted of sets; comparison with list (TypeError)
# inputs
a = {1, 2}
b = {1, 2, 3}
c = {4}
# body
r_lt = (a < b, a <= b, b < b, b <= b, a > b, b > a, b >= b)
r_incomparable = (a < c, a > c, a == c, a <= c)
r_frozen = (frozenset(a) < b, a < frozenset(b), frozenset(a) <= frozenset(a))
r_min = sorted(min([b, a, c]))
try:
    a < [1, 2, 3]
except TypeError as e:
    r_list = type(e).__name__
r_eq_list = a == [1, 2]
r_max_chain = sorted(max(a, b))
r_chain = a < b > c
