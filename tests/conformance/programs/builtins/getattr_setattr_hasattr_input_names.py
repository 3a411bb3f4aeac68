# probe: getattr/setattr/hasattr/delattr with names from an input list on an object and on a class: method names, dunder names, defaults, non-string names refused
# inputs
names = ["x", "method", "__class__", "missing"]
val = 3
# body
class T:
    kind = "t"
    def method(self):
        return "m"
t = T()
t.x = val
r_get = [getattr(t, n, None) is not None for n in names]
r_has = [hasattr(t, n) for n in names]
r_call = getattr(t, names[1])()
setattr(t, names[0], val * 2)
setattr(T, names[3], "on-class")
r_after = (t.x, t.missing, T.missing)
setattr(t, names[1], lambda: "inst")
r_inst_method = t.method()
r_cls_method = T.method(t)
try:
    getattr(t, val)
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
delattr(t, names[1])
r_restored = t.method()
