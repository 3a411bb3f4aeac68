# probe: __exit__ return values decide suppression by truth: 1, "x", [], None; __exit__ sees exception type; exception in __enter__ skips __exit__
# inputs
v = 0
# body
log = []
class M:
    def __init__(self, ret):
        self.ret = ret
    def __enter__(self):
        log.append("enter")
        return self
    def __exit__(self, t, e, tb):
        log.append(t.__name__ if t else None)
        return self.ret
def run(ret):
    try:
        with M(ret):
            1 / v
        return "suppressed"
    except ZeroDivisionError:
        return "raised"
r_results = [run(1), run("x"), run([]), run(None), run(0.0)]
class BadEnter:
    def __enter__(self):
        raise KeyError("enter")
    def __exit__(self, *a):
        log.append("bad exit")
        return True
try:
    with BadEnter():
        log.append("body")
except KeyError:
    r_bad_enter = "KeyError"
with M(False) as m:
    pass
r_m = type(m).__name__
r_log = list(log)
