# probe: an __eq__ that raises is not called where identity decides: x in [x], [x] == [x], list.count and index, dict lookup of the same key; it is called for x == x and for a different object
# inputs
k = 1
# body
class Touchy:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        raise RuntimeError("compared")
    def __hash__(self):
        return k
a = Touchy(1)
b = Touchy(2)
def err(f):
    try:
        return ("ok", f())
    except RuntimeError as e:
        return type(e).__name__
r_in_self = err(lambda: a in [a])
r_list_eq = err(lambda: [a] == [a])
r_tuple_eq = err(lambda: (a, 1) == (a, 1))
r_count = err(lambda: [a, a].count(a))
r_index = err(lambda: [a].index(a))
r_dict = err(lambda: {a: "v"}[a])
r_set = err(lambda: a in {a})
r_direct = err(lambda: a == a)
r_ne = err(lambda: a != a)
r_other = err(lambda: a in [b, a])
r_other_list = err(lambda: [a] == [b])
r_dict_collide = err(lambda: {a: 1, b: 2})
