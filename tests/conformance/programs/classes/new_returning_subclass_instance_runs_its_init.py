# probe: when __new__ returns an instance of a subclass, type.__call__ runs that object's class's __init__, not the called class's
# inputs
v = 5
# body
log = []
class A:
    def __new__(cls, x):
        if cls is A:
            return super().__new__(B)
        return super().__new__(cls)
    def __init__(self, x):
        log.append("A init")
class B(A):
    def __init__(self, x):
        log.append("B init")
a = A(v)
r_log = log
