# probe: a subclass created after an abstract base was patched with a concrete method: abstracts are re-checked by getattr on the new class, so it is instantiable
# inputs
k = 4
# body
import abc
class Op(abc.ABC):
    @abc.abstractmethod
    def run(self): ...
    @abc.abstractmethod
    def name(self): ...
Op.name = lambda self: "patched"
class Impl(Op):
    def run(self):
        return k
try:
    r_impl = (Impl().run(), Impl().name())
except TypeError as e:
    r_impl = type(e).__name__
r_impl_abs = sorted(Impl.__abstractmethods__)
try:
    Op()
    r_op = "ok"
except TypeError as e:
    r_op = type(e).__name__
r_op_abs = sorted(Op.__abstractmethods__)
