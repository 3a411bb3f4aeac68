# probe: a class registered with collections.abc.Sequence or Mapping (not inheriting from it) is matched by sequence and mapping patterns through __len__/__iter__ and get(); an unregistered one with the same methods is not
# inputs
items = [1, 2]
# body
import collections.abc as abc
class SeqBase:
    def __init__(self, items):
        self.items = items
    def __len__(self):
        return len(self.items)
    def __iter__(self):
        return iter(self.items)
class MapBase:
    def __init__(self, d):
        self.d = d
    def __len__(self):
        return len(self.d)
    def get(self, k, default=None):
        return self.d.get(k, default)
class Seq(SeqBase):
    pass
class Map(MapBase):
    pass
class PlainMap(MapBase):
    pass
class PlainSeq(SeqBase):
    pass
abc.Sequence.register(Seq)
abc.Mapping.register(Map)
def kind(v):
    match v:
        case [a, b]:
            return ("pair", a, b)
        case [a, *rest]:
            return ("head", a, rest)
        case {"a": x}:
            return ("map a", x)
        case {}:
            return "mapping"
    return "none"
r_seq = kind(Seq(items))
r_seq_long = kind(Seq(items + [3]))
r_map = kind(Map({"a": items[0]}))
r_map_other = kind(Map({"b": 0}))
r_plain_map = kind(PlainMap({"a": 1}))
r_plain_seq = kind(PlainSeq(items))
r_isinstance = (isinstance(Seq(items), abc.Sequence), isinstance(PlainSeq(items), abc.Sequence))
