# probe: property(fget, fset, fdel, doc) given its parts by place or by name: reading, setting and deleting run them; one without a getter refuses a read (AttributeError), and property refuses what it does not take (TypeError)
# inputs
k = 3
# body
log = []
def get_v(self):
    log.append("get")
    return self._v
def set_v(self, x):
    log.append(("set", x))
    self._v = x
def del_v(self):
    log.append("del")
    del self._v
class C:
    v = property(get_v, set_v, del_v, "the v")
    w = property(fget=get_v, fset=set_v)
    ro = property(get_v)
c = C()
c.v = k
r_v = c.v
c.w = k + 1
r_w = c.w
del c.v
def set_ro():
    try:
        c.ro = 1
        return "set"
    except AttributeError:
        return "AttributeError"
r_ro = set_ro()
class W:
    wo = property(None, set_v)
def read_wo():
    try:
        return W().wo
    except AttributeError as e:
        return str(e)
r_wo = read_wo()
def bad(f):
    try:
        f()
        return "made"
    except TypeError:
        return "TypeError"
r_bad = (bad(lambda: property(1, 2, 3, 4, 5)), bad(lambda: property(fget=None, bogus=1)))
r_log = list(log)
