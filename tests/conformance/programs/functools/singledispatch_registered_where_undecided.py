# probe: a singledispatch function whose registrations a run may not know (made on a path it can't decide, for a type it looks up): a call runs Python's choice, and what it appends is there
# inputs
kind = "int"
# body
import functools
log = []
@functools.singledispatch
def show(x):
    log.append("base")
    return "base"
types_by_name = {"int": int, "str": str}
@show.register(types_by_name[kind])
def _(x):
    log.append("special")
    return "special"
r = (show(5), show("s"))
r_log = list(log)
