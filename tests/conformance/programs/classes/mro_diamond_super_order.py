# probe: super() chains in a diamond record the MRO order; a diamond with a bad order raises TypeError; __mro__ names
# inputs
v = 1
# body
calls = []
class A:
    def go(self, x):
        calls.append(("A", x))
        return x
class B(A):
    def go(self, x):
        calls.append(("B", x))
        return super().go(x + 1)
class C(A):
    def go(self, x):
        calls.append(("C", x))
        return super().go(x * 10)
class D(B, C):
    def go(self, x):
        calls.append(("D", x))
        return super().go(x)
r_result = D().go(v)
r_calls = list(calls)
r_mro = [k.__name__ for k in D.__mro__]
calls.clear()
r_from_b = super(B, D()).go(v)
r_calls_b = list(calls)
try:
    class X(A, B):
        pass
except TypeError as e:
    r_bad = type(e).__name__
class E(C, B):
    pass
r_emro = [k.__name__ for k in E.mro()]
