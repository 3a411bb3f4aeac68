# probe: class and exception edges: __init_subclass__, __getattr__, descriptors with __set_name__, total_ordering, NotImplemented, diamond MRO, finally over return and raise, send and yield from, suppressing __exit__, late-binding closures, lru_cache, frozen ordered dataclasses, enum Flag and IntEnum, __slots__
# inputs
n = 3
# body
import functools
import dataclasses
import enum
import contextlib
class Base:
    registry = []
    def __init_subclass__(cls, tag='none', **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        Base.registry.append(cls.__name__)
class A(Base, tag='a'):
    pass
class B(A):
    pass
r_tags = (A.tag, B.tag, Base.registry)
class Lazy:
    def __init__(self):
        self.real = 1
    def __getattr__(self, name):
        return 'missing:' + name
r_getattr = (Lazy().real, Lazy().other)
class Desc:
    def __set_name__(self, owner, name):
        self.name = '_' + name
    def __get__(self, obj, objtype=None):
        return 'desc' if obj is None else getattr(obj, self.name, 0) * 2
    def __set__(self, obj, v):
        setattr(obj, self.name, v)
class UsesDesc:
    size = Desc()
u = UsesDesc()
u.size = n
r_desc = (u.size, UsesDesc.size, u._size)
@functools.total_ordering
class Ver:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v < o.v
r_total = (Ver(1) <= Ver(2), Ver(3) > Ver(2), Ver(2) >= Ver(2))
class NotImpl:
    def __eq__(self, o):
        return NotImplemented
r_notimpl = (NotImpl() == NotImpl(), NotImpl() != 1)
class D1:
    def who(self):
        return 'D1'
class D2(D1):
    def who(self):
        return 'D2>' + super().who()
class D3(D1):
    def who(self):
        return 'D3>' + super().who()
class D4(D2, D3):
    def who(self):
        return 'D4>' + super().who()
r_mro = (D4().who(), [c.__name__ for c in D4.__mro__])
class Shadow:
    items = [1]
s1, s2 = Shadow(), Shadow()
s1.items = s1.items + [2]
s2.items.append(3)
r_shadow = (s1.items, s2.items, Shadow.items)
def f_finally():
    try:
        raise ValueError('x')
    finally:
        return 'swallowed'
r_finally = f_finally()
def f_finally_raise():
    try:
        return 1
    finally:
        raise KeyError('k')
try:
    f_finally_raise()
except KeyError as e:
    r_finally_raise = repr(e)
def gen():
    got = yield 1
    yield (got or 0) * 2
    return 'done'
g = gen()
r_send = (next(g), g.send(5))
def outer():
    result = yield from gen()
    yield result
r_yield_from = list(outer())
class Suppress:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return True
with Suppress():
    raise RuntimeError('gone')
r_after_suppress = 'ok'
with contextlib.suppress(ZeroDivisionError):
    r_sup = 1 / 0
r_late = [f() for f in [lambda: i for i in range(3)]]
def acc(x, bucket=[]):
    bucket.append(x)
    return len(bucket)
r_mutdefault = (acc(1), acc(2), acc(3))
def kwonly(a, *, b=2):
    return a + b
try:
    kwonly(1, 2)
except TypeError as e:
    r_kwonly = type(e).__name__
@functools.lru_cache(maxsize=None)
def fib(k):
    return k if k < 2 else fib(k - 1) + fib(k - 2)
r_fib = (fib(20), fib.cache_info().hits)
r_reduce = functools.reduce(lambda a, b: a * b, range(1, 6), 1)
@dataclasses.dataclass(order=True, frozen=True)
class P:
    x: int
    y: int = 0
    tags: tuple = ()
p = P(1, 2)
try:
    p.x = 5
except dataclasses.FrozenInstanceError as e:
    r_frozen = type(e).__name__
r_dc = (P(1, 2) < P(1, 3), dataclasses.asdict(p), dataclasses.replace(p, y=9), repr(p), hash(p) == hash(P(1, 2)))
class Color(enum.Enum):
    RED = enum.auto()
    GREEN = enum.auto()
class Perm(enum.Flag):
    R = enum.auto()
    W = enum.auto()
    X = enum.auto()
class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2
r_enum = ([c.name for c in Color], Color.GREEN.value, Color(1) is Color.RED, list(Color.__members__))
r_flag = (Perm.R | Perm.W, (Perm.R | Perm.W).value, Perm.R in (Perm.R | Perm.X), str(Perm.W))
r_intenum = (Level.LOW < Level.HIGH, Level.HIGH + 1, Level(2).name, Level.LOW == 1)
r_issub = (issubclass(bool, int), isinstance(True, int), type(True) is int)
r_vars = vars(Ver(7))
r_dict_attr = sorted(Lazy().__dict__)
r_type_name = type(p).__name__
class WithSlots:
    __slots__ = ('a',)
    def __init__(self):
        self.a = 1
try:
    WithSlots().b = 2
except AttributeError as e:
    r_slots = type(e).__name__
