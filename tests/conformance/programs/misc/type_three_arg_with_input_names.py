# probe: classes made by type(name, bases, ns) with an input name and namespace from an input dict; methods added from functions; isinstance and attribute reads
# inputs
name = "Dyn"
attrs = {"size": 4, "kind": "k"}
# body
def describe(self):
    return f"{type(self).__name__}:{self.size}"
Base = type("Base", (), {"describe": describe, "size": 1})
Dyn = type(name, (Base,), dict(attrs))
d = Dyn()
r_name = Dyn.__name__
r_desc = d.describe()
r_size = (d.size, Base.size)
r_isinst = isinstance(d, Base)
r_mro = [c.__name__ for c in Dyn.__mro__]
r_kind = getattr(d, "kind", None)
Dyn.size = attrs["size"] * 2
r_after = d.describe()
Other = type(name, (), {})
r_same_name = Other.__name__ == Dyn.__name__
r_not_same = Other is Dyn
