# probe: min and max compare each item with the best so far once, through the operator (`item > best` for max, `item < best` for min: the object's own `__gt__` or `__lt__`, reflected when its class has none), in the items' order, after each item's key; a comparison whose outcome is not known leaves what later comparisons of objects do not known
# inputs
a = 0
b = 2
c = 1
# body
log = []
class C:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        log.append(("lt", self.v, o.v))
        return self.v < o.v
    def __gt__(self, o):
        log.append(("gt", self.v, o.v))
        return self.v > o.v
class OnlyLt:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        log.append(("only_lt", self.v, o.v))
        return self.v < o.v
def key(x):
    log.append(("key", x))
    return -x
r_max = max([C(a), C(b), C(c)]).v
r_min = min([C(a), C(b), C(c)]).v
r_args = max(C(c), C(a)).v
r_key = max([a, b, c], key=key)
r_reflected = max([OnlyLt(a), OnlyLt(b), OnlyLt(c)]).v
r_ties = [x.v for x in [min(C(a), C(a)), max(C(b), C(b))]]
seen = list(log)
def attempt(xs):
    try:
        return max(xs)
    except TypeError as e:
        return str(e)
r_refused_max = attempt([a, "x"])
r_refused_min = min([b, "y"]) if False else None
def attempt_min(xs):
    try:
        return min(xs)
    except TypeError as e:
        return str(e)
r_refused_min = attempt_min([b, None])
r_empty = max([], default=c)
