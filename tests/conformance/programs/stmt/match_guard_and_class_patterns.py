# probe: match with class patterns using __match_args__, keyword sub-patterns, guards that see captures, capture bound even when guard fails, OR patterns and as
# inputs
pts = [(0, 0), (1, 5), (3, -3), (2, 2)]
# body
class P:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
def classify(p):
    match p:
        case P(0, 0):
            return "origin"
        case P(x, y) if x == y:
            return f"diag {x}"
        case P(x, y=yy) if yy < 0:
            return f"below {x} {yy}"
        case P(x=1 | 2 as one_or_two):
            return f"small x {one_or_two}"
        case _:
            return "other"
r_classes = [classify(P(*t)) for t in pts]
def guard_binds(v):
    match v:
        case [a, b] if a > b:
            return "gt"
        case _:
            pass
    return ("fell", a, b)
r_guard_binds = guard_binds([1, 2])
class Q:
    __match_args__ = ("a",)
    def __init__(self, a):
        self.a = a
try:
    match Q(1):
        case Q(x, y):
            r_too_many = "matched"
except TypeError as e:
    r_too_many = str(e)
match 5:
    case int(v) if v > 3:
        r_builtin_self = v
