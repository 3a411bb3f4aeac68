# probe: yield from an iterator class whose __next__ raises StopIteration(value): the value becomes the yield-from result; a generator's return of a tuple, a StopIteration instance, None
# inputs
payload = "pv"
# body
class WithValue:
    def __init__(self):
        self.done = False
    def __iter__(self):
        return self
    def __next__(self):
        if self.done:
            raise StopIteration(payload)
        self.done = True
        return "only"
def outer(src):
    v = yield from src
    yield ("result", v)
r_class_value = list(outer(WithValue()))
def ret_tuple():
    return (1, 2)
    yield
r_tuple = list(outer(ret_tuple()))
def ret_exc():
    return StopIteration("inner")
    yield
r_exc = [type(x[1]).__name__ if isinstance(x, tuple) else x for x in outer(ret_exc())]
def ret_list():
    yield 0
    return [payload]
r_ret_list = list(outer(ret_list()))
def caller():
    g = ret_list()
    try:
        while True:
            next(g)
    except StopIteration as e:
        return (e.value, e.args)
r_manual = caller()
