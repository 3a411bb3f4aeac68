# probe: UserDict routes get/in/update through __getitem__/__contains__/__setitem__ overrides (unlike dict subclasses); UserList keeps type on slicing and +
# inputs
key = "A"
# body
from collections import UserDict, UserList
log = []
class Lower(UserDict):
    def __setitem__(self, k, v):
        log.append(("set", k))
        super().__setitem__(k.lower(), v)
    def __getitem__(self, k):
        log.append(("get", k))
        return super().__getitem__(k.lower())
    def __contains__(self, k):
        return k.lower() in self.data
d = Lower({"X": 1})
d.update({key: 2})
r_data = dict(d.data)
r_get = d.get(key)
r_in = key in d
r_log = list(log)
class MyList(UserList):
    pass
m = MyList([3, 1, 2])
r_types = (type(m[:2]).__name__, type(m + [0]).__name__, type(m * 2).__name__)
m.sort()
r_sorted = m.data
class DictSub(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
ds = DictSub()
ds.update({key: 1})
ds[key] = 2
r_dictsub = dict(ds)
