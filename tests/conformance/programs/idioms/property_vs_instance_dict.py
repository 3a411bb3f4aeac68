# probe: attribute precedence for config objects: a property (data descriptor) beats the instance __dict__, a plain method is shadowed by it, a property without setter refuses assignment
# inputs
v = 4
# body
class Cfg:
    def __init__(self):
        self.__dict__["size"] = -1
        self.__dict__["describe"] = lambda: "inst"
    @property
    def size(self):
        return v * 2
    def describe(self):
        return "method"
c = Cfg()
r_size = c.size
r_describe = c.describe()
r_dict = sorted(c.__dict__)
try:
    c.size = 3
    r_set = "ok"
except AttributeError as e:
    r_set = type(e).__name__
del Cfg.size
r_after_del_prop = c.size
class WithSetter:
    def __init__(self):
        self._s = 0
    @property
    def s(self):
        return self._s
    @s.setter
    def s(self, val):
        if val < 0:
            raise ValueError("neg")
        self._s = val
w = WithSetter()
w.s = v
try:
    w.s = -v
    r_neg = "ok"
except ValueError as e:
    r_neg = type(e).__name__
r_s = w.s
try:
    del w.s
    r_del = "ok"
except AttributeError as e:
    r_del = type(e).__name__
