# probe: __enter__/__exit__ found on the class: a staticmethod __exit__ gets only the three values, a classmethod gets the class, a callable object as __exit__ is not bound; instance attributes named __exit__ are ignored
# inputs
k = "key"
# body
log = []
class Static:
    def __enter__(self):
        return "static"
    @staticmethod
    def __exit__(typ, val, tb):
        log.append(("static", typ.__name__ if typ else None))
        return True
class ClassM:
    def __enter__(self):
        return "cls"
    @classmethod
    def __exit__(cls, typ, val, tb):
        log.append(("classmethod", cls.__name__))
        return False
class Exiter:
    def __call__(self, *args):
        log.append(("callable", len(args)))
        return True
class CallObj:
    __enter__ = lambda self: "callobj"
    __exit__ = Exiter()
with Static() as s:
    raise KeyError(k)
with ClassM() as c:
    pass
with CallObj() as o:
    raise KeyError(k)
r_values = (s, c, o)
r_log = log
