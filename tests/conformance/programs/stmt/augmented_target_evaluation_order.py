# probe: augmented assignment a[i()] += f(): container, index, read, right side, in-place op, write; attribute targets read and write once; the right side runs after the target's read
# inputs
start = [10, 20, 30]
# body
log = []
class Rec(list):
    def __getitem__(self, i):
        log.append(("get", i))
        return list.__getitem__(self, i)
    def __setitem__(self, i, v):
        log.append(("set", i, v))
        list.__setitem__(self, i, v)
def container():
    log.append("container")
    return a
def index():
    log.append("index")
    return 1
def rhs():
    log.append("rhs")
    return 5
a = Rec(start)
container()[index()] += rhs()
r_log = list(log)
r_a = list(a)
log.clear()
class Obj:
    def __getattribute__(self, name):
        log.append(("getattr", name))
        return object.__getattribute__(self, name)
    def __setattr__(self, name, v):
        log.append(("setattr", name, v))
        object.__setattr__(self, name, v)
o = Obj()
o.n = 1
log.clear()
o.n *= rhs()
r_attr_log = list(log)
r_n = o.n
