# probe: when binding the as target fails (unpacking, a read-only attribute), __exit__ is called with that error and may suppress it; the with expression raising means nothing is entered
# inputs
value = (1, 2, 3)
# body
log = []
class CM:
    def __init__(self, v, swallow=False):
        self.v = v
        self.swallow = swallow
    def __enter__(self):
        log.append("enter")
        return self.v
    def __exit__(self, typ, val, tb):
        log.append(("exit", typ.__name__ if typ else None))
        return self.swallow
try:
    with CM(value) as (a, b):
        log.append("body")
except ValueError as e:
    log.append(("caught", type(e).__name__))
with CM(value, True) as (a, b):
    log.append("body2")
log.append("after")
def make():
    raise KeyError("no manager")
try:
    with make() as m:
        log.append("never")
except KeyError:
    log.append("expr failed")
r_log = log
