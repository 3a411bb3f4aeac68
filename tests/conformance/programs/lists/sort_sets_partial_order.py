# probe: sorting sets compares them by subset (a partial order): the order CPython's sort gives
# inputs
items = [[1, 2], [1], [3], [0]]
# body
sets = [set(x) for x in items]
r_sorted = [sorted(s) for s in sorted(sets)]
r_frozen = [sorted(s) for s in sorted(frozenset(x) for x in [[5], [1, 2], [1], [0, 1, 2]])]
