# probe: __str__/__repr__/__format__ returning a non-str raise TypeError at each use site; returning a str subclass is accepted
# inputs
value = 5
# body
class NumStr:
    def __str__(self):
        return value
class NumRepr:
    def __repr__(self):
        return None
class SubStr(str):
    pass
class GivesSub:
    def __str__(self):
        return SubStr("sub")
out = []
for make in (lambda: str(NumStr()), lambda: f"{NumStr()}", lambda: "%s" % NumStr(), lambda: repr(NumRepr()), lambda: f"{NumRepr()!r}", lambda: "%r" % (NumRepr(),), lambda: str([NumRepr()])):
    try:
        out.append(make())
    except TypeError as e:
        out.append(type(e).__name__)
r_out = out
r_sub = str(GivesSub())
r_sub_type = type(str(GivesSub())).__name__
r_sub_f = f"{GivesSub()}!"
