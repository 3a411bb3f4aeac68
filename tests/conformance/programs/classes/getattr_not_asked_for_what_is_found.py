# probe: a class's `__getattr__` is asked only for what is not found: an object's `__dict__` and `__class__` are (`vars(o)` does not call it), its own attributes and its class's too
# inputs
n = 1
# body
log = []
class C:
    kind = "c"
    def __init__(self):
        self.v = n
    def __getattr__(self, attr):
        log.append(attr)
        if attr.startswith("_"):
            raise AttributeError(attr)
        return attr.upper()
o = C()
r_vars = sorted(vars(o))
r_class = o.__class__.__name__
r_found = (o.v, o.kind)
r_missing = o.other
r_log = list(log)
