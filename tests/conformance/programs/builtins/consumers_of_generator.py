# probe: set, frozenset and dict given a generator hash each item (an object's own `__hash__` too) as it is made, between the generator's steps, as CPython adds it; a key refused stops the generator there
# inputs
xs = [1, 2, 1]
# body
log = []
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        log.append(("hash", self.v))
        return hash(self.v)
    def __eq__(self, o):
        return isinstance(o, K) and o.v == self.v
def made(x):
    log.append(("made", x))
    return x
r_set = len(set(K(made(x)) for x in xs))
seen_set = list(log)
log.clear()
r_frozen = len(frozenset(K(made(x)) for x in xs))
seen_frozen = list(log)
log.clear()
r_dict = sorted(v for v in dict((K(made(x)), x) for x in xs).values())
seen_dict = list(log)
log.clear()
def refused():
    try:
        return dict((made(x), 1) if x != 2 else ([x], 1) for x in xs)
    except TypeError:
        return "TypeError"
r_refused = refused()
seen_refused = list(log)
