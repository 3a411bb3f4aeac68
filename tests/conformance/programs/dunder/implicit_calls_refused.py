# probe: what CPython refuses of an object's implicit protocols: an __iter__ that gives a list, item assignment or deletion its class has no dunder for (the other of the two present: AttributeError), a negative __length_hint__
# body
class ListIter:
    def __iter__(self):
        return [1, 2]
class Plain:
    pass
class SetOnly:
    def __setitem__(self, k, v):
        pass
class Negative:
    def __iter__(self):
        return iter([])
    def __length_hint__(self):
        return -1
def err(f):
    try:
        f()
        return "ok"
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
def assign(o):
    o[0] = 1
def delete(o):
    del o[0]
def loop(o):
    for _ in o:
        pass
r_for_list_iter = err(lambda: loop(ListIter()))
r_iter_list_iter = err(lambda: iter(ListIter()))
r_assign_plain = err(lambda: assign(Plain()))
r_delete_plain = err(lambda: delete(Plain()))
r_delete_set_only = err(lambda: delete(SetOnly()))
r_assign_set_only = err(lambda: assign(SetOnly()))
r_negative_hint = err(lambda: list(Negative()))
r_for_negative = err(lambda: loop(Negative()))
