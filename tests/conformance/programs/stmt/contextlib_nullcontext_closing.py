# probe: nullcontext gives its argument (None by default) and never suppresses; closing calls close on exit, also when the body raises; AbstractContextManager's default __enter__ returns self
# inputs
value = 42
# body
from contextlib import nullcontext, closing, AbstractContextManager
with nullcontext(value) as v:
    r_value = v
with nullcontext() as nothing:
    r_none = nothing
try:
    with nullcontext(value):
        raise KeyError("k")
except KeyError:
    r_not_suppressed = True
log = []
class Res:
    def close(self):
        log.append("closed")
with closing(Res()) as r:
    r_is_res = type(r).__name__
try:
    with closing(Res()):
        raise ValueError("v")
except ValueError:
    log.append("ValueError")
r_log = log
class Mine(AbstractContextManager):
    def __exit__(self, *exc):
        return None
m = Mine()
with m as got:
    r_self = got is m
r_isinstance = isinstance(nullcontext(), AbstractContextManager)
