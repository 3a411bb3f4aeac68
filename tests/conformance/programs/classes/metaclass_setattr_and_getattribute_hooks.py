# probe: metaclass __setattr__/__delattr__ intercept class attribute writes; metaclass __getattribute__ intercepts class reads but not instance reads
# inputs
v = 3
# body
log = []
class Meta(type):
    def __setattr__(cls, name, val):
        log.append(("set", name))
        super().__setattr__(name, val * 2 if isinstance(val, int) else val)
    def __delattr__(cls, name):
        log.append(("del", name))
        super().__delattr__(name)
    def __getattribute__(cls, name):
        if name == "magic":
            return "meta-magic"
        return super().__getattribute__(name)
class C(metaclass=Meta):
    x = 1
C.y = v
r_y = C.y
setattr(C, "z", v)
r_z = C.z
c = C()
r_inst_y = c.y
r_magic = C.magic
try:
    c.magic
except AttributeError as e:
    r_inst_magic = type(e).__name__
del C.y
r_has_y = hasattr(C, "y")
c.w = v
r_log = list(log)
r_x = C.x
