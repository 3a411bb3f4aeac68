# probe: chained assignment assigns targets left to right; tuple-unpacking assigns in order; RHS evaluated before targets
# inputs
v = 1
# body
log = []
class T:
    def __setattr__(self, name, val):
        log.append(("set", name, val))
        object.__setattr__(self, name, val)
    def __setitem__(self, k, val):
        log.append(("item", k, val))
def obj(tag):
    log.append(("obj", tag))
    return o
o = T()
def value():
    log.append("value")
    return v
obj("a").x = obj("b").y = value()
obj("c")["k"], obj("d").z = value(), v + 1
o.x, o.y = o.y, o.x + 10
r_xy = (o.x, o.y)
r_log = list(log)
