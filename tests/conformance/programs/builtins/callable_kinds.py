# probe: callable() of every kind of value: functions, lambdas, bound methods, builtins and their methods, classes, objects with and without __call__, partials, singledispatch and lru_cache functions, static and class method objects, properties, generators, modules, containers
# inputs
k = 1
# body
import functools
import math
def f(x):
    return x
class C:
    def m(self):
        return k
    @staticmethod
    def s():
        return k
    @classmethod
    def c(cls):
        return k
    @property
    def p(self):
        return k
class Called:
    def __call__(self):
        return k
@functools.singledispatch
def disp(x):
    return x
@functools.lru_cache(maxsize=None)
def kept(x):
    return x
def gen():
    yield k
r_callable = [
    callable(f), callable(lambda: k), callable(C().m), callable(C.m), callable(len), callable("x".upper),
    callable(C), callable(C()), callable(Called()), callable(functools.partial(f, k)), callable(disp),
    callable(kept), callable(functools.cache), callable(gen()), callable(math), callable([k]), callable(k),
    callable(None), callable(ValueError), callable(ValueError("x")), callable(C.s), callable(C.c),
    callable(C().p), callable(range(k)), callable(staticmethod(f)), callable(classmethod(f)), callable(property(f)),
]
