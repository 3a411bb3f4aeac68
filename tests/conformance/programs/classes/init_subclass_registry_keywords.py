# probe: __init_subclass__ with a required keyword; missing keyword raises TypeError at class creation; registry keyed by input
# inputs
key = "alpha"
# body
registry = {}
class Plugin:
    def __init_subclass__(cls, /, name, priority=0, **kw):
        super().__init_subclass__(**kw)
        registry[name] = (cls.__name__, priority)
        cls.plugin_name = name
class A(Plugin, name=key):
    pass
class B(Plugin, name="beta", priority=5):
    pass
try:
    class C(Plugin):
        pass
except TypeError as e:
    r_missing = type(e).__name__
try:
    class E(Plugin, name="e", bogus=1):
        pass
except TypeError as e:
    r_bogus = type(e).__name__
r_reg = sorted(registry.items())
r_names = (A.plugin_name, B.plugin_name)
class A2(A, name="a2"):
    pass
r_reg_len = len(registry)
r_inherit = A2.plugin_name
