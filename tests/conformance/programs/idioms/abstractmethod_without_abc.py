# probe: @abstractmethod without ABCMeta has no effect (instantiable); metaclass=ABCMeta works like ABC; overriding an abstract with a non-function attribute satisfies it; abstract staticmethod
# inputs
k = 2
# body
import abc
class NotAbc:
    @abc.abstractmethod
    def run(self):
        return "base-run"
r_plain = NotAbc().run()
class WithMeta(metaclass=abc.ABCMeta):
    @abc.abstractmethod
    def run(self): ...
try:
    WithMeta()
    r_meta = "ok"
except TypeError as e:
    r_meta = type(e).__name__
class AttrImpl(WithMeta):
    run = None
r_attr = AttrImpl().run
class Stat(abc.ABC):
    @staticmethod
    @abc.abstractmethod
    def make(): ...
class StatImpl(Stat):
    @staticmethod
    def make():
        return k * 3
try:
    Stat()
    r_stat = "ok"
except TypeError as e:
    r_stat = type(e).__name__
r_stat_impl = StatImpl().make()
r_unbound_base = Stat.make()
WithMeta.extra = abc.abstractmethod(lambda self: 1)
class Later(WithMeta):
    def run(self):
        return k
r_later = Later().run()
r_later_abs = sorted(Later.__abstractmethods__)
