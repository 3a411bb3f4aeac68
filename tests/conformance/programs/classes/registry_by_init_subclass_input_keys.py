# probe: subclasses registering themselves in a class-level dict from __init_subclass__ with keys from inputs (two coinciding); lookup, instantiation through the registry and leftover classes
# inputs
k1 = "json"
k2 = "yaml"
k3 = "json"
# body
class Loader:
    registry = {}
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        if key is not None:
            Loader.registry[key] = cls
    def load(self):
        return type(self).__name__
class A(Loader, key=k1):
    pass
class B(Loader, key=k2):
    pass
class C(Loader, key=k3):
    pass
class D(Loader):
    pass
r_len = len(Loader.registry)
r_keys = sorted(Loader.registry)
r_json = Loader.registry["json"]().load()
r_get = Loader.registry.get(k2, D)().load()
r_subs = [c.__name__ for c in Loader.__subclasses__()]
r_in = A in Loader.registry.values()
