# probe: __getattribute__ runs for every attribute read, even existing ones and methods; its AttributeError falls back to __getattr__; object.__getattribute__ bypasses
# inputs
v = 7
# body
log = []
class W:
    def __init__(self):
        object.__setattr__(self, "real", v)
    def __getattribute__(self, name):
        log.append(name)
        if name == "hidden":
            raise AttributeError(name)
        if name == "real":
            return object.__getattribute__(self, name) + 1
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        return ("fallback", name)
    def meth(self):
        return "m"
_w = W()
r_real = _w.real
r_hidden = _w.hidden
r_meth = _w.meth()
r_direct = object.__getattribute__(_w, "real")
r_nope = _w.nope
r_log = list(log)
