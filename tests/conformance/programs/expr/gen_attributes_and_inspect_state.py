# probe: a generator's __name__, __qualname__, gi_frame None once finished, gi_running, inspect.getgeneratorstate through its life, isinstance against collections.abc
# inputs
n = 2
# body
import inspect
import collections.abc as cabc
def counter():
    for i in range(n):
        yield i
class Holder:
    def gen(self):
        yield self
g = counter()
r_name = (g.__name__, g.__qualname__, Holder().gen().__qualname__)
r_created = inspect.getgeneratorstate(g)
r_frame_before = g.gi_frame is None
next(g)
r_suspended = inspect.getgeneratorstate(g)
r_running = g.gi_running
list(g)
r_closed = inspect.getgeneratorstate(g)
r_frame_after = g.gi_frame is None
h = counter()
h.close()
r_closed_fresh = inspect.getgeneratorstate(h)
r_abc = (isinstance(g, cabc.Generator), isinstance(g, cabc.Iterator), isinstance(iter([]), cabc.Generator), isinstance([], cabc.Iterator), isinstance([], cabc.Iterable))
r_funcs = (inspect.isgeneratorfunction(counter), inspect.isgenerator(g), inspect.isgenerator(iter([])), inspect.isgeneratorfunction(lambda: (yield)))
r_has = (hasattr(g, "send"), hasattr(iter([]), "send"), hasattr(g, "__next__"), hasattr([], "__next__"))
ge = (x for x in [])
r_genexp_name = (ge.__name__, type(ge).__name__)
