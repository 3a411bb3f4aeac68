# probe: __dir__ results sorted by dir(), __length_hint__ consulted by list() and operator.length_hint, with-statement missing __exit__, int() via __trunc__
# inputs
n = 3
# body
import operator
class Dir:
    def __dir__(self):
        return ["zeta", "alpha", "beta"]
r_dir = dir(Dir())
class Hint:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n))
    def __length_hint__(self):
        return self.n * 10
r_hint = (operator.length_hint(Hint(n)), list(Hint(n)), operator.length_hint([1, 2]), operator.length_hint(object(), 7))
class BadHint(Hint):
    def __length_hint__(self):
        return -1
try:
    list(BadHint(n))
    r_bad_hint = "ok"
except ValueError as e:
    r_bad_hint = str(e)
class NotImplHint(Hint):
    def __length_hint__(self):
        return NotImplemented
r_notimpl_hint = (operator.length_hint(NotImplHint(n), 5), list(NotImplHint(n)))
class EnterOnly:
    def __enter__(self):
        return self
try:
    with EnterOnly():
        pass
    r_enter_only = "ok"
except (TypeError, AttributeError) as e:
    r_enter_only = (type(e).__name__, str(e))
class Trunc:
    def __trunc__(self):
        return n
try:
    r_trunc = int(Trunc())
except TypeError as e:
    r_trunc = str(e)
class Sized:
    def __len__(self):
        return n
r_sized_hint = operator.length_hint(Sized())
