# probe: copy.copy restores __slots__ values with setattr (a class's __setattr__ runs) and __dict__ values directly (it does not)
# inputs
v = 1
# body
import copy
log = []
class S:
    __slots__ = ("a",)
    def __setattr__(self, name, value):
        log.append(name)
        object.__setattr__(self, name, value)
class D:
    def __setattr__(self, name, value):
        log.append("D." + name)
        object.__setattr__(self, name, value)
s = S()
s.a = v
dd = D()
dd.b = v
log.clear()
sc = copy.copy(s)
dc = copy.copy(dd)
r_log = list(log)
r_values = (sc.a, dc.b)
