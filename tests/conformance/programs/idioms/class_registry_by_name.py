# probe: scenario classes registered by a NAME attribute through __init_subclass__, looked up by config
# inputs
op = "decode"
# body
class Scenario:
    REGISTRY = {}
    NAME = ""
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if cls.NAME:
            Scenario.REGISTRY[cls.NAME] = cls
    def fields(self):
        return []
class Decode(Scenario):
    NAME = "decode"
    def fields(self):
        return ["batch_sizes", "s_kv_list"]
class Prefill(Scenario):
    NAME = "prefill"
class Abstract(Scenario):
    pass
r_names = sorted(Scenario.REGISTRY)
r_fields = Scenario.REGISTRY[op]().fields()
r_missing = Scenario.REGISTRY.get("train")
