# probe: super().attr calls __get__ with the instance and type(self); super().classmethod binds the subclass; super() in classmethod
# inputs
v = 1
# body
class Desc:
    def __get__(self, obj, owner):
        return (type(obj).__name__ if obj is not None else None, owner.__name__)
class A:
    d = Desc()
    @classmethod
    def cm(cls):
        return cls.__name__
    def m(self):
        return "A.m"
class B(A):
    d = "shadow"
    def get(self):
        return super().d
    def getcm(self):
        return super().cm()
    @classmethod
    def clsget(cls):
        return super().d
class C(B):
    pass
r_get = C().get()
r_getcm = C().getcm()
r_clsget = C.clsget()
r_super2 = super(B, C()).d
r_super_cls = super(B, C).d
r_m_unbound = super(B, C).m(C())
