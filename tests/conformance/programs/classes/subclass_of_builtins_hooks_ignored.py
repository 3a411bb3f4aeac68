# probe: dict/list subclasses overriding __getitem__/__setitem__/__len__: dict methods (get, update, copy) and constructors skip the overrides
# inputs
k = "a"
# body
log = []
class D(dict):
    def __getitem__(self, key):
        log.append(("gi", key))
        return "over-" + str(dict.__getitem__(self, key))
    def __setitem__(self, key, val):
        log.append(("si", key))
        dict.__setitem__(self, key, val * 2)
d = D({k: 1})
r_init = dict.__getitem__(d, k)
d["b"] = 2
r_b = dict.__getitem__(d, "b")
d.update(c=3)
r_c = dict.__getitem__(d, "c")
r_get = d.get(k)
r_sub = d[k]
r_plain = dict(d)
r_log = list(log)
class L(list):
    def __len__(self):
        return 100
    def __iter__(self):
        return iter(["over"])
l = L([1, 2])
r_len = len(l)
r_list = list(l)
r_bool = bool(L())
r_sorted = sorted(l)
r_in = 1 in l
r_str_join = ",".join(map(str, l))
