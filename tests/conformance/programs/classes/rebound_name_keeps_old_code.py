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
