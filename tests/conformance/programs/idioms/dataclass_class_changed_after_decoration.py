# probe: a dataclass's __init__ is generated at decoration: changing the class-level default afterwards does not change the parameter default; adding an annotation later adds no field
# inputs
m = 7
# body
from dataclasses import dataclass, fields
@dataclass
class Cfg:
    m: int = 1
    n: int = 2
Cfg.m = 100
r_init_default = Cfg().m
r_class_attr = Cfg.m
Cfg.__annotations__["k"] = int
Cfg.k = 5
r_fields = [f.name for f in fields(Cfg)]
r_k_on_instance = Cfg(m).k
try:
    Cfg(m, 2, 3)
    r_extra_pos = "ok"
except TypeError as e:
    r_extra_pos = type(e).__name__
c = Cfg(m)
c.extra = 1
r_repr = repr(c)
del Cfg.n
try:
    r_n = Cfg().n
except AttributeError as e:
    r_n = type(e).__name__
