# probe: __set_name__ runs before the parent's __init_subclass__; type(name, bases, ns, **kw) passes keywords to __init_subclass__; class attribute on the metaclass not seen from instances
# inputs
label = "L"
# body
log = []
class Field:
    def __set_name__(self, owner, name):
        log.append(("set_name", owner.__name__, name))
class Base:
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        log.append(("init_subclass", cls.__name__, tag))
class Model(Base, tag=label):
    f = Field()
Dyn = type("Dyn", (Base,), {"g": Field()}, tag="dyn")
r_log = log
class Meta(type):
    meta_attr = "on meta"
class WithMeta(metaclass=Meta):
    pass
r_class_sees = WithMeta.meta_attr
try:
    WithMeta().meta_attr
except AttributeError as e:
    r_inst_sees = type(e).__name__
r_dir_has = "meta_attr" in dir(WithMeta)
