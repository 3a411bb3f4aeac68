# probe: hash and equality of nested tuples as dict keys and set members, unhashable members
# inputs
t = (1, (2, 3), "a")
f = 1.0
# body
r_hash_eq = hash(t) == hash((1, (2, 3), "a"))
r_hash_num = hash((1, 2)) == hash((f, 2.0))
r_hash_bool = hash((True,)) == hash((1,))
r_key = {t: 1, (f, (2.0, 3), "a"): 2}
r_set = len({(1, 2), (1.0, 2.0), (True, 2), (1, 2, 0)})
r_frozen_in = {(frozenset({1}), 2): "ok"}[(frozenset([1]), 2)]
try:
    hash((1, [2]))
except TypeError as e:
    r_unhashable = type(e).__name__
    r_unhashable_msg = str(e)
try:
    {(1, {2}): 1}
except TypeError as e:
    r_set_in_key = type(e).__name__
try:
    {((1, 2), {"a": 1})}
except TypeError as e:
    r_dict_in_set = type(e).__name__
r_empty_hash = hash(()) == hash(tuple())
r_lookup_first_key = list({(1, 2): "a", (1.0, 2): "b"}.items())
r_in = (1, (2, 3), "a") in {t}
r_nested_contains = (2, 3) in t
