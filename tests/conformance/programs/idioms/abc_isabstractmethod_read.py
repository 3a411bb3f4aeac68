# probe: reading __isabstractmethod__ set by @abstractmethod on functions, staticmethods and properties; a plain function has none (AttributeError / getattr default)
# inputs
k = 1
# body
import abc
class Op(abc.ABC):
    @abc.abstractmethod
    def run(self): ...
    @staticmethod
    @abc.abstractmethod
    def make(): ...
    @property
    @abc.abstractmethod
    def name(self): ...
    def plain(self):
        return k
r_run = Op.run.__isabstractmethod__
r_make = Op.__dict__["make"].__isabstractmethod__
r_name = Op.__dict__["name"].__isabstractmethod__
r_plain = getattr(Op.plain, "__isabstractmethod__", "absent")
try:
    Op.plain.__isabstractmethod__
    r_plain_err = "ok"
except AttributeError as e:
    r_plain_err = type(e).__name__
