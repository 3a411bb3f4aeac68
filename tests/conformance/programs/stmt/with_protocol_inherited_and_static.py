# probe: __enter__ and __exit__ found on base classes and mixins, a staticmethod __exit__, a class-level lambda, and a subclass overriding __exit__ calling super
# inputs
tag = "t"
# body
log = []
class EnterMixin:
    def __enter__(self):
        log.append(("enter", type(self).__name__))
        return tag
class ExitBase:
    def __exit__(self, typ, val, tb):
        log.append(("base exit", typ is None))
        return False
class Both(EnterMixin, ExitBase):
    pass
class Swallowing(Both):
    def __exit__(self, typ, val, tb):
        super().__exit__(typ, val, tb)
        log.append("swallow")
        return True
class Static:
    __enter__ = lambda self: "lam"
    __exit__ = staticmethod(lambda typ, val, tb: typ is KeyError)
with Both() as t:
    log.append(t)
with Swallowing():
    raise ValueError(tag)
with Static() as s:
    log.append(s)
    {}[tag]
try:
    with Static():
        [][0]
except IndexError:
    log.append("IndexError passed")
r_log = log
