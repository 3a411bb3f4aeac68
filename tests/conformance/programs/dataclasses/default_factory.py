# probe: field(default_factory=...) makes a fresh value per instance; mutable defaults are refused
# inputs
tag = "t"
# body
from dataclasses import dataclass, field
@dataclass
class Job:
    name: str
    tags: list = field(default_factory=list)
    meta: dict = field(default_factory=lambda: {"v": 1})
a = Job("a")
b = Job("b")
a.tags.append(tag)
r_tags = (a.tags, b.tags)
r_meta = b.meta
try:
    @dataclass
    class Bad:
        items: list = []
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
