# probe: class statement order: decorator expression, bases, keywords, then the body, then __init_subclass__, then decorator applied; default arguments evaluated at def time left to right
# inputs
tag = "x"
# body
log = []
def t(x):
    log.append(x)
    return x
def deco(arg):
    log.append(("deco made", arg))
    def apply(cls):
        log.append(("deco applied", cls.__name__))
        return cls
    return apply
class Base:
    def __init_subclass__(cls, **kw):
        log.append(("init_subclass", sorted(kw)))
@deco(t("d"))
class C(t(Base), key=t(tag)):
    log.append("body")
    def m(self, a=t("default1"), b=t("default2")):
        return a, b
r_log = log
r_m = C().m()
