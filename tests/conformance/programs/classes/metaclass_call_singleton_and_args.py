# probe: metaclass __call__ implements a per-class singleton; __init__ runs once; arguments passed through
# inputs
v = 7
# body
log = []
class Single(type):
    def __call__(cls, *a, **kw):
        if "_inst" not in cls.__dict__:
            log.append(("create", cls.__name__, a))
            cls._inst = super().__call__(*a, **kw)
        return cls._inst
class Conf(metaclass=Single):
    def __init__(self, val):
        log.append(("init", val))
        self.val = val
class Sub(Conf):
    pass
c1 = Conf(v)
c2 = Conf(v + 1)
s1 = Sub(0)
r_same = c1 is c2
r_val = c2.val
r_sub_diff = s1 is not c1
r_sub_val = s1.val
r_log = list(log)
