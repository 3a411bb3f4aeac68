# probe: dict.fromkeys, called on the class or on a dict: each key in its iterable's order, a key seen again kept once, every value the same object; a list's or a string's keys hashed as added (an object's own `__hash__` runs), a dict's or a set's keys taken with the hashes they have there; a key that can't be hashed refused
# inputs
names = ["a", "b", "a"]
fill = 0
# body
log = []
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        log.append(("hash", self.v))
        return hash(self.v)
r_items = list(dict.fromkeys(names, fill).items())
r_none = dict.fromkeys("xy")
r_on_dict = {"z": 1}.fromkeys(names)
shared = dict.fromkeys([1, 2], [])
shared[1].append(fill)
r_shared = shared[2]
ks = [K(1), K(2)]
r_objects = len(dict.fromkeys(ks))
seen_list = list(log)
r_again = len(dict.fromkeys(dict.fromkeys(ks)))
seen_dict = list(log)
r_range = dict.fromkeys(range(3), "z")
r_ints = sorted(dict.fromkeys({3, 1, 2}, fill))
def refused():
    try:
        dict.fromkeys([[1]])
        return "ok"
    except TypeError:
        return "TypeError"
r_refused = refused()
