# probe: __missing__ in a dict subclass is used by [] only (not get, in, pop, setdefault); it may insert; dict subclass overriding __getitem__ is not used by get()
# inputs
key = "z"
# body
calls = []
class Def(dict):
    def __missing__(self, k):
        calls.append(k)
        self[k] = len(k)
        return "computed"
d = Def(a=1)
r_get = d.get(key)
r_in = key in d
r_item = d[key]
r_item2 = d[key]
r_pop = d.pop("q", "nope")
r_calls = list(calls)
r_dict = dict(d)
class Upper(dict):
    def __getitem__(self, k):
        return super().__getitem__(k.upper())
u = Upper(A=1)
r_upper = (u["a"], u.get("a"), u.get("A"))
class NoInsert(dict):
    def __missing__(self, k):
        raise KeyError("custom:" + k)
try:
    NoInsert()[key]
except KeyError as e:
    r_err = e.args[0]
r_format = "{a}-{z}".format_map(Def(a="A"))
