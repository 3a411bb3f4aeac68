# probe: set iteration order after removals, re-adds, collisions, growth, copies and operations
# inputs
base = [8, 16, 24, 0, 1, 9]
extra = list(range(30, 60, 7))
# body
s = set(base)
r_initial = list(s)
s.remove(16)
s.add(32)
r_after_remove_add = list(s)
s.discard(8)
s.add(8)
r_readd = list(s)
for v in extra:
    s.add(v)
r_grown = list(s)
r_copy = list(s.copy())
r_set_of_set = list(set(s))
r_frozen_of = list(frozenset(s))
r_diff = list(s - {0, 1})
r_inter = list(s & set(range(0, 100, 8)))
r_union = list({64, 128} | {0, 256})
r_xor = list({1, 2, 3, 65} ^ {3, 129})
r_neg = list({-1, -2, -3, 2 ** 61 - 1, 2 ** 61, 2 ** 64})
r_mixed = list({1.5, 2, -0.5, 10 ** 20, True})
r_tuples = list({(0,), (1, 2), ("a",) * 0, (0, 0)})
r_strs_ints = [type(v).__name__ for v in {1, 2, 3}]
q = set(range(10))
r_pop_all = [q.pop() for _ in range(10)]
w = {5, 13, 21}
w.discard(5)
r_pop_after_discard = w.pop()
r_zero_sign = repr(list({-0.0, 0.0}))
r_one_kept = repr(list({1.0, 1, True}))
t = {1}
t.add(1.0)
t |= {True}
r_add_keeps = repr(t)
r_update_keeps = repr(set([2.0]).union([2]))
