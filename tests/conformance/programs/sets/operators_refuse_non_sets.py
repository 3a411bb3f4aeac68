# probe: set operators need sets/frozensets/dict views on both sides; the methods take any iterable; relations with lists raise; equality with other types is False
# inputs
s = {1, 2}
lst = [2, 3]
# body
def attempt(f):
    try:
        return f()
    except TypeError as e:
        return type(e).__name__
r_or_list = attempt(lambda: s | lst)
r_union_list = sorted(s.union(lst))
r_and_str = attempt(lambda: s & "ab")
r_sub_tuple = attempt(lambda: s - (1,))
r_le_list = attempt(lambda: s <= lst)
r_issubset_list = s.issubset([1, 2, 3])
r_issuperset_gen = s.issuperset(x for x in [1])
r_eq_list = (s == [1, 2], s != [1, 2])
r_eq_frozen = (s == frozenset(s), frozenset(s) == s)
r_set_vs_dict = set() == {}
r_keys_view = sorted(s | {3: 0}.keys())
r_view_left = sorted({3: 0}.keys() | s)
t = set(s)
try:
    t |= lst
except TypeError as e:
    r_ior_list = (type(e).__name__, sorted(t))
t.update(lst)
r_update_list = sorted(t)
r_lt_self = (s < s, s <= s, s > set(), set() < set())
