# probe: set algebra with set and frozenset operands: result types for operators, methods and in-place ops
# inputs
s = {1, 2, 3}
f = frozenset({2, 3, 4})
# body
r_types_op = [type(x).__name__ for x in (s | f, f | s, s & f, f & s, s - f, f - s, s ^ f, f ^ s)]
r_values_op = (s | f, f & s, f - s, s ^ f)
r_types_m = [type(x).__name__ for x in (f.union(s), s.union(f), f.intersection([2]), f.difference(), f.symmetric_difference([9]), s.copy(), f.copy())]
r_union_many = f.union([5], (6,), "")
r_inter_many = s.intersection(f, [3, 4], range(10))
r_diff_many = s.difference([1], {9}, f)
r_union_none = s.union()
r_union_none_is = s.union() is s
g = f
g |= s
r_ior_type = type(g).__name__
r_ior_same = g is f
r_f_unchanged = f
h = s
h &= f
r_iand_same = h is s
r_s_now = s
r_eq_mixed = frozenset({2, 3}) == {2, 3}
r_hash_eq = hash(frozenset({1, 2})) == hash(frozenset([2, 1]))
try:
    s | [4]
except TypeError as e:
    r_list_or = type(e).__name__
try:
    f - (1,)
except TypeError as e:
    r_tuple_sub = type(e).__name__
r_keys_and = {"a": 1, "b": 2}.keys() & {"b", "c"}
r_keys_and_type = type({"a": 1}.keys() & {"a"}).__name__
r_keys_or_list = sorted({"a": 1}.keys() | ["z"])
