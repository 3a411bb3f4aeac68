# probe: dict lookup calls __eq__ only on hash match and skips it for the identical key object; __eq__ raising propagates from lookup
# inputs
h = 7
# body
log = []
class K:
    def __init__(self, name):
        self.name = name
    def __hash__(self):
        return h
    def __eq__(self, o):
        log.append((self.name, o.name))
        if o.name == "boom" or self.name == "boom":
            raise ValueError
        return False
a = K("a")
b = K("b")
d = {a: 1}
r_same = d[a]
r_log_same = list(log)
r_in = b in d
r_log_in = list(log)
d[b] = 2
r_len = len(d)
try:
    K("boom") in d
except ValueError as e:
    r_boom = type(e).__name__
class Other:
    def __hash__(self):
        return h + 1
    def __eq__(self, o):
        log.append("other")
        return True
log.clear()
r_other = Other() in d
r_log_other = list(log)
