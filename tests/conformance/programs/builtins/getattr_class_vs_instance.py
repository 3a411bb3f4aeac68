# probe: getattr on a class vs an instance: plain function vs bound method, classmethod, staticmethod, instance attribute shadowing, default
# inputs
meth = "run"
attr = "iters"
# body
class Bench:
    iters = 10
    def run(self, n=1):
        return self.iters * n
    @classmethod
    def make(cls):
        return cls()
    @staticmethod
    def unit():
        return "ms"
b = Bench()
b.iters = 3
r_inst = getattr(b, attr)
r_cls = getattr(Bench, attr)
r_bound = getattr(b, meth)(2)
r_unbound = getattr(Bench, meth)(b, 5)
try:
    getattr(Bench, meth)()
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
r_cm = getattr(Bench, "make")().iters
r_sm = (getattr(b, "unit")(), getattr(Bench, "unit")())
r_dflt = getattr(b, "warmup", None)
r_type = type(getattr(b, meth)).__name__
r_type2 = type(getattr(Bench, meth)).__name__
r_self = getattr(b, meth).__self__ is b
r_func = getattr(b, meth).__func__ is Bench.run
