# probe: a contextmanager records the type of what the body raised, and re-raises with a bare raise; GeneratorExit not involved; finally after yield sees state set by the body
# inputs
key = "missing"
# body
from contextlib import contextmanager
state = {"count": 0}
seen = []
@contextmanager
def watch():
    state["count"] += 1
    try:
        yield state
    except Exception as e:
        seen.append(type(e).__name__)
        raise
    else:
        seen.append("clean")
    finally:
        seen.append(("finally", state.get("body")))
with watch() as s:
    s["body"] = "set"
try:
    with watch() as s:
        s["body"] = "again"
        s[key]
except KeyError as e:
    r_err = (type(e).__name__, e.args)
r_seen = seen
r_count = state["count"]
