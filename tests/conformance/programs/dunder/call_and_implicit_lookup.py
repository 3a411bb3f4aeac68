# probe: __call__ and implicit dunder lookup on the type: instance-dict dunders and __getattr__ do not supply protocols
# inputs
n = 5
# body
class Callable:
    def __call__(self, a, b=2):
        return a * b
c = Callable()
r_call = (c(n), c(n, b=3), callable(c), callable(Callable))
class NotCallable:
    pass
o = NotCallable()
o.__call__ = lambda: "instance"
r_callable_inst = callable(o)
try:
    o()
except TypeError as e:
    r_inst_call = str(e)
r_explicit = o.__call__()
o.__len__ = lambda: n
try:
    len(o)
except TypeError as e:
    r_inst_len = str(e)
class Dyn:
    def __getattr__(self, name):
        return lambda *a: 7
dy = Dyn()
r_dyn_method = dy.__len__()
try:
    len(dy)
except TypeError as e:
    r_dyn_len = str(e)
try:
    dy + 1
except TypeError as e:
    r_dyn_add = type(e).__name__
class Later:
    pass
Later.__call__ = lambda self, x: x + 1
r_later = Later()(n)
Later.__len__ = lambda self: 3
r_later_len = len(Later())
class Nested:
    class __call__:
        def __init__(self, x):
            self.x = x
r_nested = type(Nested()(1)).__name__
class CallStatic:
    @staticmethod
    def __call__(x):
        return x * 2
r_static_call = CallStatic()(n)
