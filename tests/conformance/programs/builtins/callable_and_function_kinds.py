# probe: callable() of functions, lambdas, builtins, classes, instances with and without __call__, bound methods, staticmethod and classmethod objects, partials, generators; type names of each kind
# inputs
v = 1
# body
import functools
class WithCall:
    def __call__(self):
        return v
class Plain:
    def m(self):
        return v
    @staticmethod
    def s():
        return v
    @classmethod
    def c(cls):
        return v
def gen():
    yield v
r_callable = {
    "function": callable(gen),
    "lambda": callable(lambda: v),
    "builtin": callable(len),
    "class": callable(Plain),
    "instance_with_call": callable(WithCall()),
    "instance_plain": callable(Plain()),
    "bound": callable(Plain().m),
    "static_raw": callable(Plain.__dict__["s"]),
    "classmethod_raw": callable(Plain.__dict__["c"]),
    "partial": callable(functools.partial(len)),
    "generator": callable(gen()),
    "int": callable(v),
    "type": callable(type),
}
r_types = [type(x).__name__ for x in (gen, len, Plain().m, Plain.c, Plain.s, [].append, functools.partial(len))]
r_class_call = (WithCall()(), Plain.s(), Plain.c(), Plain().m())
