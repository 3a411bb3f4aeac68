# probe: iteration order of small-int sets made by merging a set or dict into a new one (a constant set literal, set(s), set(d), frozenset(s), s.copy(), s | t, s - t): CPython presizes that table (to twice the items), smaller than one grown item by item, so 16 can come first
# inputs
x = 16
# body
r_literal = list({4, 5, 6, 7, 16})
r_built = list({4, 5, 6, 7, x})
s = set([4, 5, 6, 7, x])
r_grown = list(s)
r_set_of_set = list(set(s))
r_frozen_of_set = list(frozenset(s))
r_copy = list(s.copy())
r_union = list(s | set())
r_diff = list(s - {99})
r_set_of_dict = list(set(dict.fromkeys(s)))
r_comp = list({v for v in s})
r_loop = [v for v in {4, 5, 6, 7, 16}]
r_sorted = sorted({4, 5, 6, 7, 16})
