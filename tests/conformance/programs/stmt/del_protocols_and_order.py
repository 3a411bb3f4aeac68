# probe: del goes through __delitem__ and __delattr__ (logged, in target order), a property deleter; a property without one, an object without __delitem__, a tuple item, and a str item are refused
# inputs
key = "k"
# body
log = []
class Store:
    def __delitem__(self, k):
        log.append(("delitem", k))
    def __delattr__(self, name):
        log.append(("delattr", name))
class WithProp:
    def __init__(self):
        self._x = 1
    @property
    def x(self):
        return self._x
    @x.deleter
    def x(self):
        log.append("deleter")
        del self._x
    @property
    def y(self):
        return 2
s = Store()
del s[key], s.attr, s[1:2]
r_log = list(log)
w = WithProp()
del w.x
r_after_deleter = (list(log), hasattr(w, "_x"))
def refused(thunk):
    try:
        thunk()
        return "ok"
    except Exception as e:
        return type(e).__name__
def del_y():
    del w.y
def del_plain_item():
    o = object()
    del o[0]
def del_tuple_item():
    t = (1, 2)
    del t[0]
def del_str_item():
    s2 = key
    del s2[0]
r_refusals = (refused(del_y), refused(del_plain_item), refused(del_tuple_item), refused(del_str_item))
xs = [1, 2, 3, 4]
del xs[0], xs[0]
r_sequential = xs
