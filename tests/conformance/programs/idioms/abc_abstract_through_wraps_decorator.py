# probe: a functools.wraps decorator over an @abstractmethod copies __dict__, so the wrapper stays abstract; a decorator without wraps drops abstractness; abstract under a plain decorator order
# inputs
k = 2
# body
import abc, functools
def traced(fn):
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        return ("traced", fn(*a, **kw))
    return wrapper
def bare(fn):
    def wrapper(*a, **kw):
        return ("bare", fn(*a, **kw))
    return wrapper
def make(cls):
    try:
        cls()
        return "ok"
    except TypeError as e:
        return type(e).__name__
class WithWraps(abc.ABC):
    @traced
    @abc.abstractmethod
    def run(self): ...
class WithBare(abc.ABC):
    @bare
    @abc.abstractmethod
    def run(self): ...
class Outer(abc.ABC):
    @abc.abstractmethod
    @traced
    def run(self): ...
r_wraps = make(WithWraps)
r_bare = make(WithBare)
r_outer = make(Outer)
r_bare_run = WithBare().run() if r_bare == "ok" else None
class Impl(WithWraps):
    @traced
    def run(self):
        return k
r_impl = Impl().run()
