import abc
import inspect


class Base(abc.ABC):
    name = ""

    @abc.abstractmethod
    def run(self): ...


class Copy(Base):
    @abc.abstractmethod
    def copy(self): ...


class Fast(Copy):
    name = "fast"

    def run(self):
        return 1

    def copy(self):
        return 2


class Slow(Base):
    name = "slow"

    def run(self):
        return 3


_NS = vars()


def registry(kind):
    return {
        obj.name: obj
        for obj in list(_NS.values())
        if isinstance(obj, type) and issubclass(obj, kind) and not inspect.isabstract(obj)
    }

