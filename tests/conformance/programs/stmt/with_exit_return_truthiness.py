# probe: __exit__'s return value decides suppression by truthiness: True, 1, "x", [0] suppress; False, None, 0, "", [] do not; __exit__ sees the class, the instance and a traceback
# inputs
k = "key"
# body
class CM:
    def __init__(self, ret):
        self.ret = ret
        self.seen = None
    def __enter__(self):
        return self
    def __exit__(self, typ, val, tb):
        self.seen = (typ.__name__ if typ else None, type(val).__name__, tb is None)
        return self.ret
out = []
for ret in (True, 1, "x", [0], False, None, 0, "", []):
    cm = CM(ret)
    try:
        with cm:
            {}[k]
        out.append(("suppressed", ret))
    except KeyError:
        out.append(("raised", ret))
r_out = out
r_seen = cm.seen
cm = CM(False)
with cm:
    pass
r_clean = cm.seen
