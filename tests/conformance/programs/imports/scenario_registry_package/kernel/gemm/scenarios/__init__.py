SCENARIOS = {}
ORDER = []
def register(name):
    def deco(fn):
        if name in SCENARIOS:
            raise ValueError(name)
        SCENARIOS[name] = fn
        ORDER.append(fn.__module__)
        return fn
    return deco
from . import small, large
from . import _hidden
def get(name):
    return SCENARIOS.get(name, SCENARIOS["small"])()
