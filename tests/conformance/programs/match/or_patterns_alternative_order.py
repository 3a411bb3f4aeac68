# probe: or-patterns: the first alternative that matches wins; alternatives bind the same names from different positions; value-pattern alternatives compare in order and stop at the first equal one
# inputs
pair = (2, 1)
# body
eq_log = []
class Tag:
    def __init__(self, name):
        self.name = name
    def __eq__(self, other):
        eq_log.append(self.name)
        return other == self.name
    __hash__ = None
class C:
    A = Tag("a")
    B = Tag("b")
    D = Tag("d")
def swap(p):
    match p:
        case (1, x) | (x, 1):
            return ("has one", x)
        case [x, y] | [x, y, _]:
            return ("first two", x, y)
    return "none"
r_swap = (swap(pair), swap((1, 7)), swap((1, 1)), swap([3, 4, 5]), swap("ab"))
def which(v):
    match v:
        case C.A | C.B | C.D:
            return "tag"
        case _:
            return "none"
r_which = (which("b"), which("z"))
r_eq_log = eq_log
def nested(v):
    match v:
        case [(0 | 1) as bit, *rest] if all(r in (0, 1) for r in rest):
            return ("bits", bit, len(rest))
        case [("x" | "y") as axis, (int() | float()) as amount]:
            return ("move", axis, amount)
    return "none"
r_nested = (nested([1, 0, 1]), nested(["y", 2.5]), nested(["y", "2"]), nested([1, 2]))
