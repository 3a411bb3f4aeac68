# probe: obj.a += v calls __getattribute__/__getattr__ then __iadd__ then __setattr__; obj[k] += v calls __getitem__ then __setitem__
# inputs
v = 2
# body
log = []
class Val:
    def __init__(self, n):
        self.n = n
    def __iadd__(self, o):
        log.append(("iadd", o))
        self.n += o
        return self
class Obj:
    def __getattr__(self, name):
        log.append(("getattr", name))
        return Val(0)
    def __setattr__(self, name, val):
        log.append(("setattr", name))
        object.__setattr__(self, name, val)
    def __getitem__(self, k):
        log.append(("getitem", k))
        return Val(10)
    def __setitem__(self, k, val):
        log.append(("setitem", k, val.n))
def key():
    log.append("key")
    return "k"
def rhs():
    log.append("rhs")
    return v
o = Obj()
o.a += rhs()
o.a += rhs()
o[key()] += rhs()
r_a = o.a.n
r_log = list(log)
