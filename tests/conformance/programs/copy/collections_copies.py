# probe: copy/deepcopy of defaultdict keeps its factory, OrderedDict keeps order, Counter stays a Counter, namedtuple stays its type, deque keeps maxlen; .copy() methods are shallow
# inputs
n = 2
# body
import copy
from collections import defaultdict, OrderedDict, Counter, namedtuple, deque
dd = defaultdict(list)
dd["a"].append(n)
ddc = copy.deepcopy(dd)
ddc["b"].append(1)
r_dd = (type(ddc).__name__, ddc.default_factory is list, sorted(ddc), sorted(dd), dd["a"] is ddc["a"])
dds = dd.copy()
r_dd_method = (type(dds).__name__, dds["a"] is dd["a"])
od = OrderedDict([("z", [1]), ("a", [2])])
odc = copy.copy(od)
odc.move_to_end("z")
r_od = (list(od), list(odc), odc["a"] is od["a"], type(odc).__name__)
c = Counter("abca")
cc = copy.deepcopy(c)
cc["a"] += n
r_counter = (type(cc).__name__, c["a"], cc["a"])
P = namedtuple("P", "x y")
p = P([1], n)
pd = copy.deepcopy(p)
pd.x.append(9)
r_nt = (type(pd).__name__, p.x, pd.x, copy.copy(p) is p)
dq = deque([[1], [2]], maxlen=3)
dqc = copy.deepcopy(dq)
dqc[0].append(n)
r_deque = (dqc.maxlen, list(dq), list(dqc))
