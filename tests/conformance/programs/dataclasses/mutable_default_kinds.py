# probe: which defaults dataclass refuses as mutable: list, dict, set refused (ValueError); tuple, frozenset, a user class instance, a list subclass
# inputs
n = 1
# body
from dataclasses import dataclass, field
results = {}
class Obj:
    pass
class MyList(list):
    pass
for label, default in [("list", [n]), ("dict", {"a": n}), ("set", {n}), ("tuple", (n,)), ("frozenset", frozenset([n])), ("obj", Obj()), ("bytearray", bytearray(b"x")), ("mylist", MyList()), ("type", list)]:
    try:
        @dataclass
        class C:
            v: object = default
        results[label] = "ok"
    except ValueError as e:
        results[label] = type(e).__name__
r_results = results
try:
    @dataclass
    class D:
        v: list = field(default=[])
    r_field_default = "ok"
except ValueError as e:
    r_field_default = type(e).__name__
