# probe: dict.update with kwargs plus a mapping, an object with keys(), pairs from generators; a bad pair part way leaves the pairs before it applied
# inputs
pairs = [("a", 1), ("b", 2)]
bad_at = 1
# body
d = {}
d.update(pairs, c=3)
r_pairs_kw = d
class KeysOnly:
    def keys(self):
        return ["x", "y"]
    def __getitem__(self, k):
        return k * 2
d = {}
d.update(KeysOnly())
r_keys_protocol = d
d = {"z": 0}
items = [("p", 1), ("q", 2, 3), ("r", 4)]
try:
    d.update(items)
except ValueError as e:
    r_partial = (type(e).__name__, d)
d = {"z": 0}
def gen():
    yield ("g1", 1)
    yield "ab"
    yield 5
try:
    d.update(gen())
except TypeError as e:
    r_gen_partial = (type(e).__name__, d)
try:
    dict(pairs + [("c",)])
except ValueError as e:
    r_ctor = type(e).__name__
r_update_ret = {}.update(a=1)
d = dict(pairs)
d.update(d, a=100)
r_self_kw = d
r_dict_kw_override = dict({"a": 1}, a=2, b=3)
try:
    d.update(1, 2)
except TypeError as e:
    r_two_args = type(e).__name__
