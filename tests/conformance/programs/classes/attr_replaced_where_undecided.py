# probe: a class's method, a static method, a property and an object's function attribute replaced (each replacement may be left out, by a branch the run can't decide): which one a call runs, and what it appends, are what Python's are
# inputs
k = 3
# body
log = []
old_log = []
def old():
    old_log.append("old")
    return 1
def new():
    log.append("new")
    return 2
class R:
    def go(self):
        old_log.append("go")
        return k
    run = staticmethod(old)
R.go = lambda self: log.append("lambda")
r_go = R().go()
R.run = staticmethod(new)
r_run = R.run()
o = R()
o.act = old
o.act = new
r_act = o.act()
class P:
    @property
    def v(self):
        old_log.append("getter")
        return 1
P.v = property(lambda self: log.append("new getter") or 2)
r_prop = P().v
r_logs = (list(log), list(old_log))
