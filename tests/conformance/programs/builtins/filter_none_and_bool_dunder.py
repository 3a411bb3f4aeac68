# probe: filter(None, ...) uses truth, calling __bool__ and __len__ of objects, lazily; a __bool__ raising stops the filter with that error, items before kept by the consumer loop
# inputs
xs = [0, 1, "", "a", [], [0], None, 2.0]
# body
log = []
class B:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        log.append(self.v)
        if self.v == "boom":
            raise ValueError
        return bool(self.v)
r_plain = list(filter(None, xs))
objs = [B(0), B(1), B("boom"), B(2)]
got = []
try:
    for o in filter(None, objs):
        got.append(o.v)
except ValueError:
    r_err = "ValueError"
r_got = got
r_log = list(log)
class L:
    def __len__(self):
        return 0
r_len = len(list(filter(None, [L(), L()])))
f = filter(None, [B(0), B(0), B(3)])
log.clear()
r_f_created_log = list(log)
r_f_next = next(f).v
r_f_log = list(log)
class BadBool:
    def __bool__(self):
        return 1
try:
    list(filter(None, [BadBool()]))
except TypeError as e:
    r_bad_bool = type(e).__name__
