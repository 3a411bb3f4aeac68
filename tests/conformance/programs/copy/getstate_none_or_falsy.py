# probe: copy and deepcopy with __getstate__ returning None (no __setstate__ call), an empty dict, or a tuple handed to __setstate__
# inputs
v = 1
# body
import copy
log = []
class A:
    def __init__(self):
        self.x = v
    def __getstate__(self):
        log.append("get")
        return None
    def __setstate__(self, st):
        log.append(("set", st))
class B(A):
    def __getstate__(self):
        log.append("getB")
        return {}
a = copy.copy(A())
r_a = (hasattr(a, "x"), list(log))
log.clear()
b = copy.deepcopy(B())
r_b = (hasattr(b, "x"), list(log))
class C:
    def __init__(self):
        self.x = v
    def __getstate__(self):
        return (1, 2)
    def __setstate__(self, st):
        self.got = st
c = copy.deepcopy(C())
r_c = (c.got, hasattr(c, "x"))
