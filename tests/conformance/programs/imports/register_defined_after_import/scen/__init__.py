SCENARIOS = {}
from . import a
def register(name):
    def deco(fn):
        SCENARIOS[name] = fn
        return fn
    return deco
