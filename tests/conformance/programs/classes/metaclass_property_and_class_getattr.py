# probe: a property on the metaclass is visible on the class but not on instances; metaclass __getattr__ answers missing class attributes only; metaclass methods are not instance methods
# inputs
v = 5
# body
class Meta(type):
    @property
    def tag(cls):
        return "tag:" + cls.__name__
    def __getattr__(cls, name):
        if name.startswith("auto_"):
            return name[5:]
        raise AttributeError(name)
    def describe(cls):
        return ("meta-describe", cls.__name__)
class C(metaclass=Meta):
    real = v
c = C()
r_tag = C.tag
try:
    c.tag
except AttributeError as e:
    r_inst_tag = type(e).__name__
r_auto = C.auto_x
r_real = C.real
try:
    c.auto_x
except AttributeError as e:
    r_inst_auto = type(e).__name__
r_desc = C.describe()
r_has = (hasattr(C, "describe"), hasattr(c, "describe"))
try:
    C.missing
except AttributeError as e:
    r_missing = type(e).__name__
class D(C):
    pass
r_sub = (D.tag, D.auto_yz)
