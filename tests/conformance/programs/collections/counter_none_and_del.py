# probe: Counter(None) and Counter.update(None) / subtract(None) are no-ops (the argument defaults to None)
# inputs
v = 1
# body
from collections import Counter
c = Counter(None)
r_none = (len(c), dict(c))
c.update(None, a=v)
c.subtract(None)
r_update_none = dict(c)
