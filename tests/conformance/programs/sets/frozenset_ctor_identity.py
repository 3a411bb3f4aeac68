# probe: frozenset and set constructors: identity, from strings/dicts/generators, equality and hashing across kinds
# inputs
src = "mississippi"
d = {"x": 1, "y": 2}
# body
f = frozenset(src)
r_f = f
r_len = len(f)
r_again_is = frozenset(f) is f
r_set_copy_is = set(f) is f
r_empty_same = frozenset() == set()
r_dict = frozenset(d)
r_items = frozenset(d.items())
r_gen = frozenset(c.upper() for c in src if c != "s")
r_sub_frozen_key = {frozenset("ab"): 1}.get(frozenset("ba"))
r_set_of_frozen = {frozenset(), frozenset([]), frozenset(set())}
r_set_of_frozen_len = len(r_set_of_frozen)
r_contains = "m" in f
r_sorted = sorted(f)
r_min_max = (min(f), max(f))
r_sum = sum(frozenset(range(5)))
r_bool = (bool(frozenset()), bool(f))
r_union_types = type(frozenset() | set()).__name__
try:
    frozenset(1)
except TypeError as e:
    r_int = type(e).__name__
try:
    hash({1})
except TypeError as e:
    r_hash_set = type(e).__name__
