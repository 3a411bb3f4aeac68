# probe: __setattr__ override storing via object.__setattr__; __delattr__ override; setattr inside __init__ goes through hook
# inputs
v = 5
# body
log = []
class C:
    def __init__(self):
        self.a = v
    def __setattr__(self, name, val):
        log.append(("set", name))
        object.__setattr__(self, name, val * 2 if isinstance(val, int) else val)
    def __delattr__(self, name):
        log.append(("del", name))
        if name == "keep":
            raise AttributeError("protected")
        object.__delattr__(self, name)
c = C()
r_a = c.a
setattr(c, "b", 1)
c.__dict__["raw"] = 1
r_raw = c.raw
c.keep = "k"
del c.a
try:
    del c.keep
except AttributeError as e:
    r_keep = type(e).__name__
try:
    del c.zzz
except AttributeError as e:
    r_zzz = type(e).__name__
r_dict = sorted(c.__dict__.items())
r_log = list(log)
