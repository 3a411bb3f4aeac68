# probe: custom descriptor: owner is type(obj) for inherited access; descriptors in the instance dict are not invoked; __get__ raising AttributeError falls to __getattr__
# inputs
v = 2
# body
class Desc:
    def __get__(self, obj, owner):
        return ("get", owner.__name__, obj is None)
    def __set__(self, obj, val):
        obj.__dict__["setv"] = val
class Failing:
    def __get__(self, obj, owner):
        raise AttributeError("nope")
class A:
    d = Desc()
    f = Failing()
    def __getattr__(self, name):
        return ("ga", name)
class B(A):
    pass
b = B()
r_owner = b.d
r_cls_owner = B.d
b.inst_desc = Desc()
r_inst_desc = type(b.inst_desc).__name__
b.inst_desc = v
r_inst_set = (b.inst_desc, "setv" in b.__dict__)
b.d = v
r_setv = b.__dict__["setv"]
r_failing = b.f
r_type_getattr = type.__getattribute__(B, "d")
try:
    B.f
except AttributeError as e:
    r_cls_failing = type(e).__name__
