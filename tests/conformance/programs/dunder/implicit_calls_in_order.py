# probe: the dunders that statements and operators call without naming them, in CPython's order: a dict or set hashes its keys, `x and o` asks no truth of its last value, a tuple comparison asks the first unequal items' own operator once, `==` of an int and an object falls back to identity
# body
log = []
class Key:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        log.append(("hash", self.v))
        return hash(self.v)
class Truth:
    def __bool__(self):
        log.append("bool")
        return True
class Ordered:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        log.append(("lt", self.v))
        return self.v < o.v
    def __gt__(self, o):
        log.append(("gt", self.v))
        return self.v > o.v
class Declines:
    def __eq__(self, o):
        log.append("eq")
        return NotImplemented
d = {}
d[Key(1)] = "a"
r_in = Key(2) in d
s = set()
s.add(Key(3))
r_in_set = Key(4) in s
r_log_hash = list(log)
log.clear()
t = Truth()
r_and = [1] and t
r_or = 0 or t
r_log_truth = list(log)
r_tuple_lt = (Ordered(1),) < (Ordered(2),)
r_log_lt = list(log)
log.clear()
r_is_int = 3 == Declines()
r_log_eq = list(log)
