# probe: with: __enter__'s result bound by as, __exit__ on every way out, suppression, nesting, several items
# inputs
v = 0
key = "k"
# body
log = []
class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        log.append("enter " + self.name)
        return self.name.upper()
    def __exit__(self, t, e, tb):
        log.append(("exit", self.name, t.__name__ if t else None))
        return self.suppress
with CM("a") as r_as:
    log.append("body")
with CM("outer", True):
    with CM("inner"):
        {}[key]
    log.append("not reached")
log.append("after outer")
with CM("x") as r_x, CM("y", True) as r_y:
    1 / v
r_after_multi = "went on"
def leave_by_return():
    with CM("f"):
        return "returned"
r_return = leave_by_return()
for i in range(3):
    with CM("loop" + str(i)):
        if i == 1:
            break
try:
    with CM("no"):
        raise ValueError("v")
except ValueError as e:
    r_propagated = type(e).__name__
r_log = log
