# probe: a metaclass whose __new__ returns a class it made before: Python runs its __init__ on that class again, under the new name
# inputs
n = 1
# body
inits = []
class Reuse(type):
    made = None
    def __new__(mcs, name, bases, ns):
        if Reuse.made is None:
            Reuse.made = super().__new__(mcs, name, bases, ns)
        return Reuse.made
    def __init__(cls, name, bases, ns):
        inits.append("reuse:" + name)
class D1(metaclass=Reuse):
    pass
class D2(metaclass=Reuse):
    size = n
r_reuse = (D1 is D2, list(inits), hasattr(D1, "size"))
