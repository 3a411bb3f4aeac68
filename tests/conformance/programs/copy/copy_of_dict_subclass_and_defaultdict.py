# probe: copy.copy and deepcopy of dict subclasses, defaultdict (factory kept), OrderedDict order, Counter values
# inputs
v = 1
# body
import copy
from collections import defaultdict, OrderedDict, Counter
class D(dict):
    pass
d = D(a=v)
d.extra = "x"
cd = copy.copy(d)
r_d = (type(cd).__name__, dict(cd), cd.extra)
dd = defaultdict(list)
dd["k"].append(v)
cdd = copy.deepcopy(dd)
cdd["new"].append(2)
r_dd = (type(cdd).__name__, cdd.default_factory is list, sorted(cdd), sorted(dd), cdd["k"] is dd["k"])
od = OrderedDict([("b", 1), ("a", v)])
r_od = list(copy.copy(od).items())
c = Counter("abca")
cc = copy.copy(c)
cc["a"] += 10
r_counter = (c["a"], cc["a"], type(cc).__name__)
r_dict_copy_method = type(d.copy()).__name__
