# probe: __slots__: other names raise AttributeError, unset slot reads raise, del of a slot, class attribute conflicting with a slot raises ValueError, subclass without slots gains __dict__
# inputs
v = 8
# body
class P:
    __slots__ = ("a", "b")
p = P()
p.a = v
try:
    p.c = 1
except AttributeError as e:
    r_other = type(e).__name__
try:
    p.b
except AttributeError as e:
    r_unset = type(e).__name__
del p.a
try:
    del p.a
except AttributeError as e:
    r_del_twice = type(e).__name__
try:
    class Bad:
        __slots__ = ("a",)
        a = 1
except ValueError as e:
    r_conflict = type(e).__name__
class Q(P):
    pass
q = Q()
q.c = v
r_q = (q.c, hasattr(q, "__dict__"), hasattr(p, "__dict__"))
class R(P):
    __slots__ = ("c",)
r_r = hasattr(R(), "__dict__")
r_slots = P.__slots__
class S:
    __slots__ = "single"
s = S()
s.single = v
r_single = (s.single, type(S.__dict__["single"]).__name__)
