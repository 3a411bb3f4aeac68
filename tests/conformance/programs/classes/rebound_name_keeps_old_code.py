# probe: a name rebound on one side of a branch still holds the old object on the other: what is done through it later runs the old object's class's code (its methods, its __bool__), not only the new one's
# body
hist = []
hist2 = []
class O1:
    def foo(self):
        hist.append(1)
    def __bool__(self):
        hist.append(3)
        return True
class O2:
    def foo(self):
        hist2.append(2)
    def __bool__(self):
        hist2.append(4)
        return False
a = O2()
a = O1()
a.foo()
t = 1 if a else 2
r = list(hist)
r2 = list(hist2)
maybe = None
maybe = O1()
t2 = 1 if maybe else 2
r3 = list(hist)
class Flag:
    def __init__(self, on):
        self.on = on
    def go(self):
        if self.on:
            hist2.append("on")
        return self.on
g = Flag(True)
g = Flag(False)
r_go = g.go()
r6 = list(hist2)
class Holder:
    def __init__(self, cb, on):
        self.cb = cb
        self.on = on
    def go(self):
        self.cb()
        if self.on:
            hist.append("on")
def f1():
    hist.append("f1")
def f2():
    hist2.append("f2")
h = Holder(f2, True)
h = Holder(f1, False)
h.go()
r4 = list(hist)
r5 = list(hist2)
