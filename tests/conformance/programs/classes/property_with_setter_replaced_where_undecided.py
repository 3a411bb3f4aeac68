# probe: a property with a setter replaced by another (a replacement a branch the run can't decide may leave out): which getter and setter run, directly and through super(), and what they append, are Python's
# inputs
k = 3
# body
la = []
lb = []
class C:
    @property
    def v(self):
        la.append("get")
        return 1
    @v.setter
    def v(self, x):
        la.append(("set", x))
def g2(self):
    lb.append("get2")
    return 2
def s2(self, x):
    lb.append(("set2", x))
C.v = property(g2).setter(s2)
o = C()
r = o.v
o.v = k
class D(C):
    def w(self):
        return super().v
r2 = D().w()
r_logs = (list(la), list(lb))
