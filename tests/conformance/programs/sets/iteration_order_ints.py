# probe: iteration order of sets of ints, floats and tuples (hash-determined): list(), pop(), str(), next(iter())
# inputs
xs = [100, 1, 33, 8, 16, 0, -1, 7]
ys = [2 ** 40, 5, 2 ** 40 + 5, 13]
# body
s = set(xs)
r_list = list(s)
r_str = str({3, 1, 2})
r_sorted_eq = sorted(s) == sorted(xs)
r_first = next(iter(set(ys)))
r_list_ys = list(set(ys))
r_floats = list({0.5, 1.5, 0.25, 3.0})
r_tuples = list({(1, 2), (0, 0), (3, 4)})
r_neg = list({-5, -1, -2, 3})
p = set(xs)
r_pops = [p.pop() for _ in range(3)]
r_after = list(p)
q = {8, 0}
q.discard(0)
q.add(16)
q.add(0)
r_readded = list(q)
r_comp = [v * 2 for v in {9, 1, 17}]
r_frozen = list(frozenset([17, 9, 1]))
r_union_order = list({1, 9} | {17, 2})
r_big_set = list(set(range(20, 0, -3)))
r_join = ",".join(str(v) for v in {10, 2, 30})
r_tuple_of_set = tuple({64, 32, 0})
