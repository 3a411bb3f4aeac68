# probe: a decorator's return value is what the name is bound to: None, a string, another function, the class itself; stacked decorators apply bottom-up; decorator arguments evaluated top-down
# inputs
tag = "T"
# body
order = []
def to_none(f):
    order.append(("to_none", f.__name__))
    return None
def to_name(f):
    order.append(("to_name", f.__name__ if callable(f) else f))
    return f.__name__ if callable(f) else f
def named(label):
    order.append(("named made", label))
    def deco(f):
        order.append(("named applied", label))
        f.label = label
        return f
    return deco
@to_none
def gone():
    pass
r_gone = gone
@to_name
@named(tag)
@named("inner")
def fn():
    pass
r_fn = fn
@named(tag)
class K:
    pass
r_k = K.label
r_order = order
