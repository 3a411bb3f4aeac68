# probe: a class pattern naming the same attribute positionally (through __match_args__) and by keyword raises TypeError
# inputs
v = 1
# body
class P:
    __match_args__ = ("x",)
    def __init__(self):
        self.x = v
try:
    match P():
        case P(a, x=b):
            r_match = "matched"
except TypeError:
    r_match = "TypeError"
