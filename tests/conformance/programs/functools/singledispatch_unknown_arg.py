# probe: singledispatch called with an input (unknown in a variant): the handler chosen by the input's type, what it appends, and a result flowing into a dict
# inputs
v = 2.5
w = "s"
# body
from functools import singledispatch
log = []
@singledispatch
def conv(x):
    log.append("base")
    return None
@conv.register
def _(x: int):
    log.append("int")
    return x * 2
@conv.register
def _(x: float):
    log.append("float")
    return int(x)
@conv.register
def _(x: str):
    log.append("str")
    return x.upper()
out = {"v": conv(v), "w": conv(w), "b": conv(v > 1)}
r_out = sorted(out.items(), key=lambda kv: kv[0])
r_log = list(log)
r_none = conv([v])
