# probe: with on managers the evaluator does not model (contextlib): one that suppresses, one that does not, a generator-based one
# inputs
key = "x"
# body
from contextlib import suppress, nullcontext, contextmanager
events = []
with suppress(KeyError):
    {}[key]
    events.append("not reached")
r_after = "went on"
try:
    with suppress(KeyError):
        raise ValueError("v")
except ValueError as e:
    r_other = type(e).__name__
with nullcontext(5) as r_null:
    events.append("null body")
try:
    with nullcontext():
        raise IndexError("i")
except IndexError as e:
    r_null_raised = type(e).__name__
@contextmanager
def tagged(tag):
    events.append("open " + tag)
    try:
        yield tag.upper()
    finally:
        events.append("close " + tag)
with tagged("t") as r_tag:
    events.append("tag body")
r_events = events
