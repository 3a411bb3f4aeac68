# probe: __hash__ and __eq__ side effects during set construction, add, membership and discard are visible afterwards
# inputs
n = 3
# body
log = []
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        log.append(("h", self.v))
        return 0
    def __eq__(self, other):
        log.append(("e", self.v, other.v))
        return self.v == other.v
s = set()
s.add(K(1))
r_after_add = list(log)
s.add(K(1))
r_after_dup = list(log)
r_len = len(s)
log.clear()
r_in = K(2) in s
r_in_log = list(log)
