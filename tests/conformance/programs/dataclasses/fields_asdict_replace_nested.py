# probe: fields() names and defaults, asdict recursing into nested dataclasses and lists (copies), replace() makes a new instance running __post_init__, replace of an init=False field raises ValueError
# inputs
v = 5
# body
from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, MISSING
post = []
@dataclass
class Inner:
    n: int
@dataclass
class Outer:
    name: str
    inner: Inner
    items: list = field(default_factory=list)
    secret: int = field(default=0, init=False, repr=False)
    def __post_init__(self):
        post.append(self.name)
o = Outer("o", Inner(v), [Inner(1), 2])
r_fields = [(f.name, f.default is MISSING, f.init) for f in fields(o)]
d = asdict(o)
r_dict = d
d["inner"]["n"] = 0
r_orig = o.inner.n
r_tuple = astuple(o)
o2 = replace(o, name="o2")
r_replace = (o2.name, o2.inner is o.inner, o2.items is o.items)
r_post = list(post)
try:
    replace(o, secret=1)
except ValueError as e:
    r_err = type(e).__name__
r_is = (is_dataclass(o), is_dataclass(Outer), is_dataclass(v))
try:
    asdict(Outer)
except TypeError as e:
    r_err2 = type(e).__name__
r_repr = repr(o2)
