# probe: __call__ is looked up on the type: an instance attribute __call__ is ignored; callable() agrees; calling a non-callable raises TypeError; __call__ with args and kwargs
# inputs
v = 4
# body
class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x, *, scale=1):
        return (self.n + x) * scale
class NotCallable:
    pass
add = Adder(v)
r_call = (add(1), add(1, scale=3))
nc = NotCallable()
nc.__call__ = lambda: "inst"
r_callable = (callable(add), callable(nc), callable(Adder), callable(nc.__call__))
try:
    nc()
except TypeError as e:
    r_err = type(e).__name__
r_map = list(map(add, range(3)))
Adder.__call__ = lambda self, x, **k: "patched"
r_patched = add(0)
chain = Adder(v)
class Twice:
    def __call__(self, f):
        return lambda x: f(f(x))
r_twice = Twice()(lambda x: x * 2)(v)
try:
    add()
except TypeError as e:
    r_err2 = type(e).__name__
