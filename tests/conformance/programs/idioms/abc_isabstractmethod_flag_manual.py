# probe: ABCMeta decides abstractness by the __isabstractmethod__ attribute: a function flagged by hand is abstract, a mixin outside ABCMeta contributes none
# inputs
k = 5
# body
import abc
def make(cls):
    try:
        cls()
        return "ok"
    except TypeError as e:
        return type(e).__name__
def run(self):
    return k
run.__isabstractmethod__ = True
class Manual(abc.ABC):
    go = run
r_manual = make(Manual)
r_manual_abs = sorted(Manual.__abstractmethods__)
class Deco(abc.ABC):
    @abc.abstractmethod
    def go(self): ...
class Mixin:
    @abc.abstractmethod
    def extra(self): ...
class Impl(Mixin, abc.ABC):
    pass
r_impl = make(Impl)
class Impl2(Mixin, Deco):
    def go(self):
        return k
r_impl2 = make(Impl2)
class Unflag(abc.ABC):
    def go(self):
        return k
Unflag.go.__isabstractmethod__ = False
r_unflag = make(Unflag)
