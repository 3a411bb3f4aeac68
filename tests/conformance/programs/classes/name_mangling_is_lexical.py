# probe: private name mangling depends on the class a function is written in: a function written outside and assigned into a class does not mangle; an inherited method mangles with its defining class; getattr strings never mangle
# inputs
v = 1
# body
class A:
    def __init__(self):
        self.__x = v
    def get_a(self):
        return self.__x
def outside(self):
    try:
        return self.__x
    except AttributeError:
        return "no plain __x"
class B(A):
    peek = outside
    def __init__(self):
        super().__init__()
        self.__x = v + 1
    def get_b(self):
        return self.__x
    def lam(self):
        return (lambda: self.__x)()
b = B()
r_keys = sorted(vars(b))
r_a = b.get_a()
r_b = b.get_b()
r_peek = b.peek()
r_lam = b.lam()
r_getattr = (getattr(b, "_A__x"), hasattr(b, "__x"))
