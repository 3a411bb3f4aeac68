# probe: a class body is a scope that runs once: method defaults evaluated there see class names; a helper function used as a decorator inside the body; a staticmethod called in the body; a classmethod object is not callable there
# inputs
k = 5
# body
class A:
    size = k
    def m(self, v=size):
        return v
    def deco(f):
        return lambda self: ("decorated", f(self))
    @deco
    def d(self):
        return self.m()
    @staticmethod
    def helper(x):
        return x + 1
    from_helper = helper(k)
    @classmethod
    def cm(cls):
        return cls.size
    try:
        from_cm = cm()
    except TypeError as e:
        from_cm = type(e).__name__
    pairs = [(i, i * 2) for i in range(2)]
    lookup = dict(pairs)
A.size = 99
r_default = A().m()
r_deco = A().d()
r_helper = (A.from_helper, A.helper(1))
r_cm = (A.from_cm, A.cm())
r_deco_left = type(A.__dict__["deco"]).__name__
r_lookup = A.lookup
r_class_scope_vars = sorted(k for k in vars(A) if not k.startswith("__"))
