# probe: nested tuples equal across int/float/bool hash equal and dedupe in sets and dicts; tuples holding lists are unhashable (TypeError) at hash time
# inputs
v = 1
# body
r_hash_eq = hash((v, (2, 3))) == hash((1.0, (2.0, 3)))
r_hash_bool = hash((True,)) == hash((1,))
d = {(v, (2,)): "a"}
d[(1.0, (2.0,))] = "b"
r_dict = (len(d), list(d.values()), type(list(d)[0][0]).__name__)
s = {(v, 0), (True, False), (1.0, 0.0)}
r_set_len = len(s)
t = (v, [2])
try:
    hash(t)
except TypeError as e:
    r_unhash = type(e).__name__
try:
    {t: 1}
except TypeError as e:
    r_key = type(e).__name__
r_eq_still = t == (1, [2])
r_empty_hash = hash(()) == hash(tuple())
