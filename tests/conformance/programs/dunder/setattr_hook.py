# probe: __setattr__ and __delattr__ intercept attribute writes
# inputs
v = 4
# body
class Rec:
    def __init__(self):
        object.__setattr__(self, "log", [])
    def __setattr__(self, k, val):
        self.log.append(k)
        object.__setattr__(self, k, val * 2 if isinstance(val, int) else val)
    def __delattr__(self, k):
        self.log.append("del " + k)
        object.__delattr__(self, k)
r = Rec()
r.a = v
r.b = "s"
r_a = r.a
r_b = r.b
del r.a
r_log = r.log
