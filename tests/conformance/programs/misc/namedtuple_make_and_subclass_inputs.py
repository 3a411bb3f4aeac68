# probe: namedtuple._make from an input iterable, a namedtuple subclass with a property and __slots__ = (), field defaults, _fields, unpacking in a loop, sorted by field
# inputs
rows = [["b", 2], ["a", 3], ["c", 1]]
extra = 10
# body
from collections import namedtuple
Base = namedtuple("Base", "name n bonus", defaults=[0])
class Rec(Base):
    __slots__ = ()
    @property
    def total(self):
        return self.n + self.bonus
recs = [Rec(*r) for r in rows]
r_made = Rec._make(rows[0] + [extra]).total
r_totals = [r.total for r in recs]
r_fields = Rec._fields
r_defaults = Rec._field_defaults
r_sorted = [r.name for r in sorted(recs, key=lambda r: r.n)]
bumped = [r._replace(bonus=extra) for r in recs]
r_bumped = [b.total for b in bumped]
r_tuple_eq = recs[0] == ("b", 2, 0)
names = []
for name, n, bonus in recs:
    names.append(name * n)
r_names = names
try:
    recs[0].extra = 1
    r_slots = "ok"
except AttributeError as e:
    r_slots = type(e).__name__
try:
    Rec._make(rows[0])
except TypeError as e:
    r_short = type(e).__name__
