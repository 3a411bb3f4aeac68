# probe: property with setter and deleter, setting a read-only property, deleting then reading falls to __getattr__, property raising AttributeError falls to __getattr__
# inputs
start = 4
# body
log = []
class C:
    def __init__(self, v):
        self._v = v
    @property
    def v(self):
        log.append("get")
        return self._v
    @v.setter
    def v(self, val):
        log.append(("set", val))
        self._v = val * 2
    @v.deleter
    def v(self):
        log.append("del")
        del self._v
    @property
    def ro(self):
        return "ro"
    def __getattr__(self, name):
        log.append(("getattr", name))
        return "fallback-" + name
c = C(start)
c.v = start + 1
r_v = c.v
del c.v
r_after_del = c.v
r_underscore = c._v
try:
    c.ro = 1
except AttributeError as e:
    r_ro = str(e)
try:
    del c.ro
except AttributeError as e:
    r_del_ro = str(e)
r_log = log
r_in_dict = sorted(vars(c))
