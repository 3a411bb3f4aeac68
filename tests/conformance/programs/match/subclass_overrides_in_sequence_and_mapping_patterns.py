# probe: sequence and mapping patterns on list, tuple and dict subclasses go through the overridden protocol: len() for the length check, iteration for unpacking, [] for patterns with a star wildcard, len() of a dict subclass before any key
# inputs
items = [1, 2, 3]
# body
log = []
class L(list):
    def __len__(self):
        log.append("len")
        return list.__len__(self)
    def __iter__(self):
        log.append("iter")
        return iter(["i%d" % k for k in range(list.__len__(self))])
    def __getitem__(self, i):
        log.append(("getitem", i))
        return "g%d" % i
def seq(v):
    log.clear()
    match v:
        case [a, b]:
            out = ("pair", a, b)
        case [a, *_, b]:
            out = ("ends", a, b)
        case _:
            out = "none"
    return out, list(log)
r_pair = seq(L(items[:2]))
r_ends = seq(L(items))
log.clear()
match L(items):
    case [first, *rest]:
        r_star = (first, rest, list(log))
class T(tuple):
    def __iter__(self):
        return iter("xyz"[:tuple.__len__(self)])
match T(items[:2]):
    case (a, b):
        r_tuple = (a, b)
class D(dict):
    def __len__(self):
        return 0
match D(a=items[0]):
    case {"a": v}:
        r_dict = ("a", v)
    case {}:
        r_dict = "empty mapping"
