# probe: a dataclass's `__init__` calls `__post_init__` only when the dataclass had one; a class derived from it, or beside it in an MRO, with one of its own is not asked otherwise
# inputs
v = 3
# body
from dataclasses import dataclass
log = []
@dataclass
class WithPost:
    a: int = 1
    def __post_init__(self):
        log.append(("post", self.a))
@dataclass
class NoPost:
    b: int = 2
class Both(NoPost, WithPost):
    pass
class Derived(WithPost):
    def __post_init__(self):
        log.append(("derived", self.a))
Both(v)
Derived(v)
WithPost(v)
r_log = list(log)
