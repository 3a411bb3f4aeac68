# probe: result types of set/frozenset binary operators and methods depend on the left operand; equality across them; equal elements of other types
# inputs
gpus = [0, 1, 2]
more = (2, 3)
# body
s = set(gpus)
f = frozenset(more)
r_types = [type(x).__name__ for x in (s | f, f | s, s & f, f - s, f ^ s, f.union(s), s.union(f), f.copy(), f.intersection(gpus))]
r_eq = (set() == frozenset(), {1} == frozenset({1.0}), s == gpus, f != set(more))
r_in = (frozenset({2, 3}) in {f}, {2, 3} == f)
try:
    {s}
    r_set_of_set = "ok"
except TypeError as e:
    r_set_of_set = type(e).__name__
r_set_in_set = set(more) in {f}
try:
    r_lookup_set_in_dict = set(more) in {f: "x"}
except TypeError as e:
    r_lookup_set_in_dict = type(e).__name__
r_keep_first = [type(v).__name__ for v in {1, 1.0, True}]
r_union_keeps = [type(v).__name__ for v in {1.0} | {1}]
r_and_keeps = [type(v).__name__ for v in {1.0, 2.0} & {1}]
r_mixed_types = sorted({1, "1", 1.0, (1,)}, key=repr)
r_copy_same = (f.copy() is f, frozenset(f) is f, s.copy() is s)
