# probe: __getattribute__ redirecting names via super().__getattribute__; method lookup through it; __dict__ access
# inputs
alias = "alias"
# body
class C:
    real = "real-value"
    def __init__(self):
        self.count = 0
    def __getattribute__(self, name):
        if name == alias:
            name = "real"
        if name == "count":
            d = super().__getattribute__("__dict__")
            d["count"] = d["count"] + 1
            return d["count"]
        return super().__getattribute__(name)
    def meth(self):
        return "m"
c = C()
r_alias = getattr(c, alias)
r_count = (c.count, c.count, c.count)
r_meth = c.meth()
r_type = type(c).__name__
r_cls_attr = C.real
try:
    c.nothing
except AttributeError as e:
    r_missing = type(e).__name__
r_hasattr = (hasattr(c, "alias"), hasattr(c, "nope"))
