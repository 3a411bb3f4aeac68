# probe: copy uses __reduce_ex__ for plain classes; a class with __getstate__/__setstate__ sees its state hooks in both copy and deepcopy
# inputs
v = 2
# body
import copy
log = []
class S:
    def __init__(self, x):
        self.x = x
        self.cache = "big"
    def __getstate__(self):
        log.append("get")
        st = dict(self.__dict__)
        del st["cache"]
        return st
    def __setstate__(self, st):
        log.append("set")
        self.__dict__.update(st)
        self.cache = "rebuilt"
s = S([v])
c = copy.copy(s)
r_c = (c.x is s.x, c.cache)
d = copy.deepcopy(s)
r_d = (d.x is s.x, d.x, d.cache)
r_log = list(log)
class NoInit:
    def __init__(self):
        log.append("init")
n = NoInit()
log.clear()
copy.copy(n)
r_no_init_call = list(log)
