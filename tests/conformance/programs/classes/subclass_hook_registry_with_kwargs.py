# probe: plugin registry through __init_subclass__ keyed by a keyword; abstract intermediates skipped; duplicate key raises; lookups by input
# inputs
which = "json"
# body
class Plugin:
    registry = {}
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        if key is None:
            return
        if key in Plugin.registry:
            raise KeyError(key)
        Plugin.registry[key] = cls
    def run(self):
        return type(self).__name__.lower()
class Base(Plugin):
    pass
class Json(Base, key="json"):
    pass
class Yaml(Base, key="yaml"):
    def run(self):
        return "y:" + super().run()
try:
    class Json2(Plugin, key="json"):
        pass
except KeyError as e:
    r_dup = (type(e).__name__, e.args[0])
r_keys = sorted(Plugin.registry)
r_run = Plugin.registry[which]().run()
r_yaml = Plugin.registry["yaml"]().run()
r_json2 = "Json2" in globals()
r_own = "registry" in Base.__dict__
