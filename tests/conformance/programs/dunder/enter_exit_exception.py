# probe: __exit__ receives the exception; returning a falsy value propagates it
# inputs
v = 0
# body
seen = []
class Guard:
    def __enter__(self):
        return self
    def __exit__(self, t, e, tb):
        seen.append((t.__name__ if t else None, str(e) if e else None))
        return t is KeyError
with Guard():
    pass
with Guard():
    raise KeyError("k")
try:
    with Guard():
        1 / v
except ZeroDivisionError:
    seen.append("propagated")
r_seen = seen
