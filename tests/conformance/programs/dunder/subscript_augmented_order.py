# probe: obj[k] += x evaluates obj and k once, then __getitem__, then the addition, then __setitem__; attribute += likewise through __getattr__/__setattr__ hooks; recorded order
# inputs
v = 5
# body
log = []
class Store:
    def __init__(self):
        self.data = {"a": 1}
    def __getitem__(self, k):
        log.append(("get", k))
        return self.data[k]
    def __setitem__(self, k, val):
        log.append(("set", k, val))
        self.data[k] = val
    def __delitem__(self, k):
        log.append(("del", k))
        del self.data[k]
def key():
    log.append("key")
    return "a"
def obj():
    log.append("obj")
    return s
s = Store()
obj()[key()] += v
r_data = dict(s.data)
r_log = list(log)
log.clear()
try:
    s["zz"] += 1
except KeyError as e:
    r_err = type(e).__name__
del s["a"]
r_log2 = list(log)
s["n"] = [1]
s["n"] += [v]
r_n = s.data["n"]
r_log3 = log[-2:]
