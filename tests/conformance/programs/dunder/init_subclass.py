# probe: __init_subclass__ runs for each subclass, with class keyword arguments
# inputs
tag = "t"
# body
registry = {}
class Plugin:
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        registry[name or cls.__name__.lower()] = cls
class Alpha(Plugin):
    pass
class Beta(Plugin, name=tag):
    pass
class Gamma(Alpha):
    pass
r_keys = list(registry)
r_beta = registry[tag] is Beta
r_gamma_base = registry["gamma"].__mro__[1].__name__
