# probe: which subjects sequence and mapping patterns accept: list, tuple, range, deque, a Sequence subclass, array yes; str, bytes, bytearray, dict, set, iterator no; mapping: dict, OrderedDict, defaultdict, a Mapping subclass, not a plain object with __getitem__
# inputs
n = 2
# body
import collections
import collections.abc
import array
class MySeq(collections.abc.Sequence):
    def __len__(self):
        return 2
    def __getitem__(self, i):
        if i >= 2:
            raise IndexError
        return i * 10
class GetItemOnly:
    def __getitem__(self, i):
        return i
    def __len__(self):
        return 2
class MyMap(collections.abc.Mapping):
    def __getitem__(self, k):
        if k == "a":
            return 1
        raise KeyError(k)
    def __iter__(self):
        return iter(["a"])
    def __len__(self):
        return 1
def seq(s):
    match s:
        case [a, b]:
            return ("pair", a, b)
        case [*_]:
            return "seq"
        case _:
            return "no"
r_seq = {
    "list": seq([1, 2]),
    "tuple": seq((1, 2, 3)),
    "range": seq(range(n)),
    "deque": seq(collections.deque([5, 6])),
    "myseq": seq(MySeq()),
    "array": seq(array.array("i", [7, 8])),
    "str": seq("ab"),
    "bytes": seq(b"ab"),
    "bytearray": seq(bytearray(b"ab")),
    "dict": seq({1: 2, 3: 4}),
    "set": seq({1, 2}),
    "iter": seq(iter([1, 2])),
    "getitem": seq(GetItemOnly()),
}
def mapping(m):
    match m:
        case {"a": v}:
            return ("a", v)
        case {}:
            return "mapping"
        case _:
            return "no"
r_map = {
    "dict": mapping({"a": 1}),
    "ordered": mapping(collections.OrderedDict(a=2)),
    "default": mapping(collections.defaultdict(int)),
    "mymap": mapping(MyMap()),
    "getitem": mapping(GetItemOnly()),
    "list": mapping([("a", 1)]),
    "counter": mapping(collections.Counter("aab")),
}
dd = collections.defaultdict(list)
match dd:
    case {"missing": _}:
        r_dd = "matched"
    case _:
        r_dd = "no"
r_dd_keys = list(dd)
