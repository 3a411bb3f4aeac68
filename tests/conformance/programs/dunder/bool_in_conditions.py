# probe: __bool__ is used by if, while, and, or, not, and filter
# inputs
flags = [True, False, True]
# body
class F:
    def __init__(self, b):
        self.b = b
    def __bool__(self):
        return self.b
objs = [F(b) for b in flags]
r_if = ["T" if o else "F" for o in objs]
r_and = (objs[0] and "second") == "second"
r_or_returns_obj = (objs[1] or objs[0]) is objs[0]
r_filter = len(list(filter(None, objs)))
r_any = any(objs)
r_all = all(objs)
class Bad:
    def __bool__(self):
        return 1
try:
    bool(Bad())
except TypeError as e:
    r_bad = type(e).__name__
