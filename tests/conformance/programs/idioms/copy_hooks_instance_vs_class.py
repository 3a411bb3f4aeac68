# probe: copy.copy looks __copy__ up on the class but copy.deepcopy looks __deepcopy__ up on the instance: per-config hooks set on an instance behave differently
# inputs
m = 4
# body
import copy
class Cfg:
    def __init__(self, m):
        self.m = m
        self.sizes = [m]
    def __copy__(self):
        return "class-copy"
    def __deepcopy__(self, memo):
        return "class-deepcopy"
c = Cfg(m)
c.__copy__ = lambda: "inst-copy"
c.__deepcopy__ = lambda memo: "inst-deepcopy"
r_copy = copy.copy(c)
r_deep = copy.deepcopy(c)
class Plain:
    def __init__(self, m):
        self.m = m
        self.sizes = [m]
p = Plain(m)
p.__copy__ = lambda: "inst-copy"
p.__deepcopy__ = lambda memo: "inst-deepcopy"
cp = copy.copy(p)
r_plain_copy = (type(cp).__name__, cp.sizes is p.sizes) if not isinstance(cp, str) else cp
r_plain_deep = copy.deepcopy(p)
