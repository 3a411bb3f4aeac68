# probe: inspect.isabstract over ABCs with abstract methods left, implemented, implemented
# partly, abstract properties, plain classes and non-classes; a registry of concrete subclasses
# inputs
n = 2
# body
import abc
import inspect
class Backend(abc.ABC):
    name = ""
    @abc.abstractmethod
    def run(self, x): ...
class Copy(Backend):
    @abc.abstractmethod
    def copy(self, x): ...
class Both(Copy):
    name = "both"
    def run(self, x):
        return x
    def copy(self, x):
        return x * n
class RunOnly(Copy):
    name = "run_only"
    def run(self, x):
        return x
class WithProp(abc.ABC):
    @property
    @abc.abstractmethod
    def size(self): ...
class PropDone(WithProp):
    @property
    def size(self):
        return n
class Plain:
    pass
class NoAbstract(abc.ABC):
    pass
class ViaMeta(metaclass=abc.ABCMeta):
    @abc.abstractmethod
    def go(self): ...
r_backend = inspect.isabstract(Backend)
r_copy = inspect.isabstract(Copy)
r_both = inspect.isabstract(Both)
r_run_only = inspect.isabstract(RunOnly)
r_prop = inspect.isabstract(WithProp)
r_prop_done = inspect.isabstract(PropDone)
r_plain = inspect.isabstract(Plain)
r_no_abstract = inspect.isabstract(NoAbstract)
r_via_meta = inspect.isabstract(ViaMeta)
r_abc = inspect.isabstract(abc.ABC)
r_instance = inspect.isabstract(Both())
r_int = inspect.isabstract(n)
r_none = inspect.isabstract(None)
r_builtin = inspect.isabstract(int)
r_func = inspect.isabstract(Backend.run)
r_registry = sorted(c.name for c in (Backend, Copy, Both, RunOnly, Plain) if isinstance(c, type) and issubclass(c, Backend) and not inspect.isabstract(c))
try:
    RunOnly()
except TypeError as err:
    r_refused = type(err).__name__
