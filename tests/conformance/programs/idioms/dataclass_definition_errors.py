# probe: dataclass definitions a harness gets wrong: a mutable default list (ValueError), a non-default field after a default one (TypeError), a subclass adding a required field after inherited defaults, field(default=..., default_factory=...) both (ValueError)
# inputs
size = 4
# body
import dataclasses
def attempt(fn):
    try:
        return ("ok", fn())
    except (ValueError, TypeError) as e:
        return ("err", type(e).__name__)
def mutable_default():
    @dataclasses.dataclass
    class C:
        tags: list = []
    return 1
r_mutable = attempt(mutable_default)
def order():
    @dataclasses.dataclass
    class C:
        a: int = 1
        b: int
    return 1
r_order = attempt(order)
def inherit():
    @dataclasses.dataclass
    class Base:
        m: int = size
    @dataclasses.dataclass
    class Sub(Base):
        k: int
    return Sub(1, 2).k
r_inherit = attempt(inherit)
def both():
    @dataclasses.dataclass
    class C:
        x: list = dataclasses.field(default=None, default_factory=list)
    return 1
r_both = attempt(both)
def override():
    @dataclasses.dataclass
    class Base:
        m: int = 1
        n: int = 2
    @dataclasses.dataclass
    class Sub(Base):
        m: int = size
    return (Sub().m, Sub().n, [f.name for f in dataclasses.fields(Sub)])
r_override = attempt(override)
def tuple_default():
    @dataclasses.dataclass
    class C:
        shape: tuple = (size, size)
    return C().shape
r_tuple_default = attempt(tuple_default)
