# probe: __hash__ is called for set/dict insertion and lookup (once per operation); equal hashes then __eq__; an input value looked up among hooked keys; hash() result of -1 becomes -2
# inputs
v = 7
# body
log = []
class H:
    def __init__(self, x):
        self.x = x
    def __hash__(self):
        log.append(("hash", self.x))
        return self.x
    def __eq__(self, o):
        log.append(("eq", self.x))
        return isinstance(o, H) and o.x == self.x
s = {H(1), H(v)}
r_n = len(s)
r_in = H(v) in s
r_in_plain = v in s
d = {H(v): "val"}
r_get = d.get(H(v))
r_log = list(log)
class M:
    def __hash__(self):
        return -1
r_minus = hash(M()) == -2
class Bad:
    def __hash__(self):
        return "h"
try:
    hash(Bad())
except TypeError as e:
    r_err = type(e).__name__
