# probe: runtime_checkable Protocol: isinstance checks presence of members (not signatures); data members allowed in isinstance but issubclass refused; non-runtime protocol refused
# inputs
v = 1
# body
from typing import Protocol, runtime_checkable
@runtime_checkable
class Closer(Protocol):
    def close(self): ...
@runtime_checkable
class Named(Protocol):
    name: str
    def show(self): ...
class Plain(Protocol):
    def go(self): ...
class File:
    def close(self, force):
        return force
class Thing:
    name = "t"
    def show(self):
        return self.name
class Half:
    def show(self):
        return 1
r_closer = (isinstance(File(), Closer), isinstance(v, Closer), issubclass(File, Closer))
r_named = (isinstance(Thing(), Named), isinstance(Half(), Named))
try:
    issubclass(Thing, Named)
    r_sub_data = "ok"
except TypeError as e:
    r_sub_data = type(e).__name__
try:
    isinstance(File(), Plain)
    r_plain = "ok"
except TypeError as e:
    r_plain = type(e).__name__
class Attr:
    close = None
r_none_attr = isinstance(Attr(), Closer)
