# probe: copy.copy and deepcopy make the new instance with cls.__new__(cls): a __new__ taking *args runs (its side effects seen), __init__ does not
# inputs
v = 5
# body
import copy
log = []
class A:
    def __new__(cls, *args):
        log.append("new")
        return super().__new__(cls)
    def __init__(self, x):
        log.append("init")
        self.x = x
a = A(v)
log.clear()
c = copy.copy(a)
d = copy.deepcopy(a)
r_log = list(log)
r_values = (c.x, d.x, c is a, d is a)
