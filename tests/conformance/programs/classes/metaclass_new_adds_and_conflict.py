# probe: metaclass __new__ rewrites namespace (uppercases names); derived metaclass conflict raises TypeError
# inputs
val = 5
# body
class Upper(type):
    def __new__(mcls, name, bases, ns):
        new_ns = {}
        for k, v in ns.items():
            new_ns[k if k.startswith("__") else k.upper()] = v
        return super().__new__(mcls, name, bases, new_ns)
class C(metaclass=Upper):
    x = val
    def meth(self):
        return "m"
r_X = C.X
r_has_x = hasattr(C, "x")
r_meth = C().METH()
class M1(type):
    pass
class M2(type):
    pass
class A(metaclass=M1):
    pass
class B(metaclass=M2):
    pass
try:
    class AB(A, B):
        pass
except TypeError as e:
    r_conflict = type(e).__name__
class M3(M1, M2):
    pass
class AB2(A, B, metaclass=M3):
    pass
r_ab2 = type(AB2).__name__
class Sub(A):
    pass
r_sub_meta = type(Sub).__name__
