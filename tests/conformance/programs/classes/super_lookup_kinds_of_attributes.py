# probe: what super(...).name gives for functions, staticmethods, classmethods, properties and plain values, with an instance or a class second argument
# inputs
v = 2
# body
class A:
    val = "plain"
    def m(self, x=0):
        return ("m", x)
    @staticmethod
    def s(x):
        return ("s", x)
    @classmethod
    def c(cls, x):
        return ("c", cls.__name__, x)
    @property
    def p(self):
        return ("p", type(self).__name__)
class B(A):
    pass
b = B()
r_inst_m = super(B, b).m(v)
r_inst_s = super(B, b).s(v)
r_inst_c = super(B, b).c(v)
r_inst_p = super(B, b).p
r_inst_val = super(B, b).val
r_cls_m = super(B, B).m(b, v)
r_cls_s = super(B, B).s(v)
r_cls_c = super(B, B).c(v)
r_cls_p = type(super(B, B).p).__name__
r_cls_val = super(B, B).val
r_m_kind = type(super(B, B).m).__name__
r_m_kind_inst = type(super(B, b).m).__name__
