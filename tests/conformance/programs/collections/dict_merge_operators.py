# probe: | and |= on dicts and dict subclasses (defaultdict, OrderedDict, Counter)
# inputs
a = {"x": 1}
b = {"y": 2}
# body
from collections import defaultdict, OrderedDict, Counter
dd = defaultdict(int, a)
r_dd_or_type = type(dd | b).__name__
r_dd_or = dict(dd | b)
od = OrderedDict(a)
od |= b
r_od = list(od.items())
r_counter_or = dict(Counter(a=2) | Counter(a=1, b=1))
defaults = {"batch": 1, "dtype": "bf16"}
cfg = {"dtype": "fp8"}
r_cfg_pattern = defaults | cfg
