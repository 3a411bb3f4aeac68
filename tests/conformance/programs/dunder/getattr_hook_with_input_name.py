# probe: getattr/hasattr/setattr with an input attribute name on an object with __getattr__ logging misses; what is logged and what ends up in the instance dict
# inputs
name = "color"
# body
log = []
class Obj:
    size = 1
    def __getattr__(self, n):
        log.append(n)
        if n == "color":
            return "red"
        raise AttributeError(n)
o = Obj()
r_get = getattr(o, name, "dflt")
r_has = hasattr(o, name)
r_size = getattr(o, "size")
setattr(o, name, "blue")
r_after = getattr(o, name)
r_log = list(log)
r_dict = dict(vars(o))
delattr(o, name)
r_back = getattr(o, name, "gone")
r_log2 = list(log)
