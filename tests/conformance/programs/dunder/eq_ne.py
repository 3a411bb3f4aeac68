# probe: __eq__ drives == and (by default) !=; NotImplemented falls back to identity
# inputs
a_val = 1
b_val = 1
# body
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        if not isinstance(other, P):
            return NotImplemented
        return self.v == other.v
a, b = P(a_val), P(b_val)
r_eq = a == b
r_ne = a != b
r_is = a is b
r_other_type = a == a_val
r_in_list = P(b_val) in [a]
r_list_eq = [a] == [b]
r_count = [a, b, P(9)].count(P(1))
r_index = [P(5), b].index(P(1))
class Plain:
    pass
r_plain = Plain() == Plain()
