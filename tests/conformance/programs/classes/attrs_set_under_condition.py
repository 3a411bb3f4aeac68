# probe: attributes set on an instance or class only when an input condition holds; later reads with getattr defaults, hasattr, vars and a __getattr__ fallback
# inputs
mode = "on"
# body
fallback = []
class Cfg:
    level = 1
    def __getattr__(self, n):
        fallback.append(n)
        return "fb:" + n
c = Cfg()
if mode == "on":
    c.extra = "set"
    Cfg.level = 2
if mode == "off":
    del Cfg.level
r_extra = c.extra
r_level = getattr(c, "level", "no-level")
r_has = hasattr(c, "extra")
r_vars = sorted(vars(c))
r_fallback = list(fallback)
other = Cfg()
r_other_level = other.level
