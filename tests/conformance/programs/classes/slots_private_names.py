# probe: private names in a class: a slot `__x` is the attribute `self.__x` sets; a `def __m`, a `class __Inner` and a local `def __f` in a method are bound mangled, their `__name__` and `__qualname__` as written
# inputs
v = 3
# body
class A:
    __slots__ = ("__x", "y")
    def __init__(self, x):
        self.__x = x
        self.y = x + 1
    def get(self):
        return self.__x
a = A(v)
r_get = a.get()
r_y = a.y
r_names = sorted(n for n in vars(A) if "x" in n)
try:
    a.z = 1
    r_z = "set"
except AttributeError as e:
    r_z = type(e).__name__
class B:
    def __helper(self):
        return 1
    class __Inner:
        pass
    def use(self):
        def __local():
            return self.__helper() + 1
        return __local()
r_fn_name = B._B__helper.__name__
r_fn_qual = B._B__helper.__qualname__
r_inner = (B._B__Inner.__name__, B._B__Inner.__qualname__)
r_use = B().use()
r_has = (hasattr(B, "__helper"), hasattr(B, "_B__helper"))
