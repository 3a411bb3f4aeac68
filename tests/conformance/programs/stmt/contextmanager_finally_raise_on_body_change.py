# probe: a contextmanager whose finally raises when the body changed the yielded dict; the body itself raised nothing
# expect: raises RuntimeError
# inputs
dirty = True
# body
from contextlib import contextmanager
@contextmanager
def guard():
    state = {"dirty": False}
    try:
        yield state
    finally:
        if state["dirty"]:
            raise RuntimeError("left dirty")
with guard() as s:
    s["dirty"] = dirty
r_after = "reached"
