# probe: a sort of objects whose class defines its comparisons runs them in CPython's order (its timsort's, which changes between versions), not the tool's: what they do, and the order they give, are not claimed; enum members and objects without comparisons sort (or refuse) as modelled
# inputs
n = 2
# body
import enum
log = []
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        log.append((self.v, o.v))
        return self.v < o.v
by_lt = [a.v for a in sorted([A(n), A(1), A(3), A(0)])]
seen = list(log)
class Level(enum.IntEnum):
    HIGH = 2
    LOW = 1
levels = [m.name for m in sorted([Level.HIGH, Level.LOW])]
class Plain:
    pass
def attempt():
    try:
        sorted([Plain(), Plain()])
        return "ok"
    except TypeError:
        return "TypeError"
plain = attempt()
pairs = sorted([(n, "b"), (1, "a")])
