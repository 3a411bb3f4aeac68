# probe: a class's __getattr__ serves instances only: attribute access on the class itself raises AttributeError unless the metaclass defines __getattr__
# inputs
name = "missing"
# body
class C:
    def __getattr__(self, n):
        return "inst:" + n
r_inst = getattr(C(), name)
try:
    getattr(C, name)
    r_cls = "found"
except AttributeError as e:
    r_cls = str(e)
class Meta(type):
    def __getattr__(cls, n):
        return "meta:" + n
class D(metaclass=Meta):
    def __getattr__(self, n):
        return "inst:" + n
r_d_cls = getattr(D, name)
r_d_inst = getattr(D(), name)
r_d_has = hasattr(D, "anything")
