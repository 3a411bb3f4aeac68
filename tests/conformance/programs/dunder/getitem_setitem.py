# probe: __getitem__, __setitem__, __delitem__ and slices passed as slice objects
# inputs
key = "a"
# body
class Store:
    def __init__(self):
        self.data = {}
        self.log = []
    def __getitem__(self, k):
        self.log.append(("get", k))
        return self.data.get(k, "default")
    def __setitem__(self, k, v):
        self.log.append(("set", k))
        self.data["slice" if isinstance(k, slice) else k] = v
    def __delitem__(self, k):
        self.log.append(("del", k))
        del self.data[k]
s = Store()
s[key] = 1
r_get = s[key]
r_missing = s["zz"]
del s[key]
r_after = s[key]
s[1:3] = "x"
r_slice_key = type(s.log[-1][1]).__name__
r_log_len = len(s.log)
s[1, 2] = 0
r_tuple_key = (1, 2) in s.data
