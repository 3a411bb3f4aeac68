# probe: a decorator returning a callable object (no __get__) on a method: the instance is not passed; one with __get__ binds; staticmethod and classmethod stacked with other decorators; a decorator returning None
# inputs
v = 4
# body
class CallOnly:
    def __init__(self, f):
        self.f = f
        self.calls = 0
    def __call__(self, *a, **k):
        self.calls += 1
        return self.f(*a, **k)
class Binding(CallOnly):
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return lambda *a, **k: self(obj, *a, **k)
class A:
    def __init__(self, x):
        self.x = x
    @CallOnly
    def plain(self):
        return self.x
    @Binding
    def bound(self, add=0):
        return self.x + add
    @staticmethod
    @CallOnly
    def st(y):
        return y * 2
    @classmethod
    def cm(cls):
        return cls.__name__
a = A(v)
try:
    r_plain = a.plain()
except TypeError as e:
    r_plain = type(e).__name__
r_plain_explicit = a.plain(a)
r_bound = (a.bound(), a.bound(add=1), A.bound(a, 2))
r_calls = (A.__dict__["plain"].calls, A.__dict__["bound"].calls)
r_static = (a.st(v), A.st(1))
r_cm = (a.cm(), A.cm())
def to_none(f):
    return None
@to_none
def gone():
    return 1
r_gone = gone
try:
    gone()
except TypeError as e:
    r_gone_call = type(e).__name__
r_same_method = a.bound is a.bound
r_func_identity = A.__init__ is A.__init__
