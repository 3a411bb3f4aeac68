# probe: __init_subclass__ receives class keywords and runs for each level; __class_getitem__ is an implicit classmethod; subscripting an instance fails
# inputs
tag = "p"
# body
registry = []
class Plugin:
    def __init_subclass__(cls, /, name=None, **kw):
        super().__init_subclass__(**kw)
        registry.append((cls.__name__, name))
        cls.plugin_name = name or cls.__name__.lower()
    def __class_getitem__(cls, item):
        return (cls.__name__, item)
class Alpha(Plugin, name=tag):
    pass
class Beta(Alpha):
    pass
r_registry = registry
r_names = (Alpha.plugin_name, Beta.plugin_name)
r_getitem = Plugin[int]
r_getitem_sub = Beta["x", 1]
try:
    Alpha()[0]
except TypeError as e:
    r_inst = str(e)
try:
    class Gamma(Plugin, unknown_kw=1):
        pass
except TypeError as e:
    r_bad_kw = str(e)
r_registry_after = len(registry)
