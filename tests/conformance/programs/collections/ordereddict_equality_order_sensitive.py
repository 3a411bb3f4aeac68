# probe: OrderedDict == OrderedDict is order-sensitive, with a dict it is not
# inputs
v = 1
# body
from collections import OrderedDict
a = OrderedDict(x=v, y=2)
b = OrderedDict(y=2, x=v)
r_eq = a == b
r_ne = a != b
r_dict = a == dict(b)
r_dict_r = dict(b) == a
a.move_to_end("x")
r_after = a == b
