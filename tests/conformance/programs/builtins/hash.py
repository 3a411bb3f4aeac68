# probe: hash() consistency: equal numbers hash equal; tuples of hashables; unhashables raise
# inputs
n = 7
# body
r_int_float = hash(n) == hash(float(n))
r_bool = hash(True) == hash(1)
r_tuple = hash((1, "a")) == hash((1, "a"))
r_small_int = hash(n)
r_neg_one = hash(-1)
for v in ([], {}, set()):
    try:
        hash(v)
    except TypeError as e:
        r_unhashable = type(e).__name__
class C:
    pass
c = C()
r_obj = hash(c) == hash(c)
