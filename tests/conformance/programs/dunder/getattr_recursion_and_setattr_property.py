# probe: __getattr__ reading a missing attribute on self recurses into RecursionError; object.__setattr__ honours a property setter; __delattr__ hook
# inputs
v = 3
# body
class Bad:
    def __getattr__(self, name):
        return self.missing_too
try:
    Bad().anything
except RecursionError as e:
    r_recursion = type(e).__name__
log = []
class P:
    @property
    def x(self):
        return self._x
    @x.setter
    def x(self, val):
        log.append(("prop set", val))
        object.__setattr__(self, "_x", val)
    def __setattr__(self, name, val):
        log.append(("setattr", name))
        object.__setattr__(self, name, val)
    def __delattr__(self, name):
        log.append(("delattr", name))
        if name == "keep":
            raise AttributeError("refused")
        object.__delattr__(self, name)
p = P()
p.x = v
r_x = p.x
p.keep = 1
try:
    del p.keep
except AttributeError as e:
    r_refused = str(e)
del p._x
r_has = (hasattr(p, "keep"), hasattr(p, "_x"))
r_log = log
