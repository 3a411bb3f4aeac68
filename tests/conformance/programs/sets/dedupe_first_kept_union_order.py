# probe: sets keep the first of equal items (1, 1.0, True): literals, comprehensions, add, union/update in each direction, symmetric difference
# inputs
one = 1
# body
def kinds(s):
    return sorted(type(x).__name__ for x in s)
r_literal = (kinds({one, 1.0, True}), kinds({True, one}), kinds({1.0, one}))
r_comp = kinds({x for x in [True, 1.0, one]})
s = {1.0}
s.add(one)
r_add = kinds(s)
r_union = (kinds({one} | {1.0}), kinds({1.0} | {one}), kinds({True}.union([one, 1.0])))
u = {True}
u.update([1.0], [one])
r_update = kinds(u)
r_symdiff = (kinds({one, 2} ^ {1.0, 3}), sorted({one, 2} ^ {1.0, 3}))
r_set_ctor = kinds(set([1.0, one, True]))
r_frozen = kinds(frozenset([True, one]))
r_len = len({0, 0.0, False, -0.0})
r_diff = kinds({one, 2.0} - {2})
