# probe: asdict rebuilds containers with type(obj)(...): an OrderedDict stays one, a defaultdict field raises TypeError in 3.11, a Counter is rebuilt from pairs
# inputs
k = "a"
# body
from dataclasses import dataclass, field, asdict
from collections import OrderedDict, defaultdict, Counter
@dataclass
class A:
    od: OrderedDict = field(default_factory=OrderedDict)
a = A(OrderedDict([(k, 1), ("b", 2)]))
d = asdict(a)
r_od_type = type(d["od"]).__name__
r_od = list(d["od"].items())
@dataclass
class B:
    dd: dict
try:
    r_dd = asdict(B(defaultdict(list, {k: [1]})))
except TypeError as e:
    r_dd = type(e).__name__
@dataclass
class C:
    c: dict
cd = asdict(C(Counter({k: 2})))["c"]
r_counter_type = type(cd).__name__
r_counter = sorted(cd.items())
