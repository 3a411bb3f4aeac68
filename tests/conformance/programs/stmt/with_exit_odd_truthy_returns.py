# probe: __exit__'s return decides suppression by truth: nan, -0.0, 0j, range(0), Ellipsis, an exception instance, an object with __bool__ False or __len__ 0, "0", b""
# inputs
k = "key"
# body
class Falsy:
    def __bool__(self):
        return False
class Empty:
    def __len__(self):
        return 0
class CM:
    def __init__(self, ret):
        self.ret = ret
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return self.ret
out = []
for ret in (float("nan"), -0.0, 0j, range(0), range(1), ..., ValueError(), Falsy(), Empty(), "0", b"", (0,), frozenset()):
    try:
        with CM(ret):
            {}[k]
        out.append("suppressed")
    except KeyError:
        out.append("raised")
r_out = out
