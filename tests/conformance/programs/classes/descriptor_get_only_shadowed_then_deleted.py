# probe: a non-data descriptor (only __get__) is shadowed by an instance attribute; deleting the instance attribute shows it again; del again raises
# inputs
v = 3
# body
class Lazy:
    def __init__(self):
        self.calls = 0
    def __get__(self, obj, typ=None):
        if obj is None:
            return "class-access"
        self.calls += 1
        return self.calls * v
class C:
    x = Lazy()
c = C()
r_first = c.x
r_second = c.x
c.x = "mine"
r_shadow = c.x
del c.x
r_back = c.x
try:
    del c.x
except AttributeError as e:
    r_del_again = type(e).__name__
r_cls = C.x
r_calls = C.__dict__["x"].calls
