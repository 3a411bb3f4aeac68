# probe: an __exit__ taking the wrong number of arguments fails with TypeError when the with is left; an __exit__ result whose __bool__ raises, or returns a non-bool, fails there too
# inputs
n = 1
# body
log = []
class NoArgsExit:
    def __enter__(self):
        return self
    def __exit__(self):
        log.append("never")
class Truthy:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        if self.v == "raise":
            raise KeyError("bool")
        return self.v
class Returns:
    def __init__(self, r):
        self.r = r
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return self.r
out = []
try:
    with NoArgsExit():
        log.append("body ran")
    out.append("ok")
except TypeError as e:
    out.append(type(e).__name__)
for r in (Truthy(True), Truthy(False), Truthy("raise"), Truthy(n)):
    try:
        with Returns(r):
            raise ValueError(n)
        out.append("suppressed")
    except Exception as e:
        out.append(type(e).__name__)
r_out = out
r_log = log
