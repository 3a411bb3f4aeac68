# probe: __setattr__ intercepts every assignment, including in __init__ and augmented assignment; object.__setattr__ bypasses; __delattr__ likewise
# inputs
v = 3
# body
log = []
class S:
    def __init__(self, x):
        self.x = x
    def __setattr__(self, name, value):
        log.append(("set", name, value))
        if name == "locked":
            raise AttributeError(name)
        object.__setattr__(self, name, value * 10 if isinstance(value, int) else value)
    def __delattr__(self, name):
        log.append(("del", name))
        object.__delattr__(self, name)
s = S(v)
r_x = s.x
s.x += 1
r_x2 = s.x
try:
    s.locked = 1
except AttributeError as e:
    r_locked = type(e).__name__
object.__setattr__(s, "raw", v)
r_raw = s.raw
del s.raw
r_has_raw = hasattr(s, "raw")
setattr(s, "y", "str")
r_y = s.y
r_log = list(log)
