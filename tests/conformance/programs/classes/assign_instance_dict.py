# probe: assigning an object's __dict__ replaces its attributes
# inputs
v = 2
# body
class A:
    pass
a = A()
a.n = v
a.__dict__ = {"n": v * 10, "extra": 1}
r = (a.n, a.extra)
