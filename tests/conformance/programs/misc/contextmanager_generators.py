# probe: contextlib.contextmanager: what the generator yields is what `as` binds; an exception of the body goes on out of a manager whose yield is in no try with an except (a finally runs); a generator that does not yield, or yields twice, is refused at entering or leaving; the manager on a method
# inputs
n = 2
label = "x"
# body
import contextlib
@contextlib.contextmanager
def tagged(name, k=1):
    depth = [name]
    try:
        yield name * k
    finally:
        depth.pop()
@contextlib.contextmanager
def plain(v):
    yield [v, v]
@contextlib.contextmanager
def never():
    if n > 100:
        yield
@contextlib.contextmanager
def twice():
    yield 1
    yield 2
with tagged(label, n) as got:
    r_got = got
with plain(n) as pair:
    r_pair = pair
class Box:
    def __init__(self, k):
        self.k = k
    @contextlib.contextmanager
    def scaled(self, m):
        yield self.k * m
with Box(n).scaled(3) as s:
    r_scaled = s
r_names = (tagged.__name__, callable(tagged))
def body_raises(cm):
    try:
        with cm:
            raise ValueError(f"bad {n}")
        return "went on"
    except ValueError as e:
        return ("raised", str(e))
    except RuntimeError as e:
        return ("runtime", str(e))
r_tagged = body_raises(tagged(label))
r_plain = body_raises(plain(n))
def enter(cm):
    try:
        with cm as v:
            pass
        return ("ok", v)
    except RuntimeError as e:
        return ("runtime", str(e))
r_never = enter(never())
r_twice = enter(twice())
