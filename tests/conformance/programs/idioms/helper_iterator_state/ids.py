import itertools
_next_id = itertools.count(100)
ASSIGNED = {}

def assign(name):
    if name not in ASSIGNED:
        ASSIGNED[name] = next(_next_id)
    return ASSIGNED[name]

def _gen():
    yield "warmup"
    yield "measure"
    yield "report"

PHASES = _gen()
