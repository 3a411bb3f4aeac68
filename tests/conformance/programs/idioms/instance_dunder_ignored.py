# probe: adapters given dunder methods on the instance: len(), call and iteration look dunders up on the type, so instance attributes are ignored; a plain method set on the instance shadows the class's
# inputs
n = 3
# body
class Adapter:
    def run(self):
        return "class-run"
a = Adapter()
a.__len__ = lambda: n
try:
    len(a)
    r_len = "ok"
except TypeError as e:
    r_len = type(e).__name__
a.__call__ = lambda: n
try:
    a()
    r_call = "ok"
except TypeError as e:
    r_call = type(e).__name__
r_explicit = a.__call__()
a.run = lambda: "instance-run"
r_run = a.run()
r_class_run = Adapter.run(a)
del a.run
r_after_del = a.run()
Adapter.__len__ = lambda self: n * 2
r_len_class = len(a)
a.__iter__ = lambda: iter([1])
try:
    list(a)
    r_iter = "ok"
except TypeError as e:
    r_iter = type(e).__name__
