# probe: a contextmanager whose finally raises only when the body changed shared state: the exit exception replaces the body's, or appears after a clean body
# inputs
key = "k"
# body
from contextlib import contextmanager
state = {"dirty": False}
@contextmanager
def guard():
    try:
        yield state
    finally:
        if state["dirty"]:
            state["dirty"] = False
            raise RuntimeError("left dirty")
with guard() as s:
    r_clean_body = s["dirty"]
out = []
try:
    with guard() as s:
        s["dirty"] = True
    out.append("no error")
except RuntimeError as e:
    out.append(type(e).__name__)
try:
    with guard() as s:
        s["dirty"] = True
        {}[key]
except Exception as e:
    out.append((type(e).__name__, type(e.__context__).__name__))
r_out = out
r_state = state
