SCENARIOS = {}
def register(name):
    def deco(fn):
        if name in SCENARIOS:
            raise ValueError("dup " + name)
        SCENARIOS[name] = fn
        return fn
    return deco
class Scenario:
    registry = {}
    count = 0
    def __init_subclass__(cls, name, **kw):
        super().__init_subclass__(**kw)
        if name in Scenario.registry:
            raise ValueError("dup " + name)
        Scenario.registry[name] = cls
        Scenario.count += 1
