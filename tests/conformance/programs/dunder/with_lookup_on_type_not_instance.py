# probe: with looks __enter__/__exit__ up on the type: instance attributes are ignored; a missing protocol is a TypeError in 3.11; exit called with the exception instance
# inputs
v = 0
# body
class Plain:
    pass
p = Plain()
p.__enter__ = lambda: "inst"
p.__exit__ = lambda *a: True
try:
    with p:
        pass
    r_inst = "worked"
except (TypeError, AttributeError) as e:
    r_inst = type(e).__name__
class OnlyEnter:
    def __enter__(self):
        return self
try:
    with OnlyEnter():
        pass
except (TypeError, AttributeError) as e:
    r_only_enter = (type(e).__name__, str(e))
seen = []
class Rec:
    def __enter__(self):
        return None
    def __exit__(self, t, val, tb):
        seen.append((t.__name__, val.args, tb is not None))
        return True
with Rec() as r_as:
    raise LookupError(v, "x")
r_seen = seen
class ClassExit:
    def __enter__(self):
        return "e"
ClassExit.__exit__ = lambda self, *a: seen.append("late exit")
with ClassExit() as r_late_enter:
    pass
r_seen2 = list(seen)
