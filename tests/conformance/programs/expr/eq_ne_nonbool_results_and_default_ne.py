# probe: == returning a non-bool object; default __ne__ inverts __eq__ result truthiness; `in` and list.index/count use truthiness
# inputs
v = "yes"
# body
class Odd:
    def __eq__(self, o):
        return v
class Zero:
    def __eq__(self, o):
        return 0
r_eq = Odd() == 1
r_ne = Odd() != 1
r_zero_ne = Zero() != 1
r_in = 1 in [Zero(), Odd()]
r_count = [1, 1, 2].count(Odd())
r_index = [5, 6].index(Odd())
try:
    [5, 6].index(Zero())
except ValueError as e:
    r_index_zero = type(e).__name__
r_not_eq = not (Zero() == 1)
class NeOnly:
    def __ne__(self, o):
        return "ne"
r_neonly_eq = NeOnly() == NeOnly()
a = NeOnly()
r_neonly_self = a == a
r_neonly_ne = a != a
