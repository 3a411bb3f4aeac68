# probe: dict equality ignores order and key type among equal numbers; dict vs OrderedDict/defaultdict/Counter equality; nested; ordering comparisons raise
# inputs
a = {"x": 1, "y": 2}
# body
from collections import OrderedDict, defaultdict, Counter
b = {"y": 2, "x": 1}
r_order = (a == b, list(a) == list(b))
r_num_keys = ({1: "a"} == {True: "a"}, {1: 1} == {1.0: True}, {0: 0} == {False: 0.0})
r_nested = ({"k": [1, {"z": None}]} == {"k": [1, {"z": None}]}, {"k": (1,)} == {"k": [1]})
od1 = OrderedDict(a)
od2 = OrderedDict(b)
r_od = (od1 == od2, od1 == a, a == od2, od1 != od2)
dd = defaultdict(int, a)
r_dd = (dd == a, dd == od2)
r_counter = (Counter(x=1, y=2) == a, Counter(x=1, y=2, z=0) == a)
try:
    r_lt = a < b
except TypeError as e:
    r_lt = type(e).__name__
r_keys_view = (od1.keys() == od2.keys(), list(od1.keys()) == list(od2.keys()))
r_items_view = od1.items() == od2.items()
r_values_list = list(od1.values()) == list(od2.values())
r_empty = ({} == dict(), {} == set(), {} == OrderedDict())
