# probe: __delete__ on a data descriptor runs for del on instance; del on class removes the descriptor itself; missing __delete__ raises AttributeError
# inputs
n = 2
# body
log = []
class D:
    def __get__(self, obj, typ=None):
        if obj is None:
            return self
        return obj.__dict__.get("_v", "unset")
    def __set__(self, obj, val):
        obj.__dict__["_v"] = val
    def __delete__(self, obj):
        log.append("del")
        obj.__dict__.pop("_v", None)
class NoDel:
    def __get__(self, obj, typ=None):
        return 1
    def __set__(self, obj, val):
        pass
class C:
    d = D()
    nd = NoDel()
c = C()
for i in range(n):
    c.d = i
    del c.d
r_log = list(log)
r_after = c.d
try:
    del c.nd
except AttributeError as e:
    r_nodel = type(e).__name__
del C.d
r_cls_del = hasattr(C, "d")
r_inst = c.__dict__.get("_v", "gone")
try:
    c.d
except AttributeError as e:
    r_read_err = type(e).__name__
