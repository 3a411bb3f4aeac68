# probe: a dict subclass with __missing__ (what defaultdict builds on)
# inputs
key = "z"
# body
class Default(dict):
    def __missing__(self, k):
        return k * 2
d = Default(a=1)
r_hit = d["a"]
r_miss = d[key]
r_get = d.get(key)
r_in = key in d
r_len = len(d)
