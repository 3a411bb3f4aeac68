# probe: __class__ inside a method names the defining class even when called on a subclass; type(self) differs; class rebinding does not change it
# inputs
v = 1
# body
class A:
    def where(self):
        return (__class__.__name__, type(self).__name__)
    def make(self):
        return __class__()
class B(A):
    pass
r_a = A().where()
r_b = B().where()
r_make = type(B().make()).__name__
Old = A
class A:
    pass
r_old = Old().where()
r_make_old = type(Old().make()).__name__
class C:
    def f(self):
        return super().__class__.__name__
r_super_cls = C().f()
class D:
    def g(self):
        return __class__ is D
r_d = D().g()
