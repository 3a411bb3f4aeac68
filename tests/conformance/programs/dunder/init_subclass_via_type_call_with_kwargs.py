# probe: type(name, bases, ns, **kw) forwards keywords to __init_subclass__; __set_name__ runs for ns descriptors; unknown keyword rejected by object
# inputs
tag = "t1"
# body
log = []
class Base:
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        log.append(("init_subclass", cls.__name__, tag))
class Named:
    def __set_name__(self, owner, name):
        log.append(("set_name", owner.__name__, name))
X = type("X", (Base,), {"n": Named()}, tag=tag)
r_log = list(log)
try:
    type("Y", (Base,), {}, bogus=1)
except TypeError as e:
    r_bogus = type(e).__name__
try:
    type("Z", (), {}, tag=1)
except TypeError as e:
    r_plain = type(e).__name__
r_x = X.__name__
r_log_len = len(log)
