# probe: containers show their items by the items' __repr__ (not __str__), in str(), f-strings, %s and format(); a raising __repr__ propagates
# inputs
n = 2
# body
class Both:
    def __init__(self, k):
        self.k = k
    def __repr__(self):
        return f"B({self.k!r})"
    def __str__(self):
        return f"b{self.k}"
class Boom:
    def __repr__(self):
        raise KeyError("no repr")
items = [Both(i) for i in range(n)] + [Both("s")]
r_str_list = str(items)
r_str_item = str(items[0])
r_fstr = f"{items}|{items[0]}|{items[0]!r}"
r_pct = "%s|%r" % (items[0], items[0])
r_tuple = str((items[0],))
r_dict = str({"k": items[1], items[2].k: items[2]})
r_format = format(items, "")
r_join = ",".join(map(str, items))
try:
    str([1, Boom()])
    r_boom = "ok"
except KeyError as e:
    r_boom = type(e).__name__
try:
    f"{Boom()!r}"
    r_boom_f = "ok"
except KeyError as e:
    r_boom_f = type(e).__name__
