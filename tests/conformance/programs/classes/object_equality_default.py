# probe: without __eq__, instances compare by identity; in lists and dicts too
# inputs
v = 1
# body
class O:
    def __init__(self, v):
        self.v = v
a, b = O(v), O(v)
r_eq = a == b
r_self = a == a
r_ne = a != b
r_in = O(v) in [a, b]
r_dict_len = len({a: 1, b: 2})
r_index = [b, a].index(a)
