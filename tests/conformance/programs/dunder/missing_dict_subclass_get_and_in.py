# probe: __missing__ used by [] only, not by get(), in, setdefault, pop; __missing__ inserting; raising KeyError from __missing__
# inputs
key = "k"
# body
class D(dict):
    def __missing__(self, k):
        if k == "raise":
            raise KeyError(k)
        self[k] = len(k)
        return "m-" + k
d = D(a=1)
r_get = d.get(key)
r_in = key in d
r_sub = d[key]
r_after = d[key]
r_keys = sorted(d)
r_setdefault = d.setdefault("new", 0)
try:
    d.pop("nope")
except KeyError as e:
    r_pop = type(e).__name__
try:
    d["raise"]
except KeyError as e:
    r_raise = type(e).__name__
class NoMissing(dict):
    pass
try:
    NoMissing()["x"]
except KeyError as e:
    r_nomiss = type(e).__name__
NoMissing.__missing__ = lambda self, k: "late"
r_late = NoMissing()["x"]
r_copy_type = type(d.copy()).__name__
