# probe: operator.attrgetter and itemgetter, as sort keys and getters: one name or several
# (a tuple), a dotted name, a missing attribute or key (the error), an index, a key that is not
# a string, on namedtuples, dicts and objects
# inputs
shapes = [[2048, 8192], [512, 7168], [512, 4096]]
# body
import collections
import operator
from operator import attrgetter, itemgetter
Shape = collections.namedtuple("Shape", "m k")
class Cfg:
    def __init__(self, shape):
        self.shape = shape
pts = [Shape(*mk) for mk in shapes]
r_by_k = [tuple(p) for p in sorted(pts, key=operator.attrgetter("k", "m"))]
r_by_m = [tuple(p) for p in sorted(pts, key=attrgetter("m"))]
r_items = sorted(shapes, key=itemgetter(1))
r_pair = itemgetter(0, -1)(shapes)
r_dict = itemgetter("a", "b")({"a": 1, "b": 2})
r_dotted = attrgetter("shape.k")(Cfg(pts[0]))
r_max = max(pts, key=attrgetter("k")).k
try:
    r_missing = attrgetter("n")(pts[0])
except AttributeError:
    r_missing = "AttributeError"
try:
    r_key = itemgetter("c")({"a": 1})
except KeyError as e:
    r_key = "KeyError"
try:
    r_index = itemgetter(5)(shapes)
except IndexError:
    r_index = "IndexError"
try:
    attrgetter(1)
    r_not_str = "made"
except TypeError:
    r_not_str = "TypeError"
r_int_key = itemgetter(1)({1: "one"})
r_mul = sorted(map(operator.mul, [1, 2], [3, 4]))
