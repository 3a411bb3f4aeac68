# probe: data descriptor with __get__/__set__/__delete__ records each call in order; del obj.attr runs __delete__, not the dict
# inputs
v = 9
# body
log = []
class Traced:
    def __set_name__(self, owner, name):
        self.key = "_" + name
    def __get__(self, obj, typ=None):
        if obj is None:
            return self
        log.append(("get", self.key))
        return getattr(obj, self.key, None)
    def __set__(self, obj, val):
        log.append(("set", self.key, val))
        setattr(obj, self.key, val)
    def __delete__(self, obj):
        log.append(("del", self.key))
        delattr(obj, self.key)
class P:
    a = Traced()
    b = Traced()
p = P()
p.a = v
p.b = p.a + 1
del p.a
r_a = p.a
r_b = p.b
r_log = list(log)
r_keys = sorted(vars(p))
try:
    del p.a
except AttributeError as e:
    r_err = type(e).__name__
r_log_len = len(log)
