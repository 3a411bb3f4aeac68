# probe: set | obj and dict | obj return NotImplemented so obj.__ror__ runs; dict |= any mapping/iterable of pairs; set |= non-set TypeError
# inputs
x = 1
# body
class R:
    def __ror__(self, o):
        return ("ror", type(o).__name__)
    def __rsub__(self, o):
        return ("rsub", type(o).__name__)
    def __rand__(self, o):
        return ("rand", type(o).__name__)
r_set_or = {x} | R()
r_dict_or = {"a": x} | R()
r_set_sub = {x} - R()
r_frozen_and = frozenset([x]) & R()
d = {"a": 1}
d |= [("b", x)]
r_dict_ior = d
s = {x}
try:
    s |= [2]
except TypeError as e:
    r_set_ior = type(e).__name__
try:
    {"a": 1} | [("b", 2)]
except TypeError as e:
    r_dict_or_list = type(e).__name__
r_set_methods = sorted({x}.union([2], (3,)))
r_keys_or = sorted({"a": 1}.keys() | ["z"])
