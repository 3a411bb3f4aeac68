# probe: object.__new__/__init__ reject extra args unless the other is overridden; __new__ returning another type skips __init__
# inputs
v = 1
# body
class OnlyInit:
    def __init__(self, x):
        self.x = x
class OnlyNew:
    def __new__(cls, x):
        inst = super().__new__(cls)
        inst.x = x
        return inst
class Neither:
    pass
r_init = OnlyInit(v).x
r_new = OnlyNew(v).x
try:
    Neither(v)
except TypeError as e:
    r_neither = type(e).__name__
try:
    object.__new__(OnlyInit, v)
    r_direct_new = "ok"
except TypeError as e:
    r_direct_new = type(e).__name__
try:
    object.__new__(Neither, v)
    r_direct_neither = "ok"
except TypeError as e:
    r_direct_neither = type(e).__name__
log = []
class Other:
    def __init__(self):
        log.append("Other.init")
class Redirect:
    def __new__(cls, *a):
        return Other()
    def __init__(self, *a):
        log.append("Redirect.init")
r_redirect = type(Redirect(v)).__name__
r_log = list(log)
class Sub(OnlyNew):
    def __init__(self, x):
        self.y = x * 2
s = Sub(v)
r_sub = (s.x, s.y)
