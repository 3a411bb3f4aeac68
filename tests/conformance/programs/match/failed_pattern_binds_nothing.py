# probe: a pattern that fails part way (sequence, mapping, class, or-pattern) binds none of its names: earlier values stay
# inputs
seq = [5, 2, 3]
# body
class P:
    __match_args__ = ("a", "b")
    def __init__(self, a, b):
        self.a, self.b = a, b
x = y = "old"
match seq:
    case [x, 0, y] | [x, 1, y]:
        r_seq = "matched"
    case _:
        r_seq = (x, y)
match P(seq[0], seq[1]):
    case P(x, 3):
        r_cls = "matched"
    case P(a=y, b=0):
        r_cls = "b0"
    case _:
        r_cls = (x, y)
match {"a": seq[0], "b": seq[1]}:
    case {"a": x, "b": 0}:
        r_map = "matched"
    case _:
        r_map = (x, y)
match seq:
    case [x, *y, 0]:
        r_star = "matched"
    case [*_, 3] as x:
        r_star = ("as", x is seq)
r_final = (x, y)
