# probe: match over inputs flowing through objects: class patterns with keyword and positional (__match_args__) captures, mapping patterns with **rest, guards on inputs
# inputs
cfg = {"kind": "conv", "k": 3, "extra": 1}
pt = (0, 5)
limit = 4
# body
class Pt:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
def describe(obj):
    match obj:
        case Pt(0, y) if y > limit:
            return ("y-axis far", y)
        case Pt(x=0, y=y):
            return ("y-axis", y)
        case Pt(x, y):
            return ("pt", x + y)
        case {"kind": "conv", "k": k, **rest}:
            return ("conv", k, sorted(rest))
        case {"kind": str(kind)}:
            return ("other", kind)
        case [first, *others]:
            return ("seq", first, len(others))
        case _:
            return ("none",)
r_pt = describe(Pt(*pt))
r_pt2 = describe(Pt(pt[1], pt[0]))
r_cfg = describe(cfg)
r_cfg2 = describe({"kind": "pool"})
r_seq = describe(list(pt))
r_str = describe("ab")
r_num = describe(limit)
